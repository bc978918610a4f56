import type { SessionClaims } from './tokens.js';
import type { UserRow } from './user.mapper.js';

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
