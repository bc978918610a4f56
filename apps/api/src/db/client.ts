import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { operatorMessages, scaleOperatorMessages } from '@teranga/messages';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema.js';

export { migrationsFolder };

/** One type for both drivers, so queries (and `.returning()`) type-check the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction over the same schema. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What every query function takes first: the database, or a transaction a caller composes several queries in. */
export type Queryable = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

/** A named (prepared once per connection) statement and its values, for node-postgres. */
export interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
}
export type DedicatedReader = <T>(query: NamedQuery) => Promise<{ rows: T[] }>;

const dedicatedReaders = new WeakMap<Database, DedicatedReader>();

/**
 * PostgreSQL's connection kept for the catalogue's version check (catalogue-version.ts), which runs before every
 * remembered read: in the shared pool it waited for a connection behind the writes' transactions (an order holds one
 * for several statements), 10 times slower under 10 orders a second. None on PGlite (one connection, nothing to wait
 * behind).
 */
export const dedicatedReaderOf = (db: Database): DedicatedReader | undefined => dedicatedReaders.get(db);

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/**
 * A tarball of an embedded database already created and migrated (`dumpDataDir`), named by PGLITE_TEMPLATE: an
 * in-memory database (tests) starts from it, which skips PGlite's initdb and the migrations (seconds per test file).
 * The migrator still runs after it, so a template older than the migrations folder only costs the missing steps.
 */
function memoryTemplate(): Blob | undefined {
  const path = process.env.PGLITE_TEMPLATE;
  return path ? new Blob([readFileSync(path)]) : undefined;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in the data folder, and brings the schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Names this instance's connections (catalogue_keys.moved_by, migration 0023): each instance purges HTTP caches of
    // the keys its own writes moved, and of those no API instance moved (scripts, psql).
    const applicationName = `teranga-api:${randomBytes(6).toString('hex')}`;
    const pool = poolOf(options.databaseUrl, applicationName, Number(process.env.PG_POOL_SIZE ?? 10));
    try {
      await migrateAlone(pool);
    } catch (error) {
      // An unreachable server at start-up: main.ts tries again with a new pool, so this one must not linger.
      await pool.end().catch(() => {});
      throw error;
    }
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    // Its one statement is best planned once: with a plan per call (PostgreSQL's choice for it, the clock it is given
    // making each plan look cheaper), every version check re-planned, about 60 µs of the database's CPU each (issue 30).
    const reader = poolOf(options.databaseUrl, applicationName, 1, '-c plan_cache_mode=force_generic_plan');
    dedicatedReaders.set(db, (query) => reader.query(query) as never);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), reader.end()]);
      },
    };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : join(options.dataDir, 'pgdata');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = dataDir ? undefined : memoryTemplate();
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

function poolOf(connectionString: string, applicationName: string, max: number, settings?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    application_name: applicationName,
    max,
    ...(settings ? { options: settings } : {}),
    // An unreachable server (host down, packets dropped) fails fast, answered 503, instead of hanging requests.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
  });
  // An idle connection the server ends (restart, failover, a dropped test database) must not crash the process:
  // without this listener the pool rethrows it as an uncaught error; the next query opens a fresh connection.
  pool.on('error', (error) => console.warn(operatorMessages.logs.idleConnectionLost(error.message)));
  // The pool listens only to its idle connections: one checked out (a transaction between two statements) that the
  // server ends (a restart's 57P01) emits 'error' on the client, and with no listener that error ends the process.
  // Its next query fails by itself (answered 503) and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Any number shared by every Teranga instance: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK = 1_652_047_311;

/**
 * Several instances starting at once on one database (a deploy) would each apply the same pending migrations, and
 * all but one fail half-way: drizzle's migrator reads what is applied, then applies the rest, with no lock between.
 * A session advisory lock makes them take turns; the later ones find nothing left to do. PostgreSQL drops the lock
 * with the connection, so an instance killed while migrating never blocks the others.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
      MIGRATION_LOCK,
    ]);
    if (!rows[0]?.got) {
      console.log(scaleOperatorMessages.migrationsWaiting);
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed goes away with its lock rather than back to the pool.
    client.release(broken);
  }
}
