import { identityMessages as m } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { ServiceContext } from '../http/service.js';
import type { Session } from './context.js';
import { findSessionUser } from './sessions.queries.js';
import { TokenService } from './tokens.js';
import type { UserRow } from './user.mapper.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Why a user may not use the seller calls, or undefined when they may (approved seller, or admin). */
export function sellerAccessRefusal(user: Pick<UserRow, 'role' | 'sellerStatus'>): string | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role !== 'seller') return m.sellerOnly;
  if (user.sellerStatus === 'approved') return undefined;
  if (user.sellerStatus === 'rejected') return m.sellerRejected;
  return user.sellerStatus === 'suspended' ? m.sellerSuspended : m.sellerPending;
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
 * Refusals are thrown as HttpError: the glue gathers them into its SecurityError, which the error handler answers
 * with the French message and status of the last one.
 */
export function createSecurityHandlers(ctx: ServiceContext) {
  const tokens = new TokenService(ctx.config.jwtSecret, ctx.database.db);
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new HttpError(401, m.tokenRequired);
      const claims = await tokens.claimsOf(token);
      // The user and the token's revocation in one prepared statement (a statement per signed-in request saved).
      const found = claims ? await findSessionUser(ctx.database.db, claims.sub, claims.jti) : undefined;
      const user = found?.user;
      // A password change or reset moves the user's session generation on: tokens issued under an older one are over.
      if (!claims || !found || found.revoked || !user || claims.sgen !== user.sessionGeneration)
        throw new HttpError(401, m.tokenInvalid);
      request.authSession = { user, claims };
      const tags = (request.routeOptions.schema as { tags?: string[] } | undefined)?.tags ?? [];
      const refusal = tags.includes('staff')
        ? adminAccessRefusal(user)
        : tags.includes('seller') || tags.includes('upload')
          ? sellerAccessRefusal(user)
          : undefined;
      if (refusal) throw new HttpError(403, refusal);
    },
  };
}
