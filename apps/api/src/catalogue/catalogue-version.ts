import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The catalogue's version: the sum of the counters of `catalogue_state` (migration 0010), which the database itself
 * moves on in every transaction changing products, their variants or categories, whoever the writer (any API instance, the payment
 * sweeper, a script). The change and the new version become visible together, so an answer remembered under the
 * version a reader sees can never be older than that version's data. Every instance reads it before serving a
 * remembered answer: a write is seen by the next read on every instance, with no message to miss.
 */
export interface CatalogueVersion {
  /** A version read after this call began (never an older read's answer). */
  current(): Promise<string>;
}

interface Rows<T> {
  rows: T[];
}

/**
 * Runs `read` so that every caller gets an answer from a read that began after its call: callers arriving while a
 * read is under way share the next one. Under load this turns one round trip per request into one per batch
 * (at most two reads in flight), without ever handing out a value read before a caller arrived.
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

const versions = new WeakMap<Database, CatalogueVersion>();

/** One per database, so that apps sharing a database in one process (tests) batch their reads together. */
export function catalogueVersionOf(db: Database): CatalogueVersion {
  let version = versions.get(db);
  if (!version) {
    const current = freshReads(async () => {
      const result = (await db.execute(
        sql`select sum(version)::text as value from catalogue_state`,
      )) as unknown as Rows<{ value: string }>;
      return result.rows[0]?.value ?? '0';
    });
    version = { current };
    versions.set(db, version);
  }
  return version;
}
