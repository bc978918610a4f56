import { orderMessages } from '@teranga/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  type OrderEventType,
  type OrderStatus,
  orderEvents,
  orderLines,
  orders,
  products,
} from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { OrderRow } from './order-records.js';

/** Gives back the units an order took, product by product in id order (the order reservations lock them in). */
async function releaseStock(tx: Transaction, orderId: string): Promise<void> {
  const taken = await tx
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.reservedQuantity})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const { productId, units } of taken) {
    if (units > 0) {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${units}` })
        .where(eq(products.id, productId));
    }
  }
}

async function countSold(tx: Transaction, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const { productId, units } of lines) {
    await tx
      .update(products)
      .set({ sold: sql`${products.sold} + ${units}` })
      .where(eq(products.id, productId));
  }
}

const record = (tx: Transaction, orderId: string, ...types: OrderEventType[]) =>
  tx.insert(orderEvents).values(types.map((type) => ({ orderId, type })));

export type PaymentOutcome = 'paid' | 'failed' | 'expired';

/**
 * Settles a pending payment, once: the UPDATE only matches while the payment is pending, so a second event (a
 * replay, the same event at another instance, a failure after a success, the sweeper racing a webhook) changes
 * nothing and answers undefined. Paid: the order is processing. Failed or expired: cancelled, stock given back.
 */
export async function settlePayment(
  db: Database | Transaction,
  orderId: string,
  outcome: PaymentOutcome,
): Promise<OrderRow | undefined> {
  const run = async (tx: Transaction) => {
    const now = new Date();
    const [order] = await tx
      .update(orders)
      .set({
        paymentStatus: outcome,
        status: outcome === 'paid' ? 'processing' : 'cancelled',
        ...(outcome === 'paid' ? { paidAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
      .returning();
    if (!order) return undefined;
    if (outcome === 'paid') {
      await record(tx, orderId, 'paid');
      await countSold(tx, orderId);
    } else {
      await record(tx, orderId, outcome === 'failed' ? 'payment-failed' : 'payment-expired', 'cancelled');
      await releaseStock(tx, orderId);
    }
    return order;
  };
  // Inside a caller's transaction (a savepoint: the webhook records its event id in the same one), or in its own.
  return db.transaction(run);
}

/** The seller's steps: from which status each target may be reached. */
const STEPS: Partial<Record<OrderStatus, OrderStatus>> = {
  shipped: 'processing',
  delivered: 'shipped',
  cancelled: 'processing',
};
const STEP_EVENT: Partial<Record<OrderStatus, OrderEventType>> = {
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

function refusal(from: OrderStatus, to: OrderStatus): HttpError {
  if (to === 'cancelled' && (from === 'shipped' || from === 'delivered')) {
    return new HttpError(409, orderMessages.cancelAfterShipping);
  }
  if (from === 'pending' && to !== 'pending') return new HttpError(409, orderMessages.notPaidYet);
  const label = orderMessages.statusLabels;
  return new HttpError(409, orderMessages.statusStepRefused(label[from], label[to]));
}

/**
 * Moves an order one step: processing → shipped → delivered, or cancelled before shipping (stock back). The step is
 * a conditional UPDATE, so two sellers of one order clicking at once move it once; any other step is a French 409.
 */
export async function advanceOrder(db: Database, order: OrderRow, to: OrderStatus): Promise<void> {
  const from = STEPS[to];
  if (!from || order.status !== from) throw refusal(order.status, to);
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!row) return false;
    const event = STEP_EVENT[to];
    if (event) await record(tx, order.id, event);
    if (to === 'cancelled') await releaseStock(tx, order.id);
    return true;
  });
  if (!moved) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    throw refusal(now?.status ?? order.status, to);
  }
}
