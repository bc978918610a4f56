import { scaleOperatorMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { forgetProductCounts } from './product.queries.js';

/**
 * Each instance remembers PostgreSQL's estimated total of a large listing for a minute (product.queries.ts). A write
 * through one instance makes it forget its own at once; with REDIS_URL it also tells the others (Redis pub/sub), so
 * that no instance keeps showing a total another has just changed. Without Redis, or while it is away, the others'
 * estimates simply age out within their minute: the messages are a shortcut, never needed for correctness.
 * Returns what to call after each successful write.
 */
export async function shareCountInvalidation(
  app: FastifyInstance,
  db: Database,
  redisUrl: string | undefined,
  channel: string,
): Promise<() => void> {
  if (!redisUrl) return () => forgetProductCounts(db);
  const warn = (error: unknown) =>
    app.log.warn({ err: error }, scaleOperatorMessages.countInvalidationUnavailable);
  // A connection in subscriber mode can send nothing else: one to listen, one to tell.
  const listener = new Redis(redisUrl, { lazyConnect: true });
  const teller = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  for (const connection of [listener, teller]) connection.on('error', warn);
  listener.on('message', () => forgetProductCounts(db));
  // Not awaited: a Redis still starting must not hold the server back (ioredis subscribes again on reconnection).
  listener.subscribe(channel).catch(warn);
  await teller.connect().catch(warn);
  app.addHook('onClose', async () => {
    for (const connection of [listener, teller]) await connection.quit().catch(() => connection.disconnect());
  });
  return () => {
    forgetProductCounts(db);
    teller.publish(channel, '').catch(warn);
  };
}
