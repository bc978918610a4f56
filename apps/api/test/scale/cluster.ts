import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createScratchDatabase } from '../helpers.js';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  temporaryDataDir,
} from '../server-process.js';

/**
 * Several real API processes (src/main.ts under tsx, as `npm start` runs it) on one PostgreSQL database and one Redis,
 * as behind a load balancer: each with its own data folder, all with the same secrets and the same key prefix.
 */

/** Why these tests cannot run here, or undefined when they can (printed, so a skip is never silent). */
export function scaleSkipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) {
    return 'Tests à plusieurs instances (test/scale) : pas dans cette passe PGlite, ils tournent dans la passe PostgreSQL.';
  }
  const missing = [
    process.env.TEST_DATABASE_URL ? '' : 'PostgreSQL (DATABASE_URL, passe PostgreSQL de npm test)',
    process.env.REDIS_URL ? '' : 'Redis (REDIS_URL)',
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  return `Tests à plusieurs instances (test/scale) ignorés : il leur faut ${missing.join(' et ')}.`;
}

export const WEBHOOK_SECRET = 'scale-test-webhook-secret-of-32-bytes!!';

export interface Instance {
  name: string;
  url: string;
  server: ServerProcess;
  dataDir: string;
}

export interface LaunchOptions {
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

export interface Cluster {
  /** The scratch database every instance uses, straight (not through a relay). */
  databaseUrl: string;
  sql: pg.Pool;
  redis: Redis;
  /** Starts an instance; `databaseUrl` replaces the shared address (e.g. through a TCP relay to cut it). */
  start(name: string, options?: LaunchOptions): Promise<Instance>;
  /** The same, without waiting: the process at once (its output can be watched), the instance once it listens. */
  launch(name: string, options?: LaunchOptions): { server: ServerProcess; ready: Promise<Instance> };
  /** Stops every instance still running, empties the key prefix in Redis, drops the database. */
  close(): Promise<void>;
}

export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
  const sql = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const redis = new Redis(process.env.REDIS_URL ?? '');
  // One prefix per run: counters never leak between runs or into another shop sharing this Redis.
  const prefix = `teranga-scale-${randomBytes(5).toString('hex')}:`;
  const shared = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    REDIS_URL: process.env.REDIS_URL ?? '',
    RATE_LIMIT_PREFIX: prefix,
    DATABASE_STARTUP_WAIT_SECONDS: '0',
    ...env,
  };
  const running = new Set<ServerProcess>();
  const cluster: Cluster = {
    databaseUrl: scratch.url,
    sql,
    redis,
    launch(name, options = {}) {
      const dataDir = options.dataDir ?? temporaryDataDir(`scale-${name}`);
      const server = startServerProcess({
        ...shared,
        DATABASE_URL: options.databaseUrl ?? scratch.url,
        DATA_DIR: dataDir,
        ...options.env,
      });
      running.add(server);
      void server.exited.then(() => running.delete(server));
      return { server, ready: server.ready.then((url) => ({ name, url, server, dataDir })) };
    },
    start: (name, options) => cluster.launch(name, options).ready,
    async close() {
      await Promise.all([...running].map((server) => stopServerProcess(server)));
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await sql.end();
      await scratch.drop();
    },
  };
  return cluster;
}
