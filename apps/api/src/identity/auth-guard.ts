import { identityMessages as m } from '@teranga/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, type IdentityContext, type Session } from './context.js';
import { TokenService } from './tokens.js';
import { findUserById, type UserRow } from './users.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Why a user may not use the seller calls, or undefined when they may (approved seller, or admin). */
export function sellerAccessRefusal(user: Pick<UserRow, 'role' | 'sellerStatus'>): string | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role !== 'seller') return m.sellerOnly;
  if (user.sellerStatus === 'approved') return undefined;
  return user.sellerStatus === 'rejected' ? m.sellerRejected : m.sellerPending;
}

export const adminAccessRefusal = (user: Pick<UserRow, 'role'>): string | undefined =>
  user.role === 'admin' ? undefined : m.adminOnly;

/** The signed-in caller of a route secured by bearerAuth (the security handler has already refused anonymous calls). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.authSession) throw new Error('sessionOf() called on a route without bearerAuth');
  return request.authSession;
}

/**
 * The handlers fastify-openapi-glue calls for `security: [{ bearerAuth: [] }]`. Besides the token, the operation's tag
 * decides who may pass: `seller` and `upload` need an approved seller or an admin, `staff` needs an admin.
 * Failures are answered here, in French, so they never depend on a generic error handler.
 */
export function createSecurityHandlers(ctx: IdentityContext) {
  const tokens = new TokenService(ctx.config.jwtSecret, ctx.database.db);
  return {
    async bearerAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) {
        fail(reply, 401, m.tokenRequired);
        return;
      }
      const claims = await tokens.verify(token);
      const user = claims ? await findUserById(ctx.database.db, claims.sub) : undefined;
      // A password change or reset moves the user's session generation on: tokens issued under an older one are over.
      if (!claims || !user || claims.sgen !== user.sessionGeneration) {
        fail(reply, 401, m.tokenInvalid);
        return;
      }
      request.authSession = { user, claims };
      const tags = (request.routeOptions.schema as { tags?: string[] } | undefined)?.tags ?? [];
      const refusal = tags.includes('staff')
        ? adminAccessRefusal(user)
        : tags.includes('seller') || tags.includes('upload')
          ? sellerAccessRefusal(user)
          : undefined;
      if (refusal) fail(reply, 403, refusal);
    },
  };
}
