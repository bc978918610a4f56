import { and, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../db/schema.js';
import { isPublic } from './public-product.queries.js';

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

/** Values of a product page query, bound to the placeholders of its prepared statement. */
export interface PageParams {
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
export type Bind = <K extends keyof PageParams>(
  name: K,
  value: PageParams[K],
) => NonNullable<PageParams[K]> | SQLWrapper;
export const byValue: Bind = (_name, value) => value!;
export const byPlaceholder: Bind = (name) => sql.placeholder(name);

/** PostgreSQL's French text search query of a to_tsquery text. */
export const tsQuery = (text: unknown) => sql`to_tsquery('teranga_fr', ${text})`;

/** Only public products are listed; every other condition narrows that. */
export function conditionsOf(filters: ProductFilters, bind: Bind): SQL {
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
