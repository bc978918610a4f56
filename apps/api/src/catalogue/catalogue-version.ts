import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The catalogue's version: a PostgreSQL sequence (`catalogue_version`) that every write able to change a public
 * catalogue answer advances once it has committed, before its own answer leaves. Every instance reads it before it
 * serves a remembered answer, so a write is seen by the next read on every instance, with no message to miss.
 * A sequence, not a row: `nextval` takes no lock and is never rolled back, so concurrent orders never wait on it.
 */
export interface CatalogueVersion {
  /** A version read after this call began (never an older read's answer). */
  current(): Promise<string>;
  /** Moves the version on: every answer remembered under an older one is stale from now on. */
  advance(): Promise<void>;
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
    const read = freshReads(async () => {
      const result = (await db.execute(
        sql`select (case when is_called then last_value else 0 end)::text as value from catalogue_version`,
      )) as unknown as Rows<{ value: string }>;
      return result.rows[0]?.value ?? '0';
    });
    version = {
      current: read,
      async advance() {
        await db.execute(sql`select nextval('catalogue_version')`);
      },
    };
    versions.set(db, version);
  }
  return version;
}
