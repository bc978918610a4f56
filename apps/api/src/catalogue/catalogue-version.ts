import { sql } from 'drizzle-orm';
import { type Database, dedicatedReaderOf } from '../db/client.js';

/**
 * Per-key catalogue versions (migration 0023). The database moves a key (`p:<id>`, `c:<id>`, `list:all`,
 * `sort:price`, ... see cache-keys.ts) in the same transaction as the change a shopper can see, whoever the writer, and
 * stamps it with the transaction's place on one clock; versions become visible in clock order. Each instance keeps a
 * copy of the keys moved since it started and brings it up to date, in ONE query (the clock and the keys moved since
 * the last clock it saw), before it serves a remembered answer: a write is seen by the next read on every instance,
 * with no message to miss, and the copy is never more than a cache of what PostgreSQL says.
 */
export interface CatalogueChanges {
  /** Brings the copy up to date with a read begun after this call; resolves to the clock that read saw. */
  sync(): Promise<number>;
  /** The newest version among `keys` (and `all`) as of the last sync: an answer stamped before it is out of date. */
  newest(keys: readonly string[]): number;
  /**
   * Calls `listener` with the keys each sync finds moved (estimates to forget), and among them those this instance
   * must purge from HTTP caches: moved by its own writes or by no API instance. Answers how to stop.
   */
  onChange(listener: (keys: string[], toPurge: string[]) => void): () => void;
}

/** The key every remembered answer carries: moved by a TRUNCATE, it drops everything. */
export const EVERYTHING = 'all';
/** How API instances name their database connections (db/client.ts): `teranga-api:<random id>`. */
export const API_WRITER = 'teranga-api:';
/** Stands for "any key": an answer that does not say what it was made from is out of date at the first change. */
export const ANY_CHANGE = '*';

interface Rows<T> {
  rows: T[];
}

/**
 * Runs `read` so that every caller gets an answer from a read that began after its call: callers arriving while a
 * read is under way share the next one. Under load this turns one round trip per request into one per batch
 * (at most two reads in flight, one after the other), without ever handing out a value read before a caller arrived.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = undefined;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/** The keys' versions held in memory; a key never seen moved is older than anything remembered since start. */
export class KeyVersions {
  clock = -1;
  private readonly versions = new Map<string, number>();

  /** Applies a read of the clock and of the keys moved since the last one; answers the keys newly moved. */
  apply(clock: number, moved: Array<[string, number | string, ...unknown[]]>): string[] {
    const changed: string[] = [];
    for (const [key, version] of moved) {
      const value = Number(version);
      if ((this.versions.get(key) ?? -1) < value) {
        this.versions.set(key, value);
        changed.push(key);
      }
    }
    if (clock > this.clock) this.clock = clock;
    return changed;
  }

  newest(keys: readonly string[]): number {
    let newest = this.versions.get(EVERYTHING) ?? 0;
    for (const key of keys) {
      if (key === ANY_CHANGE && this.clock > newest) newest = this.clock;
      const version = this.versions.get(key);
      if (version !== undefined && version > newest) newest = version;
    }
    return newest;
  }
}

type ChangesRow = { clock: string; me: string; moved: Array<[string, string, string | null]> | string };

/** One statement, one snapshot: the clock and every key moved after `since` (none on the first read, since < 0). */
const CHANGES_SINCE = `select c.version::text as clock, current_setting('application_name') as me,
    case when $1::bigint < 0 then '[]'::json else
      (select coalesce(json_agg(json_build_array(k.key, k.version::text, k.moved_by)), '[]'::json)
         from catalogue_keys k where k.version > $1::bigint) end as moved
  from catalogue_clock c`;

/** On PostgreSQL, prepared once on the connection kept for it (db/client.ts): no wait behind the writes' pool. */
function readChanges(db: Database, since: number): Promise<Rows<ChangesRow>> {
  const reader = dedicatedReaderOf(db);
  if (reader)
    return reader<ChangesRow>({ name: 'catalogue-changes-since', text: CHANGES_SINCE, values: [since] });
  return db.execute(sql.raw(CHANGES_SINCE.replaceAll('$1', String(since)))) as unknown as Promise<
    Rows<ChangesRow>
  >;
}

const changesByDatabase = new WeakMap<Database, CatalogueChanges>();

/** One per database, so that apps sharing a database in one process (tests) batch their reads together. */
export function catalogueChangesOf(db: Database): CatalogueChanges {
  let changes = changesByDatabase.get(db);
  if (changes) return changes;
  const versions = new KeyVersions();
  const listeners = new Set<(keys: string[], toPurge: string[]) => void>();
  const sync = freshReads(async () => {
    const since = versions.clock;
    const result = await readChanges(db, since);
    const row = result.rows[0];
    const clock = Number(row?.clock ?? 0);
    const moved: Array<[string, string, string | null]> =
      typeof row?.moved === 'string' ? JSON.parse(row.moved) : (row?.moved ?? []);
    // The first read only sets the clock: whatever moved before it is older than any answer remembered from now on.
    const changed = new Set(versions.apply(clock, moved));
    if (changed.size > 0) {
      const me = row?.me ?? '';
      const toPurge = moved
        .filter(([key, , by]) => changed.has(key) && (by === me || !by?.startsWith(API_WRITER)))
        .map(([key]) => key);
      for (const listener of [...listeners]) listener([...changed], toPurge);
    }
    return versions.clock;
  });
  changes = {
    sync,
    newest: (keys) => versions.newest(keys),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  changesByDatabase.set(db, changes);
  return changes;
}
