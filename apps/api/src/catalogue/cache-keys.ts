import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { ProductFilters } from './product-filters.queries.js';
import type { SortField } from './product-listing.queries.js';

/**
 * What a remembered answer was made from, as keys the database moves when a shopper could see them change
 * (migration 0023: which write moves which key). An answer stays remembered, here and in HTTP caches (its keys go out
 * as `Surrogate-Key` / `xkey`), until one of its keys moves.
 *
 * HOW TO TAG A NEW READ (a shop page, suggestions, reviews):
 * 1. add its operationId to CATALOGUE_READS (response-cache.ts): only for answers that are the same for every
 *    anonymous caller;
 * 2. in its handler, `tagAnswer(request, ...)` with what it shows: `productKey(id)` for each product, `categoryKey(id)`
 *    for each category, `LISTINGS` when it is a list that may gain, lose or reorder products, `sortKey(...)` for the
 *    sort or filter it uses. A read remembered without a tag is valid only until the catalogue's next change of any
 *    kind and never reaches HTTP caches: correct, just remembered less;
 *    A shop page: `sellerKey(id)` plus LISTINGS and its products' keys.
 * 3. rows of a new table the answer reads (reviews, shops) need their keys moved when they change: a DEFERRABLE
 *    INITIALLY DEFERRED constraint trigger calling `catalogue_touch(ARRAY['review:' || NEW.product_id, ...])` (see
 *    drizzle/0023_catalogue_keys.sql). A review that changes a rating moves `p:<id>` already (products trigger).
 */
export const productKey = (id: string): string => `p:${id}`;
export const categoryKey = (id: string): string => `c:${id}`;
/** A seller's name and shop words (moved by the users trigger of migration 0023). */
export const sellerKey = (id: string): string => `s:${id}`;
/** Any listing of products: moved when a product is shown or hidden, or changes category, name, words, flags. */
export const LISTINGS = 'list:all';
/** The list of categories. */
export const CATEGORIES = 'categories';
/**
 * Lists sorted or filtered by price, stock state, rating, sales. `sort:sold` is moved by no write (migration 0024): an
 * answer carrying it is served at most SALES_ORDER_MS (response-cache.ts).
 */
export const sortKey = (what: 'price' | 'stock' | 'rating' | 'sold'): string => `sort:${what}`;

/** The keys an answer collects while its handler runs (response-cache.ts creates it for each remembered read). */
export interface KeyCollector {
  keys: Set<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    catalogueKeys: KeyCollector | null;
  }
}

/**
 * Drawn pages gather the keys of every answer their drawing asks for (static-app.ts): the reads they inject run
 * inside this context and add their own keys to it.
 */
export const drawingKeys = new AsyncLocalStorage<KeyCollector>();

/** Says what the answer to `request` was made from; without effect on a read that is not remembered. */
export function tagAnswer(request: FastifyRequest, ...keys: Array<string | readonly string[]>): void {
  const collector = request.catalogueKeys;
  if (!collector) return;
  for (const key of keys.flat()) collector.keys.add(key);
}

/** A product as shown: its own key, its category's and its seller's (their names are in the answer). */
export function productKeys(row: {
  id: string;
  categoryId?: string | null;
  sellerId?: string | null;
}): string[] {
  const keys = [productKey(row.id)];
  if (row.categoryId) keys.push(categoryKey(row.categoryId));
  if (row.sellerId) keys.push(sellerKey(row.sellerId));
  return keys;
}

/** A listing's keys besides its products': the listing, and the sorts and filters whose values can move. */
export function listingKeys(filters: ProductFilters, sortBy: SortField | undefined): string[] {
  const keys = [LISTINGS];
  if (filters.categoryId) keys.push(categoryKey(filters.categoryId));
  if (sortBy === 'price' || filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined)
    keys.push(sortKey('price'));
  if (filters.inStock) keys.push(sortKey('stock'));
  if (sortBy === 'rating') keys.push(sortKey('rating'));
  // Searches without a sort break relevance ties by sales.
  if (sortBy === 'sold' || (filters.tsQuery && !sortBy)) keys.push(sortKey('sold'));
  return keys;
}
