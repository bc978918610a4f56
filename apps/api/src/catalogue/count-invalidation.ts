import type { Database } from '../db/client.js';
import { LISTINGS, sortKey } from './cache-keys.js';
import { catalogueChangesOf, EVERYTHING } from './catalogue-version.js';
import { forgetProductCounts } from './product-count.queries.js';

/** Keys whose move can change how many products a listing holds (membership, price ranges, in stock only). */
const COUNTED = new Set([LISTINGS, EVERYTHING, sortKey('price'), sortKey('stock')]);

/**
 * Each instance remembers PostgreSQL's estimated total of a large listing for a minute (product-count.queries.ts). It forgets
 * them when a key that can change a total moves, as the catalogue's keys tell (catalogue-version.ts): on the writing
 * instance before the write's answer leaves (response-cache.ts syncs after every write), on the others at their next
 * read, whoever wrote. Answers how to stop.
 */
export function forgetCountsOnChange(db: Database): () => void {
  return catalogueChangesOf(db).onChange((keys) => {
    if (keys.some((key) => COUNTED.has(key))) forgetProductCounts(db);
  });
}
