import { and, eq, inArray, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.js';
import { orderEvents, orderLines, orderParts, orders, type orders as ordersTable } from '../db/schema.js';
import { creditParts, partColumns } from '../ledger/ledger.js';
import { countSold, giveBackStock } from '../stock/stock.js';

export type PaymentOutcome = 'paid' | 'failed' | 'expired';
type OrderRow = typeof ordersTable.$inferSelect;

const isTransaction = (db: Database | Transaction): db is Transaction => is(db, PgTransaction);

/**
 * Settles a pending payment, once: the UPDATE only matches while the payment is pending, so a second event (a
 * replay, the same event at another instance, a failure after a success, the sweeper racing a webhook) changes
 * nothing and answers undefined. Paid: every part is processing, sold units counted, each seller's part credited in
 * the ledger. Failed or expired: every part cancelled, stock given back.
 */
export async function settlePayment(
  db: Database | Transaction,
  orderId: string,
  outcome: PaymentOutcome,
  commissionPercent: number,
): Promise<OrderRow | undefined> {
  const run = async (tx: Transaction) => {
    const now = new Date();
    const paid = outcome === 'paid';
    const [order] = await tx
      .update(orders)
      .set({
        paymentStatus: outcome,
        status: paid ? 'processing' : 'cancelled',
        ...(paid ? { paidAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
      .returning();
    if (!order) return undefined;
    const moveParts = tx
      .update(orderParts)
      .set({ status: paid ? 'processing' : 'cancelled', ...(paid ? { paidAt: now } : {}), updatedAt: now })
      .where(and(eq(orderParts.orderId, orderId), inArray(orderParts.status, ['pending'])));
    // Paid: the parts move and every part of the order is read for the ledger in one statement (the select sees the
    // rows as they were before the update, and reads only columns it leaves alone).
    const partsToCredit = paid
      ? await tx
          .with(tx.$with('moved').as(moveParts.returning({ id: orderParts.id })))
          .select(partColumns)
          .from(orderParts)
          .where(eq(orderParts.orderId, orderId))
      : await moveParts.then(() => []);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    if (paid) {
      await tx.insert(orderEvents).values({ orderId, type: 'paid' });
      await countSold(tx, lines);
      await creditParts(tx, partsToCredit, commissionPercent);
    } else {
      await tx.insert(orderEvents).values([
        { orderId, type: outcome === 'failed' ? 'payment-failed' : 'payment-expired' },
        { orderId, type: 'cancelled' },
      ]);
      await giveBackStock(tx, lines);
    }
    return order;
  };
  // Inside a caller's transaction (the webhook records its event id in the same one; an error there rolls it all
  // back, so a savepoint would only cost two statements), or in its own.
  return isTransaction(db) ? run(db) : db.transaction(run);
}
