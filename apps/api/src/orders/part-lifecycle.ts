import { orderStatusOf } from '@teranga/headless';
import { orderMessages } from '@teranga/messages';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  type OrderEventType,
  orderEvents,
  orderLines,
  orderParts,
  orders,
  type PartStatus,
} from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { debitRefundedPart } from '../ledger/ledger.js';
import { giveBackStock } from '../stock/stock.js';
import type { OrderPartRow } from './order-records.js';

/**
 * What cancelling a paid part asks of the payment side: give the customer `amountCents` back through the provider
 * that took the money. A port: the payments module implements it, app.ts wires it, so neither imports the other.
 */
export interface RefundRequester {
  requestRefund(
    tx: Transaction,
    refund: { orderId: string; partId: string; amountCents: number },
  ): Promise<void>;
  /** Asks the provider for the refunds just recorded, once their transaction has committed. */
  flush(): void;
}

/** The seller's steps: from which status each target may be reached. */
const STEPS: Partial<Record<PartStatus, PartStatus>> = {
  shipped: 'processing',
  delivered: 'shipped',
  cancelled: 'processing',
};
const STEP_EVENT: Partial<Record<PartStatus, OrderEventType>> = {
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

function refusal(from: PartStatus, to: PartStatus): HttpError {
  if (to === 'cancelled' && (from === 'shipped' || from === 'delivered')) {
    return new HttpError(409, orderMessages.cancelAfterShipping);
  }
  if (from === 'pending' && to !== 'pending') return new HttpError(409, orderMessages.notPaidYet);
  const label = orderMessages.statusLabels;
  return new HttpError(409, orderMessages.statusStepRefused(label[from], label[to]));
}

/** Sets the order's status from its parts' (headless orderStatusOf), inside the transaction that moved a part. */
export async function refreshOrderStatus(tx: Transaction, orderId: string): Promise<void> {
  const parts = await tx
    .select({ status: orderParts.status })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId));
  await tx
    .update(orders)
    .set({ status: orderStatusOf(parts.map((part) => part.status)), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/**
 * What a cancelled paid part costs the shop: its subtotal, and the shipping too when no other part of the order is
 * still alive (the customer then gets everything back).
 */
async function refundAmountOf(tx: Transaction, part: OrderPartRow): Promise<number> {
  const [order] = await tx
    .select({ shippingCents: orders.shippingCents })
    .from(orders)
    .where(eq(orders.id, part.orderId));
  const siblings = await tx
    .select({ status: orderParts.status })
    .from(orderParts)
    .where(eq(orderParts.orderId, part.orderId));
  const lastAlive = siblings.every((sibling) => sibling.status === 'cancelled');
  return part.subtotalCents + (lastAlive ? (order?.shippingCents ?? 0) : 0);
}

/**
 * Moves one part one step: processing → shipped → delivered, or cancelled before shipping. The step is a conditional
 * UPDATE, so two clicks at once move it once; any other step is a French 409. A cancelled part gives its stock back,
 * and, being paid, debits its seller's ledger and asks the provider for a refund, all in the same transaction.
 */
export async function advancePart(
  db: Database,
  part: OrderPartRow,
  to: PartStatus,
  refunds: RefundRequester,
): Promise<void> {
  const from = STEPS[to];
  if (!from || part.status !== from) throw refusal(part.status, to);
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderParts)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orderParts.id, part.id), eq(orderParts.status, from)))
      .returning();
    if (!row) return false;
    const event = STEP_EVENT[to];
    if (event) await tx.insert(orderEvents).values({ orderId: part.orderId, partId: part.id, type: event });
    if (to === 'cancelled') {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.partId, part.id));
      await giveBackStock(tx, lines);
      await debitRefundedPart(tx, part.id);
      await refunds.requestRefund(tx, {
        orderId: part.orderId,
        partId: part.id,
        amountCents: await refundAmountOf(tx, row),
      });
    }
    await refreshOrderStatus(tx, part.orderId);
    return true;
  });
  if (moved && to === 'cancelled') refunds.flush();
  if (!moved) {
    const [now] = await db
      .select({ status: orderParts.status })
      .from(orderParts)
      .where(eq(orderParts.id, part.id));
    throw refusal(now?.status ?? part.status, to);
  }
}
