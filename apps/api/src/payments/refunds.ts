import { paymentLogMessages } from '@teranga/messages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable, Transaction } from '../db/client.js';
import {
  orderEvents,
  orderParts,
  orders,
  payments,
  type RefundReason,
  type RefundStatus,
  refunds,
  returnRequests,
} from '../db/schema.js';
import type { PaymentProvider } from './provider.js';

// Refunds are rows that any instance works through (DESIGN.md, Jobs): made in the transaction that cancelled a paid
// part (or met a late payment), asked of the provider by whichever instance claims them, confirmed by the
// provider's signed webhook. A refund the provider refuses waits for staff's retry; one it accepted but never
// confirmed is asked again (our refund id is the provider's idempotency key).

export type RefundRow = typeof refunds.$inferSelect;

/** How long an accepted refund may stay unconfirmed before it is asked again; and how often at most. */
const CONFIRMATION_WAIT_SECONDS = 30;
const MAX_ATTEMPTS = 10;

export interface RefundsDeps {
  db: Database;
  providerNamed(name: string): PaymentProvider | undefined;
  log: FastifyBaseLogger;
  /** Called once per refund the provider confirmed by its own answer, in that transaction (enqueues the refund mail). */
  onRefunded(db: Queryable, refundId: string): Promise<void>;
  /** Runs the jobs the confirmation enqueued (the refund mail) once it has committed. */
  flushJobs(): void;
}

/** Records a refund to ask of the order's provider (inside the caller's transaction). */
export async function recordRefund(
  tx: Transaction,
  refund: {
    orderId: string;
    partId: string | null;
    amountCents: number;
    reason: RefundReason;
    /** The received return this refund gives back (reason `return`). */
    returnId?: string;
  },
): Promise<void> {
  const [payment] = await tx
    .select({ provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, refund.orderId));
  await tx
    .insert(refunds)
    .values({ ...refund, provider: payment?.provider ?? 'sandbox', nextAttemptAt: new Date() })
    .onConflictDoNothing();
}

export function createRefunds({ db, providerNamed, log, onRefunded, flushJobs }: RefundsDeps) {
  /** Asks the provider for one claimed refund; a refusal marks it failed for staff. */
  async function ask(refund: RefundRow): Promise<void> {
    const provider = providerNamed(refund.provider);
    const [order] = await db
      .select({
        payerPhone: orders.payerPhone,
        reference: payments.providerReference,
        paymentAmountCents: orders.totalCents,
      })
      .from(orders)
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, refund.orderId));
    try {
      if (!provider) throw new Error(`unknown provider ${refund.provider}`);
      const started = await provider.refund({
        refundId: refund.id,
        orderId: refund.orderId,
        paymentReference: order?.reference ?? null,
        amountCents: refund.amountCents,
        currency: 'EUR',
        payerPhone: order?.payerPhone ?? '',
        paymentAmountCents: order?.paymentAmountCents ?? refund.amountCents,
      });
      await db
        .update(refunds)
        .set({ providerReference: started.providerReference })
        .where(eq(refunds.id, refund.id));
      // The provider's answer is its confirmation (Wave): applied as its webhook would be, once.
      if (started.settled) {
        const changed = await db.transaction(async (tx) => {
          const applied = await applyRefundVerdict(tx, {
            orderId: refund.orderId,
            refundId: refund.id,
            outcome: 'refunded',
          });
          if (applied) await onRefunded(tx, refund.id);
          return applied;
        });
        if (changed) flushJobs();
      }
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, paymentLogMessages.refundRefused);
      await fail(db, refund.id, error instanceof Error ? error.message : String(error));
    }
  }

  /** Claims the refunds that are due (SKIP LOCKED: two instances never take the same) and asks for each. */
  async function processDue(): Promise<void> {
    const claimed = await db
      .update(refunds)
      .set({
        attempts: sql`${refunds.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CONFIRMATION_WAIT_SECONDS})`,
      })
      .where(
        inArray(
          refunds.id,
          sql`(select ${refunds.id} from ${refunds} where ${refunds.status} = 'pending'
            and ${refunds.nextAttemptAt} <= now() order by ${refunds.nextAttemptAt} limit 20 for update skip locked)`,
        ),
      )
      .returning();
    for (const refund of claimed) {
      if (refund.attempts > MAX_ATTEMPTS) await fail(db, refund.id, paymentLogMessages.refundNeverConfirmed);
      else await ask(refund);
    }
  }

  let flushing: Promise<void> | undefined;
  return {
    processDue,
    /** Works through due refunds now (after a cancellation commits) rather than at the next sweep. */
    flush(): void {
      flushing ??= processDue()
        .catch((error: unknown) => log.warn({ err: error }, paymentLogMessages.sweepFailed))
        .finally(() => {
          flushing = undefined;
        });
    },
    async settled(): Promise<void> {
      await flushing;
    },
  };
}

