import { operatorMessages } from '@teranga/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The identity counters' Redis (rate limits, sign-in throttle) and whether it answers. While it does not, every
 * count goes to this process's memory, with stricter limits: an outage must never turn the limits off, and must not
 * lock everybody out either. The outage is logged once when it starts and once when Redis is back; ioredis keeps
 * reconnecting by itself, and the first command that succeeds again puts the counts back in Redis.
 */
export class RedisCounters {
  #down = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `viaRedis`, or `inMemory` when Redis is not connected or the command fails. */
  async use<T>(viaRedis: (redis: Redis) => Promise<T>, inMemory: () => T | Promise<T>): Promise<T> {
    if (this.redis.status === 'ready') {
      try {
        const result = await viaRedis(this.redis);
        this.up();
        return result;
      } catch (error) {
        this.down(error);
      }
    } else this.down();
    return inMemory();
  }

  get isDown(): boolean {
    return this.#down;
  }

  down(error?: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.log.warn({ err: error }, operatorMessages.logs.redisDown);
  }

  up(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log.info(operatorMessages.logs.redisBack);
  }
}

/**
 * One Redis client for the identity counters, closed with the server; undefined without REDIS_URL. Commands fail at
 * once while Redis is away (no offline queue) and give up after half a second on a Redis that hangs, so a sign-in
 * never waits on it: the counts go to memory meanwhile (RedisCounters).
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string | undefined,
): Promise<RedisCounters | undefined> {
  if (!url) return undefined;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  const counters = new RedisCounters(redis, app.log);
  // ioredis reports every failed reconnection; RedisCounters logs the outage once.
  redis.on('error', (error) => counters.down(error));
  redis.on('ready', () => counters.up());
  await redis.connect().catch((error: unknown) => counters.down(error));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return counters;
}
