import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { statementName } from '../db/prepared.js';
import { categories, products } from '../db/schema.js';
import type { ProductRow } from './product.mapper.js';
import { countProducts, EXACT_COUNT_LIMIT } from './product-count.queries.js';
import {
  type Bind,
  byPlaceholder,
  conditionsOf,
  type PageParams,
  type ProductFilters,
  tsQuery,
} from './product-filters.queries.js';
import { productColumns } from './public-product.queries.js';

export const SORT_FIELDS = ['createdAt', 'price', 'name', 'rating', 'sold'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ProductPageQuery {
  filters: ProductFilters;
  /** Absent: by relevance when searching, else newest first. */
  sortBy?: SortField;
  sortOrder?: SortOrder;
  page: number;
  limit: number;
}

const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.priceCents,
  name: products.name,
  rating: products.ratingAverage,
  sold: products.sold,
} as const;

/**
 * How a search's page is found when few products match (at most EXACT_COUNT_LIMIT): every match first, through the
 * search index, then ranked by relevance or sorted. Walking a sort's index instead, checking each product's words,
 * suits a word found everywhere, but the twelve cheapest of 312 kaftans, most of them dear, took reading 6,890
 * products (13 ms of PostgreSQL's time at 10,000 products, against 1.7 ms for sorting the matches).
 */
type Matching = 'walk' | 'matches-first';

function orderBy(query: ProductPageQuery, matching: Matching, bind: Bind): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const searching = query.filters.tsQuery !== undefined;
  if (searching && !query.sortBy) {
    // Name matches (weight A) before tags (B) and description (C); best sellers break ties.
    if (matching === 'matches-first')
      return [
        sql`ts_rank(${products.searchVector}, ${tsQuery(bind('tsQuery', query.filters.tsQuery))}) desc`,
        desc(products.sold),
        desc(products.id),
      ];
    return [desc(products.sold), desc(products.id)];
  }
  const column = SORT_COLUMNS[query.sortBy ?? 'createdAt'];
  // coalesce(x, x) is x in every row but in no index's order, so PostgreSQL sorts the matches.
  const sorted = searching && matching === 'matches-first' ? sql`coalesce(${column}, ${column})` : column;
  // The id breaks ties, so that pages never repeat or skip a product whose sort value equals its neighbour's.
  return [direction(sorted), direction(products.id)];
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

function shapeOf(query: ProductPageQuery, matching: Matching): string {
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
    f.tsQuery ? matching : '',
    query.sortBy ?? '',
    query.sortOrder ?? '',
  ].join('|');
}

function preparedPage(db: Database, query: ProductPageQuery, matching: Matching): PreparedPage {
  let shapes = preparedPages.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedPages.set(db, shapes);
  }
  const shape = shapeOf(query, matching);
  let prepared = shapes.get(shape);
  if (!prepared) {
    const where = conditionsOf(query.filters, byPlaceholder);
    // Named statements are parsed once per connection; after five calls PostgreSQL may keep a generic plan, which it
    // only prefers when its estimated cost is no worse than that of the plans made for actual values. A search that
    // walks a sort's index stays unnamed, planned for its words each time: a generic plan cannot know how many
    // documents a word matches. One that takes its matches first has one plan for every word (the search index, then
    // a sort), which a name spares planning again at every call (about 2 ms of PostgreSQL's time, its statistics of
    // words read anew). Past the usual shapes, new ones stay unnamed too, so that odd combinations never pile up
    // statements on the server. Either way the query is built only once.
    const named = (!query.filters.tsQuery || matching === 'matches-first') && shapes.size < MAX_NAMED_SHAPES;
    const name = (kind: string) =>
      named ? statementName(`catalogue_${kind}`) : (undefined as unknown as string);
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
        .orderBy(...orderBy(query, matching, byPlaceholder))
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

/** Counts up to EXACT_COUNT_LIMIT + 1 matches with the page's prepared count. */
const countCapped = (query: ProductPageQuery, prepared: PreparedPage) => async (): Promise<number> => {
  const [capped] = await prepared.count.execute(paramsOf(query));
  return Number(capped?.total ?? 0);
};

export interface ProductPage {
  rows: ProductRow[];
  total: number;
}

export async function findProductPage(db: Database, query: ProductPageQuery): Promise<ProductPage> {
  if (query.filters.tsQuery) {
    // How a search's page is found depends on how many products match: counted first (with the named count of the
    // matches-first shape, the same statement for every word).
    const total = await countProducts(
      db,
      query.filters,
      countCapped(query, preparedPage(db, query, 'matches-first')),
    );
    const matching: Matching = total <= EXACT_COUNT_LIMIT ? 'matches-first' : 'walk';
    const rows = await preparedPage(db, query, matching).rows.execute(paramsOf(query));
    return { rows: rows as ProductRow[], total };
  }
  const prepared = preparedPage(db, query, 'walk');
  const [rows, total] = await Promise.all([
    prepared.rows.execute(paramsOf(query)),
    countProducts(db, query.filters, countCapped(query, prepared)),
  ]);
  return { rows: rows as ProductRow[], total };
}
