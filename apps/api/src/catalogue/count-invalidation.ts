import type { Database } from '../db/client.js';
import { LISTINGS, sortKey } from './cache-keys.js';
import { catalogueChangesOf, EVERYTHING } from './catalogue-version.js';
import { forgetProductCounts } from './product-count.queries.js';
import type { ProductFilters } from './product-filters.queries.js';

/** Keys whose move can change how many products any listing holds (a product shown, hidden, moved, renamed...). */
const EVERY_COUNT = new Set([LISTINGS, EVERYTHING]);
const PRICE = sortKey('price');
const STOCK = sortKey('stock');
/** A price changes only the totals of listings filtered by price; a stock state only those of "in stock" ones. */
const byPrice = (filters: ProductFilters): boolean =>
  filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined;
const inStockOnly = (filters: ProductFilters): boolean => filters.inStock === true;

/**
 * Each instance remembers PostgreSQL's estimated total of a large listing for a minute (product-count.queries.ts). It forgets
 * those a moved key can change, as the catalogue's keys tell (catalogue-version.ts): on the writing instance before
 * the write's answer leaves (response-cache.ts syncs after every write), on the others at their next read, whoever
 * wrote. A price edit (`sort:price`, several a second on a busy marketplace) thus leaves the totals of listings not
 * filtered by price in place: their refills, sorted by price or showing the product, run the page's query alone, not
 * a count and an EXPLAIN again. Answers how to stop.
 */
export function forgetCountsOnChange(db: Database): () => void {
  return catalogueChangesOf(db).onChange((keys) => {
    if (keys.some((key) => EVERY_COUNT.has(key))) {
      forgetProductCounts(db);
      return;
    }
    const price = keys.includes(PRICE);
    const stock = keys.includes(STOCK);
    if (price || stock)
      forgetProductCounts(db, (filters) => (price && byPrice(filters)) || (stock && inStockOnly(filters)));
  });
}
