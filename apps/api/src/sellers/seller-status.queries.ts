import { isSellerHidden } from '@teranga/headless';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { products, type SellerStatus, users } from '../db/schema.js';
import type { UserRow } from '../identity/user.mapper.js';
import { findUserByIdOrEmail } from '../identity/users.queries.js';

/** Seller accounts, newest first, optionally only those with one validation status. */
export function listSellers(db: Queryable, status?: SellerStatus): Promise<UserRow[]> {
  const sellers = eq(users.role, 'seller');
  return db
    .select()
    .from(users)
    .where(status ? and(sellers, eq(users.sellerStatus, status)) : sellers)
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** What a decision writes: approving or refusing is remembered (a refusal with its reason, for the seller). */
function decisionColumns(status: SellerStatus, reason: string | undefined, now: Date) {
  if (status === 'pending' || status === 'suspended') return {};
  const trimmed = status === 'rejected' ? reason?.trim() : undefined;
  return { sellerLastDecision: status, sellerDecidedAt: now, sellerDecisionReason: trimmed || null };
}

/**
 * Staff decision on a seller found by id or email; undefined when no seller matches. Approving or refusing is
 * remembered as the last decision (kept through role switches); putting back to pending or suspending decides
 * nothing, so the reason of a refusal stays readable while staff look again. In the same transaction, the seller's
 * products leave the storefront when refused or suspended and come back otherwise (products.seller_hidden; the
 * catalogue version moves with them, so no remembered answer shows them).
 */
export async function setSellerStatus(
  db: Database,
  idOrEmail: string,
  status: SellerStatus,
  reason?: string,
): Promise<UserRow | undefined> {
  const seller = await findUserByIdOrEmail(db, idOrEmail);
  if (seller?.role !== 'seller') return undefined;
  const now = new Date();
  const decision = decisionColumns(status, reason, now);
  return db.transaction(async (tx) => {
    // One statement, and only while the account is still a seller (it may have switched role since it was read).
    const [updated] = await tx
      .update(users)
      .set({ sellerStatus: status, ...decision, updatedAt: now })
      .where(and(eq(users.id, seller.id), eq(users.role, 'seller')))
      .returning();
    if (!updated) return undefined;
    const hidden = isSellerHidden(status);
    await tx
      .update(products)
      .set({ sellerHidden: hidden })
      .where(and(eq(products.sellerId, seller.id), sql`${products.sellerHidden} <> ${hidden}`));
    return updated;
  });
}

/**
 * A refused seller asks again: back to pending as a new application (count + 1, new date), the refusal and its
 * reason kept for staff and the seller until staff decide again. One statement, only while the account is still a
 * refused seller (a decision or a second click meanwhile changes nothing); undefined otherwise.
 */
export async function reapplyAsSeller(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      sellerStatus: 'pending',
      sellerApplications: sql`${users.sellerApplications} + 1`,
      sellerAppliedAt: sql`now()`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.role, 'seller'), eq(users.sellerStatus, 'rejected')))
    .returning();
  return updated;
}

/**
 * What a self-service switch to `role` writes, in one statement that reads the row's current values (so a staff
 * decision made meanwhile is never lost). Leaving the seller role keeps the application and the decision. Coming
 * back: an approved seller stays approved, a pending one stays pending, and a refused one (or one who never asked)
 * files a new application that staff see as such (count + 1, new date, the last decision still there).
 */
export function roleSwitch(role: 'customer' | 'seller'): {
  role: 'customer' | 'seller';
  sellerStatus?: SQL;
  sellerApplications?: SQL;
  sellerAppliedAt?: SQL;
} {
  if (role === 'customer') return { role };
  const newApplication = sql`(${users.sellerStatus} IS NULL OR ${users.sellerStatus} = 'rejected')`;
  return {
    role,
    // Approved and suspended sellers keep their status: switching role is no way out of a suspension.
    sellerStatus: sql`CASE WHEN ${users.sellerStatus} IN ('approved', 'suspended') THEN ${users.sellerStatus} ELSE 'pending' END`,
    sellerApplications: sql`CASE WHEN ${newApplication} THEN ${users.sellerApplications} + 1 ELSE GREATEST(${users.sellerApplications}, 1) END`,
    sellerAppliedAt: sql`CASE WHEN ${newApplication} THEN now() ELSE COALESCE(${users.sellerAppliedAt}, now()) END`,
  };
}
