import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { createScratchDatabase } from './scratch-database.js';

export { createScratchDatabase };

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base address of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** The suite runs once on embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set (see scripts/test.mjs). */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

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
