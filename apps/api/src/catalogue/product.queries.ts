import { and, asc, desc, eq, gte, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories, products, productVariants } from '../db/schema.js';
import type { ProductRow, VariantRow } from './product.mapper.js';

export const SORT_FIELDS = ['createdAt', 'price', 'name', 'rating', 'sold'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ProductFilters {
  categoryId?: string;
  /** One seller's products (their shop page, /shops/{slug}/products). */
  sellerId?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  size?: string;
  color?: string;
  inStock?: boolean;
  featured?: boolean;
  /** A to_tsquery text built by toWordsQuery (never raw user input). */
  tsQuery?: string;
}

export interface ProductPageQuery {
  filters: ProductFilters;
  /** Absent: by relevance when searching, else newest first. */
  sortBy?: SortField;
  sortOrder?: SortOrder;
  page: number;
  limit: number;
}

/**
 * Exact totals up to this many matches; above it, PostgreSQL's own estimate (counting 100,000 rows on every page
 * costs more than the page itself). The same bound decides the order of a search: every match ranked by relevance
 * up to it, the best sellers among the matches beyond it (ranking thousands of documents costs tens of milliseconds).
 */
export const EXACT_COUNT_LIMIT = 1000;
/**
 * Estimates are approximate by nature: one per filter combination is kept this long, saving two queries per page.
 * Exact totals are never kept: counting stops at EXACT_COUNT_LIMIT + 1 index entries, cheap enough to do on every
 * page, and a total remembered by one instance would miss what another instance (or any writer) just changed.
 */
const ESTIMATE_TTL_MS = 60_000;
const COUNT_MEMO_SIZE = 500;

/** Every column but the search document, and the category reference from a left join. */
export const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  categoryId: products.categoryId,
  subcategory: products.subcategory,
  name: products.name,
  slug: products.slug,
  description: products.description,
  shortDescription: products.shortDescription,
  priceCents: products.priceCents,
  comparePriceCents: products.comparePriceCents,
  costCents: products.costCents,
  sku: products.sku,
  brand: products.brand,
  origin: products.origin,
  status: products.status,
  featured: products.featured,
  isNew: products.isNew,
  tags: products.tags,
  features: products.features,
  material: products.material,
  careInstructions: products.careInstructions,
  sizes: products.sizes,
  colors: products.colors,
  mainImage: products.mainImage,
  images: products.images,
  trackQuantity: products.trackQuantity,
  quantity: products.quantity,
  lowStockThreshold: products.lowStockThreshold,
  allowBackorder: products.allowBackorder,
  weight: products.weight,
  shipping: products.shipping,
  seo: products.seo,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  sold: products.sold,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** Values of a product page query, bound to the placeholders of its prepared statement. */
interface PageParams {
  categoryId?: string;
  sellerId?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  size?: string;
  color?: string;
  featured?: boolean;
  tsQuery?: string;
  limit: number;
  offset: number;
  cap: number;
}

/** Either the value itself (a one-off query) or a named placeholder (a statement prepared once per shape). */
type Bind = <K extends keyof PageParams>(
  name: K,
  value: PageParams[K],
) => NonNullable<PageParams[K]> | SQLWrapper;
const byValue: Bind = (_name, value) => value!;
const byPlaceholder: Bind = (name) => sql.placeholder(name);

const tsQuery = (text: unknown) => sql`to_tsquery('teranga_fr', ${text})`;

/**
 * What makes a product public: active, and its seller neither refused nor suspended (products.seller_hidden, kept by
 * sellers/seller-status.queries.ts).
 */
export const isPublic = and(eq(products.status, 'active'), eq(products.sellerHidden, false)) as SQL;

/** Only public products are listed; every other condition narrows that. */
function conditionsOf(filters: ProductFilters, bind: Bind): SQL {
  const conditions: (SQL | undefined)[] = [isPublic];
  if (filters.categoryId) conditions.push(eq(products.categoryId, bind('categoryId', filters.categoryId)));
  if (filters.sellerId) conditions.push(eq(products.sellerId, bind('sellerId', filters.sellerId)));
  if (filters.minPriceCents !== undefined) {
    conditions.push(gte(products.priceCents, bind('minPriceCents', filters.minPriceCents)));
  }
  if (filters.maxPriceCents !== undefined) {
    conditions.push(lte(products.priceCents, bind('maxPriceCents', filters.maxPriceCents)));
  }
  if (filters.size) {
    conditions.push(
      sql`exists (select 1 from unnest(${products.sizes}) as s(size) where lower(s.size) = lower(${bind('size', filters.size)}))`,
    );
  }
  if (filters.color) {
    const color = bind('color', filters.color);
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${products.colors}) as c(color)
        where lower(c.color->>'name') = lower(${color}) or lower(c.color->>'hex') = lower(${color}))`,
    );
  }
  if (filters.inStock) {
    conditions.push(
      sql`(${products.trackQuantity} = false or ${products.quantity} > 0 or ${products.allowBackorder})`,
    );
  }
  if (filters.featured !== undefined)
    conditions.push(eq(products.featured, bind('featured', filters.featured)));
  if (filters.tsQuery) {
    conditions.push(sql`${products.searchVector} @@ ${tsQuery(bind('tsQuery', filters.tsQuery))}`);
  }
  return and(...conditions)!;
}

/** The public conditions with their values inlined as parameters (for one-off queries such as EXPLAIN). */
export const publicProductConditions = (filters: ProductFilters): SQL => conditionsOf(filters, byValue);

const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.priceCents,
  name: products.name,
  rating: products.ratingAverage,
  sold: products.sold,
} as const;

function orderBy(query: ProductPageQuery, byRelevance: boolean, bind: Bind): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  if (byRelevance && query.filters.tsQuery) {
    // Name matches (weight A) before tags (B) and description (C); best sellers break ties.
    return [
      sql`ts_rank(${products.searchVector}, ${tsQuery(bind('tsQuery', query.filters.tsQuery))}) desc`,
      desc(products.sold),
      desc(products.id),
    ];
  }
  if (!query.sortBy && query.filters.tsQuery) return [desc(products.sold), desc(products.id)];
  // The id breaks ties, so that pages never repeat or skip a product whose sort value equals its neighbour's.
  return [direction(SORT_COLUMNS[query.sortBy ?? 'createdAt']), direction(products.id)];
}

/** Both drivers (node-postgres and PGlite) answer `execute` with the rows in `rows`. */
interface Rows<T> {
  rows: T[];
}

/**
 * Building a query through drizzle costs more CPU than PostgreSQL spends answering a page, so each shape of query
 * (which filters are present, which order) is built once per database and kept as a prepared query; only the values
 * change between calls. Shapes are few (a handful of filters times five sorts).
 */
interface PreparedPage {
  rows: { execute(params: PageParams): Promise<unknown[]> };
  count: { execute(params: PageParams): Promise<{ total: number }[]> };
}
const preparedPages = new WeakMap<Database, Map<string, PreparedPage>>();
const MAX_NAMED_SHAPES = 64;
let statementNumber = 0;

function shapeOf(query: ProductPageQuery, byRelevance: boolean): string {
  const f = query.filters;
  return [
    f.categoryId ? 'c' : '',
    f.sellerId ? 'seller' : '',
    f.minPriceCents !== undefined ? 'min' : '',
    f.maxPriceCents !== undefined ? 'max' : '',
    f.size ? 's' : '',
    f.color ? 'col' : '',
    f.inStock ? 'stock' : '',
    f.featured !== undefined ? 'f' : '',
    f.tsQuery ? (byRelevance ? 'rank' : 'ts') : '',
    query.sortBy ?? '',
    query.sortOrder ?? '',
  ].join('|');
}

function preparedPage(db: Database, query: ProductPageQuery, byRelevance: boolean): PreparedPage {
  let shapes = preparedPages.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedPages.set(db, shapes);
  }
  const shape = shapeOf(query, byRelevance);
  let prepared = shapes.get(shape);
  if (!prepared) {
    const where = conditionsOf(query.filters, byPlaceholder);
    // Named statements are parsed once per connection; after five calls PostgreSQL may keep a generic plan, which it
    // only prefers when its estimated cost is no worse than that of the plans made for actual values. Searches stay unnamed, planned for their words each time: a generic
    // plan cannot know how many documents a word matches. Past the usual shapes, new ones stay unnamed too, so that odd
    // combinations never pile up statements on the server. Either way the query is built only once.
    const named = !query.filters.tsQuery && shapes.size < MAX_NAMED_SHAPES;
    const name = (kind: string) =>
      named ? `catalogue_${kind}_${++statementNumber}` : (undefined as unknown as string);
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(sql.placeholder('cap'))
      .as('matches');
    prepared = {
      rows: db
        .select(productColumns)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(where)
        .orderBy(...orderBy(query, byRelevance, byPlaceholder))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name('page')) as unknown as PreparedPage['rows'],
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(matches)
        .prepare(name('count')) as unknown as PreparedPage['count'],
    };
    shapes.set(shape, prepared);
  }
  return prepared;
}

function paramsOf(query: ProductPageQuery): PageParams {
  const { filters } = query;
  return {
    categoryId: filters.categoryId,
    sellerId: filters.sellerId,
    minPriceCents: filters.minPriceCents,
    maxPriceCents: filters.maxPriceCents,
    size: filters.size,
    color: filters.color,
    featured: filters.featured,
    tsQuery: filters.tsQuery,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    cap: EXACT_COUNT_LIMIT + 1,
  };
}

/** Per database, so that two apps in one process (tests) never share a total. */
const countMemos = new WeakMap<Database, Map<string, { value: number; expires: number }>>();

/** Drops every remembered estimate of this database: called after each successful write request (see app.ts). */
export function forgetProductCounts(db: Database): void {
  countMemos.get(db)?.clear();
}

/** The planner's estimate of how many public products match `filters`: a plan, not a scan. */
async function plannedRows(db: Database, filters: ProductFilters): Promise<number> {
  const plan = (await db.execute(
    sql`explain (format json) select 1 from ${products} where ${publicProductConditions(filters)}`,
  )) as unknown as Rows<{ 'QUERY PLAN': unknown }>;
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * A search for one word that the planner expects in this many products or more is counted by its estimate at once:
 * counting to EXACT_COUNT_LIMIT first reads a thousand rows and more (10 to 30 ms at 100,000 products, for a word
 * such as "boubou"). One word and no other filter: PostgreSQL's statistics know how common a word is, while for several
 * words or filters it multiplies their frequencies ("sac & cuir" is expected in 568 products that contain none).
 */
const CLEARLY_COMMON_WORD = 3 * EXACT_COUNT_LIMIT;
/** A search for one word and nothing else (no category, price or other filter whose frequency would multiply in). */
const isOneWordAlone = (filters: ProductFilters): boolean =>
  filters.tsQuery !== undefined &&
  !filters.tsQuery.includes('&') &&
  Object.entries(filters).every(([name, value]) => name === 'tsQuery' || value === undefined);

/**
 * The exact number of matches when it is at most EXACT_COUNT_LIMIT (counting stops there), counted live; else the
 * planner's estimate, remembered a minute per filter combination so that a page of a large listing costs one query.
 */
async function countProducts(db: Database, query: ProductPageQuery, prepared: PreparedPage): Promise<number> {
  let counts = countMemos.get(db);
  if (!counts) {
    counts = new Map();
    countMemos.set(db, counts);
  }
  const key = JSON.stringify(query.filters);
  const known = counts.get(key);
  if (known && known.expires > Date.now()) return known.value;
  if (counts.size >= COUNT_MEMO_SIZE) counts.clear();
  const remember = (estimate: number) => {
    const value = Math.max(EXACT_COUNT_LIMIT + 1, estimate);
    counts.set(key, { value, expires: Date.now() + ESTIMATE_TTL_MS });
    return value;
  };
  const early = isOneWordAlone(query.filters) ? await plannedRows(db, query.filters) : undefined;
  if (early !== undefined && early >= CLEARLY_COMMON_WORD) return remember(early);
  const [capped] = await prepared.count.execute(paramsOf(query));
  const exact = Number(capped?.total ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return exact;
  return remember(early ?? (await plannedRows(db, query.filters)));
}

export interface ProductPage {
  rows: ProductRow[];
  total: number;
}

export async function findProductPage(db: Database, query: ProductPageQuery): Promise<ProductPage> {
  if (query.filters.tsQuery && !query.sortBy) {
    // The order of a search depends on how many products match.
    const total = await countProducts(db, query, preparedPage(db, query, false));
    const rows = await preparedPage(db, query, total <= EXACT_COUNT_LIMIT).rows.execute(paramsOf(query));
    return { rows: rows as ProductRow[], total };
  }
  const prepared = preparedPage(db, query, false);
  const [rows, total] = await Promise.all([
    prepared.rows.execute(paramsOf(query)),
    countProducts(db, query, prepared),
  ]);
  return { rows: rows as ProductRow[], total };
}

interface PreparedOne {
  execute(params: { key: string }): Promise<unknown[]>;
}
const preparedOnes = new WeakMap<Database, { byId: PreparedOne; bySlug: PreparedOne }>();

/** A public product by id or slug: two statements prepared once per database (the product page asks often). */
function preparedOne(db: Database) {
  let prepared = preparedOnes.get(db);
  if (!prepared) {
    const one = (column: typeof products.id | typeof products.slug, name: string) =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(and(isPublic, eq(column, sql.placeholder('key'))))
        .limit(1)
        .prepare(`${name}_${++statementNumber}`) as unknown as PreparedOne;
    prepared = { byId: one(products.id, 'product_by_id'), bySlug: one(products.slug, 'product_by_slug') };
    preparedOnes.set(db, prepared);
  }
  return prepared;
}

export async function findPublicProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await preparedOne(db).byId.execute({ key: id });
  return row as ProductRow | undefined;
}

export async function findPublicProductBySlug(db: Database, slug: string): Promise<ProductRow | undefined> {
  const [row] = await preparedOne(db).bySlug.execute({ key: slug });
  return row as ProductRow | undefined;
}

interface PreparedRelated {
  variants: { execute(params: { productId: string }): Promise<VariantRow[]> };
  related: {
    execute(params: {
      categoryId: string;
      id: string;
      subcategory: string | null;
      limit: number;
    }): Promise<ProductRow[]>;
  };
}
const preparedRelated = new WeakMap<Database, PreparedRelated>();

/** The columns of a product variant that the storefront and the seller's view read. */
export const variantColumns = {
  id: productVariants.id,
  type: productVariants.type,
  name: productVariants.name,
  value: productVariants.value,
  color: productVariants.color,
  colorHex: productVariants.colorHex,
  quantity: productVariants.quantity,
  reserved: productVariants.reserved,
  lowStockThreshold: productVariants.lowStockThreshold,
};

/** The product page's other two queries, prepared once per database. */
function preparedFor(db: Database): PreparedRelated {
  let prepared = preparedRelated.get(db);
  if (!prepared) {
    prepared = {
      variants: db
        .select(variantColumns)
        .from(productVariants)
        .where(eq(productVariants.productId, sql.placeholder('productId')))
        .orderBy(asc(productVariants.type), asc(productVariants.id))
        .prepare(`product_variants_${++statementNumber}`) as unknown as PreparedRelated['variants'],
      related: db
        .select(productColumns)
        .from(products)
        .leftJoin(categories, eq(products.categoryId, categories.id))
        .where(
          and(
            isPublic,
            eq(products.categoryId, sql.placeholder('categoryId')),
            ne(products.id, sql.placeholder('id')),
          ),
        )
        .orderBy(
          sql`(${products.subcategory} is not distinct from ${sql.placeholder('subcategory')}::text) desc`,
          desc(products.sold),
          desc(products.id),
        )
        .limit(sql.placeholder('limit'))
        .prepare(`related_products_${++statementNumber}`) as unknown as PreparedRelated['related'],
    };
    preparedRelated.set(db, prepared);
  }
  return prepared;
}

export function findVariants(db: Database, productId: string): Promise<VariantRow[]> {
  return preparedFor(db).variants.execute({ productId });
}

/** Same category, never the product itself: same subcategory first, then best sellers. */
export async function findRelatedProducts(
  db: Database,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  if (!product.categoryId) return [];
  return preparedFor(db).related.execute({
    categoryId: product.categoryId,
    id: product.id,
    subcategory: product.subcategory,
    limit,
  });
}
