import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products } from '../db/schema.js';
import { type ProductFilters, publicProductConditions } from './product-filters.queries.js';

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

/** Both drivers (node-postgres and PGlite) answer `execute` with the rows in `rows`. */
interface Rows<T> {
  rows: T[];
}

/** A remembered estimate, with the filters it counts (to forget only those a moved key can change). */
export interface RememberedCount {
  value: number;
  expires: number;
  filters: ProductFilters;
}

/** Per database, so that two apps in one process (tests) never share a total. */
const countMemos = new WeakMap<Database, Map<string, RememberedCount>>();
/** Per database, the planner's estimates by filter combination (see plannedRows). */
const plannedMemos = new WeakMap<Database, Map<string, RememberedCount>>();

/** This database's memo among `memos`, made on first use. */
function memoOf(
  memos: WeakMap<Database, Map<string, RememberedCount>>,
  db: Database,
): Map<string, RememberedCount> {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  return memo;
}

/** The value remembered under `key` until it expires; a memo found full is emptied (bounded at COUNT_MEMO_SIZE). */
function recall(memo: Map<string, RememberedCount>, key: string): number | undefined {
  const known = memo.get(key);
  if (known && known.expires > Date.now()) return known.value;
  if (memo.size >= COUNT_MEMO_SIZE) memo.clear();
  return undefined;
}

/**
 * Drops this database's remembered estimates: every one, or those whose filters `which` picks (count-invalidation.ts
 * calls it when the catalogue's keys move).
 */
export function forgetProductCounts(db: Database, which?: (filters: ProductFilters) => boolean): void {
  if (!which) {
    // Products shown, hidden or renamed: a planner's estimate may have been refreshed (ANALYZE) since it was made.
    plannedMemos.get(db)?.clear();
    countMemos.get(db)?.clear();
    return;
  }
  const counts = countMemos.get(db);
  if (counts) for (const [key, known] of counts) if (which(known.filters)) counts.delete(key);
}

/** The estimate remembered for `filters`, if any (tests: whether a write made a listing count again). */
export function rememberedCount(db: Database, filters: ProductFilters): RememberedCount | undefined {
  return countMemos.get(db)?.get(JSON.stringify(filters));
}

/**
 * The planner's estimate of how many public products match `filters`: a plan, not a scan. It follows the table's
 * statistics, which no write moves (ANALYZE does), so it is remembered ESTIMATE_TTL_MS whatever is written meanwhile:
 * a search's plan reads the statistics of its words anew, about 2 ms of PostgreSQL's time.
 */
async function plannedRows(db: Database, filters: ProductFilters, key: string): Promise<number> {
  const planned = memoOf(plannedMemos, db);
  const known = recall(planned, key);
  if (known !== undefined) return known;
  const plan = (await db.execute(
    sql`explain (format json) select 1 from ${products} where ${publicProductConditions(filters)}`,
  )) as unknown as Rows<{ 'QUERY PLAN': unknown }>;
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  const value = Math.round(parsed[0].Plan['Plan Rows']);
  planned.set(key, { value, expires: Date.now() + ESTIMATE_TTL_MS, filters });
  return value;
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
export async function countProducts(
  db: Database,
  filters: ProductFilters,
  countCapped: () => Promise<number>,
): Promise<number> {
  const counts = memoOf(countMemos, db);
  const key = JSON.stringify(filters);
  const known = recall(counts, key);
  if (known !== undefined) return known;
  const remember = (estimate: number) => {
    const value = Math.max(EXACT_COUNT_LIMIT + 1, estimate);
    counts.set(key, { value, expires: Date.now() + ESTIMATE_TTL_MS, filters });
    return value;
  };
  const early = isOneWordAlone(filters) ? await plannedRows(db, filters, key) : undefined;
  if (early !== undefined && early >= CLEARLY_COMMON_WORD) return remember(early);
  const exact = await countCapped();
  if (exact <= EXACT_COUNT_LIMIT) return exact;
  return remember(early ?? (await plannedRows(db, filters, key)));
}
