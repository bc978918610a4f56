import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { revokedTokens } from '../db/schema.js';

/**
 * Logout: the token's id stays refused until the token would have expired anyway; older entries are swept on the
 * way. Both in one transaction, so an error means nothing changed and the logout can be retried.
 */
export async function revokeSessionToken(db: Queryable, jti: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  });
}

export async function isSessionTokenRevoked(db: Queryable, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}
