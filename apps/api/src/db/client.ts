import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { operatorMessages } from '@teranga/messages';
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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.PG_POOL_SIZE ?? 10),
      // An unreachable server (host down, packets dropped) fails fast, answered 503, instead of hanging requests.
      connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
    });
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash the process:
    // without this listener the pool rethrows it as an uncaught error; the next query opens a fresh connection.
    pool.on('error', (error) => console.warn(operatorMessages.logs.idleConnectionLost(error.message)));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : join(options.dataDir, 'pgdata');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = dataDir ? undefined : memoryTemplate();
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
