import { catalogueCacheLogMessages } from '@teranga/messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { catalogueVersionOf } from './catalogue-version.js';
import { forgetProductCounts } from './product.queries.js';

/**
 * Writes that never change a public catalogue answer (accounts, wishlists, the newsletter, an upload not yet saved
 * on a product). Every other write does, by default: a new write operation invalidates until it is listed here.
 */
const WRITES_OUTSIDE_THE_CATALOGUE: ReadonlySet<string> = new Set([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'logout',
  'updateProfile',
  'changePassword',
  'addToWishlist',
  'updateWishlistNote',
  'removeFromWishlist',
  'subscribeNewsletter',
  'confirmNewsletter',
  'unsubscribeNewsletter',
  'uploadProductImage',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a write that may change the catalogue (a product saved, an order taking stock, a payment giving it back),
 * and before its answer leaves: the catalogue version moves on, so that no instance serves an answer remembered
 * before it (catalogue/response-cache.ts), and this instance's remembered totals are dropped. A refusal (4xx)
 * changed nothing; a 5xx may have written part of its work, so it counts as a write.
 */
export function registerCatalogueWrites(api: FastifyInstance, db: Database): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) return payload;
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && WRITES_OUTSIDE_THE_CATALOGUE.has(operationId)) return payload;
    forgetProductCounts(db);
    await advanceOrWarn(api, db);
    return payload;
  });
}

/** For writes made outside a request (the payment sweeper giving stock back). */
export async function advanceOrWarn(app: FastifyInstance, db: Database): Promise<void> {
  try {
    await catalogueVersionOf(db).advance();
  } catch (error) {
    // The database is away: readers cannot read the version either, so they serve nothing remembered meanwhile.
    app.log.warn({ err: error }, catalogueCacheLogMessages.versionNotAdvanced);
  }
}
