import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base address of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** The suite runs once on embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set (see scripts/test.mjs). */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A throwaway PostgreSQL database per test file, dropped at the end, so files never see each other's rows. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `teranga_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // pool.end() resolves before its connections are gone: forcing the drop while one is still closing makes the
      // server send it a FATAL that surfaces as an unhandled error. Wait (briefly) for them to leave first.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await cleaner.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((done) => setTimeout(done, 20));
      }
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** The settings of a test server: quiet logs, no demo shop, no built app, no ambient Redis; `env` wins. */
function testConfig(env: Record<string, string>) {
  return loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: '/nonexistent',
    // An ambient REDIS_URL would share rate-limit counters between test servers and runs (one file's failed logins
    // blocking another's); the tests that exercise Redis pass it, with their own key prefix.
    REDIS_URL: '',
    ...env,
  });
}

/** Starts the real server on a random loopback port over a fresh, empty database. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const config = testConfig(env);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  const app = await buildApp({ config, database, logStream: options.logStream });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url: address,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** Another API instance over the same database (own settings, own memory), as behind a load balancer. */
export async function startInstanceOver(
  server: TestServer,
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ config: testConfig(env), database: server.database });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}
