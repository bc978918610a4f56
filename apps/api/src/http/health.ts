import { operatorMessages } from '@teranga/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { RETRY_AFTER_SECONDS } from '../db/outage.js';

export interface HealthBody {
  status: 'ok' | 'error';
  database: DatabaseHandle['kind'];
}

/**
 * 200 only once the database has answered a query, so a load balancer never routes to a broken instance; else 503
 * with the same body (`status: 'error'`) and Retry-After. It comes back to 200 by itself with the database.
 */
export async function checkHealth(database: DatabaseHandle, reply: FastifyReply): Promise<HealthBody> {
  try {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  } catch (error) {
    reply.log.warn({ err: error }, operatorMessages.logs.databaseUnreachable);
    reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return { status: 'error', database: database.kind };
  }
}

export function registerRootHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/health', (_request, reply) => checkHealth(database, reply));
}
