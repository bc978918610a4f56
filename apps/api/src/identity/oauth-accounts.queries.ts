import { DEFAULT_ADDRESS } from '@teranga/headless';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oauthAccounts } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { OAuthProviderName } from './identity-config.js';
import type { UserRow } from './user.mapper.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  nextSessionGeneration,
  updateUser,
} from './users.queries.js';

/** The provider's user, whatever the shape of its userinfo answer (OpenID Connect for Google, Graph API for Facebook). */
export interface ProviderProfile {
  providerUserId: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export type AccountOutcome = { user: UserRow } | { refusal: 'failed' | 'emailUnproven' };

/**
 * Finds the account behind a provider identity: already linked; else the account with the same email, linked now
 * only when the provider proved the address; else a new account. One transaction per sign-in, so an account is
 * never left without its link, nor taken over halfway.
 *
 * An existing account whose email nobody proved may have been registered by someone else with the victim's address
 * (pre-hijacking): when a provider proves the address, the account passes to its owner. The unproven password is
 * dropped, every session ends, and the links made without proof go.
 */
export async function accountFor(
  db: Database,
  provider: OAuthProviderName,
  profile: ProviderProfile & { email: string },
  retried = false,
): Promise<AccountOutcome> {
  const [link] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)),
    )
    .limit(1);
  if (link) {
    const user = await findUserById(db, link.userId);
    return user ? { user } : { refusal: 'failed' };
  }
  try {
    return await db.transaction(async (tx): Promise<AccountOutcome> => {
      let user = await findUserByEmail(tx, profile.email);
      if (user && !profile.emailVerified) return { refusal: 'emailUnproven' };
      if (!user) {
        user = await insertUser(tx, {
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          avatar: profile.avatar,
          isEmailVerified: profile.emailVerified,
          addresses: [
            { ...DEFAULT_ADDRESS, firstName: profile.firstName, lastName: profile.lastName, phone: '' },
          ],
        });
      } else if (!user.isEmailVerified) {
        const takenOver = user.id;
        await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, takenOver));
        user = await updateUser(tx, takenOver, {
          passwordHash: null,
          sessionGeneration: nextSessionGeneration,
          isEmailVerified: true,
        });
      }
      if (!user) throw new Error('account write returned no user');
      await tx
        .insert(oauthAccounts)
        .values({ userId: user.id, provider, providerUserId: profile.providerUserId })
        .onConflictDoNothing();
      return { user };
    });
  } catch (error) {
    // Two callbacks for one new address at once: the other one created it; the second look finds it.
    if (!retried && isUniqueViolation(error)) return accountFor(db, provider, profile, true);
    throw error;
  }
}