/** Marks a refund refused, with the provider's words, and says so on the order's timeline. */
async function fail(db: Database | Transaction, refundId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed', lastError: reason.slice(0, 500), nextAttemptAt: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (failed) {
      await tx
        .insert(orderEvents)
        .values({ orderId: failed.orderId, partId: failed.partId, type: 'refund-failed' });
    }
  });
}

/**
 * Applies the provider's verdict on a refund, once (conditional on its status): confirmed, the part and the order
 * show what was given back; refused, it waits for staff. Answers whether anything changed.
 */
export async function applyRefundVerdict(
  tx: Transaction,
  event: { orderId: string; refundId: string; outcome: 'refunded' | 'refund-failed' },
): Promise<boolean> {
  if (event.outcome === 'refund-failed') {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed', lastError: paymentLogMessages.refundRefusedByProvider, nextAttemptAt: null })
      .where(
        and(
          eq(refunds.id, event.refundId),
          eq(refunds.orderId, event.orderId),
          eq(refunds.status, 'pending'),
        ),
      )
      .returning();
    if (failed) {
      await tx
        .insert(orderEvents)
        .values({ orderId: failed.orderId, partId: failed.partId, type: 'refund-failed' });
    }
    return failed !== undefined;
  }
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'succeeded', settledAt: new Date(), nextAttemptAt: null, lastError: null })
    .where(
      and(
        eq(refunds.id, event.refundId),
        eq(refunds.orderId, event.orderId),
        inArray(refunds.status, ['pending', 'failed']),
      ),
    )
    .returning();
  if (!refund) return false;
  if (refund.partId) {
    await tx
      .update(orderParts)
      .set({ refundedCents: sql`${orderParts.refundedCents} + ${refund.amountCents}`, updatedAt: new Date() })
      .where(eq(orderParts.id, refund.partId));
  }
  await tx.insert(orderEvents).values({ orderId: refund.orderId, partId: refund.partId, type: 'refunded' });
  // A received return's refund confirmed: the return reads « Remboursé ».
  if (refund.returnId) {
    await tx
      .update(returnRequests)
      .set({ status: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(returnRequests.id, refund.returnId), eq(returnRequests.status, 'received')));
  }
  // Everything paid is back (a late payment, or every part refunded with the shipping): refunded; else partly.
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, refund.orderId), eq(refunds.status, 'succeeded')));
  const [order] = await tx
    .select({ totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  const whole = refund.reason === 'late-payment' || Number(given?.cents ?? 0) >= (order?.totalCents ?? 0);
  await tx
    .update(orders)
    .set({ paymentStatus: whole ? 'refunded' : 'partially_refunded', updatedAt: new Date() })
    .where(eq(orders.id, refund.orderId));
  return true;
}

/** Puts a refused refund back in line; undefined when no refund has this id, 'not-failed' when it was not refused. */
export async function retryRefund(db: Database, id: string): Promise<RefundRow | 'not-failed' | undefined> {
  const [retried] = await db
    .update(refunds)
    .set({ status: 'pending', nextAttemptAt: new Date(), attempts: 0, lastError: null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
    .returning();
  if (retried) return retried;
  const [existing] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id));
  return existing ? 'not-failed' : undefined;
}

/** Refunds with what staff read beside them: the order's number and customer, the part's seller. */
const staffRefunds = (db: Queryable) =>
  db
    .select({
      refund: refunds,
      orderNumber: orders.number,
      customerEmail: orders.customerEmail,
      sellerId: orderParts.sellerId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(orderParts, eq(orderParts.id, refunds.partId));

/** Staff's list: every refund (or those of one status), newest first. */
export function listRefunds(db: Queryable, status: RefundStatus | undefined) {
  return staffRefunds(db)
    .where(status ? eq(refunds.status, status) : undefined)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(200);
}

/** One refund as staff read it (the answer to a retry). */
export async function findStaffRefund(db: Queryable, id: string) {
  return (await staffRefunds(db).where(eq(refunds.id, id)))[0];
}
