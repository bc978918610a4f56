import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

export interface HealthBody {
  status: 'ok';
  database: DatabaseHandle['kind'];
}

/** Answers only once the database has answered a query, so a load balancer never routes to a broken instance. */
export async function checkHealth(database: DatabaseHandle): Promise<HealthBody> {
  await database.db.execute(sql`select 1`);
  return { status: 'ok', database: database.kind };
}

export function registerRootHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/health', () => checkHealth(database));
}
