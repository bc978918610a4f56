import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { oauthAccounts, passwordResetTokens, users } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import { findUserById, nextSessionGeneration } from './users.queries.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh reset token: the mail carries it, the database only its SHA-256. */
export async function createResetToken(db: Queryable, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Sets the new password if the token is known, unused and unexpired, and marks it used in the same statement,
 * so two requests racing with one token cannot both succeed. The user's other pending links die with it, and their
 * session generation moves on (every session opened before, even in the same millisecond, ends). All of it is one
 * transaction: a crash or a failed statement leaves the token unused and the old password in place.
 * Returns the user's id, or undefined when the token is refused.
 */
export async function resetPasswordWithToken(
  db: Queryable,
  token: string,
  newPassword: string,
): Promise<string | undefined> {
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, digest(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return undefined;
    // Opening the mailed link proves the address. On an account whose address nobody had proven, the provider
    // links were made without proof (maybe by someone who typed this address at Facebook): they go.
    const owner = await findUserById(tx, used.userId);
    if (owner && !owner.isEmailVerified) {
      await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, used.userId));
    }
    await tx
      .update(users)
      .set({ passwordHash, sessionGeneration: nextSessionGeneration, isEmailVerified: true, updatedAt: now })
      .where(eq(users.id, used.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return used.userId;
  });
}
