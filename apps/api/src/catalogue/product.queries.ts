import { and, asc, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories, products, productVariants } from '../db/schema.js';
import type { ProductRow, VariantRow } from './product.mapper.js';

export const SORT_FIELDS = ['createdAt', 'price', 'name', 'rating', 'sold'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ProductFilters {
  categoryId?: string;
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
/** Estimates are approximate by nature: one per filter combination is kept this long, saving two queries per page. */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATE_MEMO_SIZE = 500;

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

const tsQuery = (text: string) => sql`to_tsquery('teranga_fr', ${text})`;

/** Only active products are public; every other condition narrows that. */
export function publicProductConditions(filters: ProductFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.status, 'active')];
  if (filters.categoryId) conditions.push(eq(products.categoryId, filters.categoryId));
  if (filters.minPriceCents !== undefined) conditions.push(gte(products.priceCents, filters.minPriceCents));
  if (filters.maxPriceCents !== undefined) conditions.push(lte(products.priceCents, filters.maxPriceCents));
  if (filters.size) {
    conditions.push(
      sql`exists (select 1 from unnest(${products.sizes}) as s(size) where lower(s.size) = lower(${filters.size}))`,
    );
  }
  if (filters.color) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${products.colors}) as c(color)
        where lower(c.color->>'name') = lower(${filters.color}) or lower(c.color->>'hex') = lower(${filters.color}))`,
    );
  }
  if (filters.inStock) {
    conditions.push(
      sql`(${products.trackQuantity} = false or ${products.quantity} > 0 or ${products.allowBackorder})`,
    );
  }
  if (filters.featured !== undefined) conditions.push(eq(products.featured, filters.featured));
  if (filters.tsQuery) conditions.push(sql`${products.searchVector} @@ ${tsQuery(filters.tsQuery)}`);
  return and(...conditions)!;
}

const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.priceCents,
  name: products.name,
  rating: products.ratingAverage,
  sold: products.sold,
} as const;

function orderBy(query: ProductPageQuery, byRelevance: boolean): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  if (byRelevance && query.filters.tsQuery) {
    // Name matches (weight A) before tags (B) and description (C); best sellers break ties.
    return [
      sql`ts_rank(${products.searchVector}, ${tsQuery(query.filters.tsQuery)}) desc`,
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

/** Per database, so that two apps in one process (tests) never share an estimate. */
const estimateMemos = new WeakMap<Database, Map<string, { value: number; expires: number }>>();

/**
 * The exact number of matches when it is at most EXACT_COUNT_LIMIT (counting stops there), else the planner's
 * estimate, remembered for a minute per filter combination: a page of a large catalogue then costs one query.
 */
export async function countProducts(db: Database, where: SQL, filters: ProductFilters): Promise<number> {
  let estimates = estimateMemos.get(db);
  if (!estimates) {
    estimates = new Map();
    estimateMemos.set(db, estimates);
  }
  const key = JSON.stringify(filters);
  const known = estimates.get(key);
  if (known && known.expires > Date.now()) return known.value;
  const capped = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${products} where ${where} limit ${EXACT_COUNT_LIMIT + 1}) as matches`,
  )) as unknown as Rows<{ total: number }>;
  const exact = Number(capped.rows[0]?.total ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return exact;
  const plan = (await db.execute(
    sql`explain (format json) select 1 from ${products} where ${where}`,
  )) as unknown as Rows<{ 'QUERY PLAN': unknown }>;
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  const estimate = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(parsed[0].Plan['Plan Rows']));
  if (estimates.size >= ESTIMATE_MEMO_SIZE) estimates.clear();
  estimates.set(key, { value: estimate, expires: Date.now() + ESTIMATE_TTL_MS });
  return estimate;
}

export interface ProductPage {
  rows: ProductRow[];
  total: number;
}

export async function findProductPage(db: Database, query: ProductPageQuery): Promise<ProductPage> {
  const where = publicProductConditions(query.filters);
  const rowsQuery = (byRelevance: boolean) =>
    db
      .select(productColumns)
      .from(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(...orderBy(query, byRelevance))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  if (query.filters.tsQuery && !query.sortBy) {
    // The order of a search depends on how many products match.
    const total = await countProducts(db, where, query.filters);
    const rows = await rowsQuery(total <= EXACT_COUNT_LIMIT);
    return { rows: rows as ProductRow[], total };
  }
  const [rows, total] = await Promise.all([rowsQuery(false), countProducts(db, where, query.filters)]);
  return { rows: rows as ProductRow[], total };
}

async function findOne(db: Database, condition: SQL): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.status, 'active'), condition))
    .limit(1);
  return row as ProductRow | undefined;
}

export const findPublicProductById = (db: Database, id: string) => findOne(db, eq(products.id, id));
export const findPublicProductBySlug = (db: Database, slug: string) => findOne(db, eq(products.slug, slug));

export async function findVariants(db: Database, productId: string): Promise<VariantRow[]> {
  return db
    .select({
      id: productVariants.id,
      type: productVariants.type,
      name: productVariants.name,
      value: productVariants.value,
      colorHex: productVariants.colorHex,
      quantity: productVariants.quantity,
      reserved: productVariants.reserved,
      lowStockThreshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.type), asc(productVariants.id));
}

/** Same category, never the product itself: same subcategory first, then best sellers. */
export async function findRelatedProducts(
  db: Database,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  if (!product.categoryId) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(
      and(
        eq(products.status, 'active'),
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
      ),
    )
    .orderBy(
      sql`(${products.subcategory} is not distinct from ${product.subcategory}) desc`,
      desc(products.sold),
      desc(products.id),
    )
    .limit(limit);
  return rows as ProductRow[];
}
