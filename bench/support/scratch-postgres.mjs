// A bench's own PostgreSQL database on PG_URL's server, made afresh or kept from an earlier run, and the seed command
// (`npm run seed`, apps/api/src/cli/seed.ts) run against it.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');

/** The server the benches make their databases on (the local one by default). */
export const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `serverUrl` with another database name. */
export function databaseUrl(name, serverUrl = PG_URL) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Database `name`: kept when `reuse` and `isSeeded(client)` says it holds what the bench needs, otherwise dropped and
 * made empty. Answers its URL and whether it was kept (`seeded`).
 */
export async function scratchDatabase({
  name,
  reuse = false,
  isSeeded = async () => true,
  serverUrl = PG_URL,
}) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  const url = databaseUrl(name, serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    let seeded = false;
    if (exists && reuse) {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      seeded = await isSeeded(db).catch(() => false);
      await db.end();
    }
    if (!seeded) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    return { url, seeded };
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(name, serverUrl = PG_URL) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * `npm run seed -- <args>` against the database `env` names (DATABASE_URL, or PGlite in DATA_DIR); answers its seconds.
 * No arguments: the demo shop (140 products, categories, demo accounts); `--products n`: n generated products more.
 */
export function seed(env, args = []) {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/api/src/cli/seed.ts', ...args],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`seed ${args.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}
