// Once per run, before any test file: one migrated database that every file's fresh database is copied from.
// Each file still gets its own empty database (nothing is shared between files); it just skips PGlite's initdb and the
// migrations, which took seconds per file. On PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../src/db/migrations-folder.js';
import { createScratchDatabase } from './scratch-database.js';

/** Makes the PGlite tarball named by PGLITE_TEMPLATE (read by openDatabase for `memory://`). */
async function pgliteTemplate(): Promise<() => void> {
  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  // Uncompressed (41 MB in a temporary folder): each file reads it as it is, nothing to gunzip.
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(join(tmpdir(), 'teranga-pglite-template-'));
  const path = join(folder, 'pgdata.tar');
  writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = path;
  return () => rmSync(folder, { recursive: true, force: true });
}

/** Makes the migrated PostgreSQL database named by TEST_DATABASE_TEMPLATE (copied by createScratchDatabase). */
async function postgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const template = await createScratchDatabase(serverUrl, {
    name: `teranga_template_${randomBytes(6).toString('hex')}`,
  });
  const client = new pg.Client({ connectionString: template.url });
  await client.connect();
  await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  await client.end();
  // CREATE DATABASE … TEMPLATE refuses while any session is still connected to the template.
  await template.waitUntilUnused();
  process.env.TEST_DATABASE_TEMPLATE = new URL(template.url).pathname.slice(1);
  return () => template.drop();
}

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The PostgreSQL run opens a few embedded databases too (the outage tests close one under a server).
  const cleanPglite = await pgliteTemplate();
  const cleanPostgres = serverUrl ? await postgresTemplate(serverUrl) : undefined;
  return async () => {
    cleanPglite();
    await cleanPostgres?.();
  };
}
