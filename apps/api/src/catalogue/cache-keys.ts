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
 * Lists sorted or filtered by stock state, rating, sales. `sort:sold` is moved by no write (migration 0024): an answer
 * carrying it is served at most SALES_ORDER_MS (response-cache.ts). `sort:price` still moves with every price, for the
 * remembered totals (count-invalidation.ts), but lists by price carry only their price bands (priceKeys).
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

/** What a listing's page holds, for the price bands it depends on. */
export interface ListedPage {
  sortOrder?: 'asc' | 'desc' | undefined;
  /** From 1. */
  page: number;
  limit: number;
  rows: ReadonlyArray<{ priceCents: number }>;
}

/** A listing's keys besides its products': the listing, and the sorts and filters whose values can move. */
export function listingKeys(
  filters: ProductFilters,
  sortBy: SortField | undefined,
  page: ListedPage,
): string[] {
  const keys = [LISTINGS];
  if (filters.categoryId) keys.push(categoryKey(filters.categoryId));
  keys.push(...priceKeys(filters, sortBy, page));
  if (filters.inStock) keys.push(sortKey('stock'));
  if (sortBy === 'rating') keys.push(sortKey('rating'));
  // Searches without a sort break relevance ties by sales.
  if (sortBy === 'sold' || (filters.tsQuery && !sortBy)) keys.push(sortKey('sold'));
  return keys;
}

/** Cents fit PostgreSQL's integer: at most 10 digits. */
const PRICE_DIGITS = 10;

/**
 * The price bands (migrations 0025, 0027) a list sorted or filtered by price depends on: a product whose old or new
 * price lies outside them cannot change it. A price filter: its whole range (the total counts every product in it). A
 * full page sorted by price: up to its last price ascending, from it descending (a product moving beyond that end stays
 * beyond the page). A first page not full holds the whole list: a price only reorders it, which its products' own
 * keys say, so no band (an empty search was dropped by every price edit); a later page not full may gain any product
 * from the pages before it: every band. A list of one category carries that category's bands: only its products'
 * prices move them.
 */
export function priceKeys(
  filters: ProductFilters,
  sortBy: SortField | undefined,
  page: ListedPage,
): string[] {
  const filtered = filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined;
  if (!filtered && sortBy !== 'price') return [];
  if (!filtered && page.page === 1 && page.rows.length < page.limit) return [];
  let low = filters.minPriceCents ?? 0;
  let high = filters.maxPriceCents ?? Number.POSITIVE_INFINITY;
  const last = page.rows.at(-1);
  if (!filtered && last && page.rows.length >= page.limit) {
    if (page.sortOrder === 'asc') high = last.priceCents;
    else low = last.priceCents;
  }
  const bands = priceBandsBetween(low, high);
  const category = filters.categoryId;
  return category ? bands.map((band) => `${categoryKey(category)}/${band}`) : bands;
}

/**
 * The fewest band keys covering the prices from `low` to `high` cents (both included), as catalogue_price_keys
 * (migration 0027) moves them: a price's number of digits (`price:4`, 10.00 to 99.99), its first digit (`price:4.2`,
 * 20.00 to 29.99), its first two (`price:4.25`, 25.00 to 25.99).
 */
export function priceBandsBetween(low: number, high: number): string[] {
  const keys: string[] = [];
  if (high < low) return keys;
  if (low <= 0) keys.push('price:0');
  const from = Math.max(low, 1);
  const covers = (start: number, end: number) => from <= start && high >= end;
  const touches = (start: number, end: number) => start <= high && end >= from;
  for (let digits = String(Math.floor(from)).length; digits <= PRICE_DIGITS; digits++) {
    const unit = 10 ** (digits - 1);
    if (unit > high) break;
    if (covers(unit, unit * 10 - 1)) {
      keys.push(`price:${digits}`);
      continue;
    }
    for (let first = 1; first <= 9; first++) {
      if (!touches(first * unit, (first + 1) * unit - 1)) continue;
      if (digits === 1 || covers(first * unit, (first + 1) * unit - 1)) {
        keys.push(`price:${digits}.${first}`);
        continue;
      }
      const step = unit / 10;
      for (let two = first * 10; two < (first + 1) * 10; two++) {
        if (touches(two * step, (two + 1) * step - 1)) keys.push(`price:${digits}.${two}`);
      }
    }
  }
  return keys;
}
