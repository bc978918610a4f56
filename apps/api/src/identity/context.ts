import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { SessionClaims } from './tokens.js';
import type { UserRow } from './users.js';

/** What the identity part needs from the app: the same `ctx` the catalogue service receives. */
export interface IdentityContext {
  config: Config;
  database: DatabaseHandle;
}

/** The signed-in caller, set on the request by the `bearerAuth` security handler. */
export interface Session {
  user: UserRow;
  claims: SessionClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    authSession: Session | null;
  }
}

/** A failure in the envelope of DESIGN.md: `{ success: false, message, errors? }` with a French message. */
export function fail(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: readonly string[],
): FastifyReply {
  const body =
    errors && errors.length > 0 ? { success: false, message, errors } : { success: false, message };
  return reply.code(statusCode).send(body);
}
