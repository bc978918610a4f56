import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { digest, newToken } from './newsletter-tokens.js';

/** How long a confirm link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** One confirmation mail per address in this window at most: the form cannot be used to flood a mailbox. */
export const RESEND_AFTER_MS = 5 * 60 * 1000;

export interface MailTokens {
  confirmToken: string;
  unsubscribeToken: string;
}

function freshTokens(now: Date) {
  const tokens: MailTokens = { confirmToken: newToken(), unsubscribeToken: newToken() };
  const columns = {
    confirmTokenHash: digest(tokens.confirmToken),
    unsubscribeTokenHash: digest(tokens.unsubscribeToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
    mailedAt: now,
  };
  return { tokens, columns };
}

/**
 * Records a request to subscribe `email` and returns the tokens to mail, or undefined when no mail should go out
 * (the address is already confirmed, or was mailed moments ago). One row per address: a new address is inserted,
 * a pending or unsubscribed one gets new links (the old ones die), a confirmed one is left alone.
 */
export async function requestSubscription(
  db: Queryable,
  email: string,
  now = new Date(),
): Promise<MailTokens | undefined> {
  const { tokens, columns } = freshTokens(now);
  try {
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'pending', ...columns })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length > 0) return tokens;
  } catch (error) {
    // Two identical requests racing: the other one mails.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  // A conditional UPDATE: of two requests racing, one renews the links and mails, the other does nothing.
  const renewed = await db
    .update(newsletterSubscriptions)
    .set({ ...columns, status: 'pending' })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        inArray(newsletterSubscriptions.status, ['pending', 'unsubscribed']),
        or(
          isNull(newsletterSubscriptions.mailedAt),
          lt(newsletterSubscriptions.mailedAt, new Date(now.getTime() - RESEND_AFTER_MS)),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return renewed.length > 0 ? tokens : undefined;
}

/**
 * Confirms the subscription the token belongs to, if the link is unexpired and the address has not unsubscribed
 * since. Confirming again with the same link succeeds again. Returns whether it was accepted.
 */
export async function confirmSubscription(db: Queryable, token: string, now = new Date()): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${now})` })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, digest(token)),
        inArray(newsletterSubscriptions.status, ['pending', 'confirmed']),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length > 0;
}

/** Unsubscribes the address the token belongs to; again with the same link succeeds again. */
export async function unsubscribe(db: Queryable, token: string, now = new Date()): Promise<boolean> {
  const done = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now})`,
    })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, digest(token)))
    .returning({ id: newsletterSubscriptions.id });
  return done.length > 0;
}
