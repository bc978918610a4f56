import { operatorMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One Redis client for the identity counters (rate limits, sign-in throttle), closed with the server; undefined
 * without REDIS_URL. Commands fail at once while Redis is away (no offline queue), so callers can let requests
 * through rather than wait or lock everybody out.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string | undefined,
): Promise<Redis | undefined> {
  if (!url) return undefined;
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, operatorMessages.logs.redisUnavailable));
  await redis
    .connect()
    .catch((error: unknown) => app.log.warn({ err: error }, operatorMessages.logs.redisConnectFailed));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
