import { orderStatusOf } from '@teranga/headless';
import { orderMessages } from '@teranga/messages';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  type OrderEventType,
  orderEvents,
  orderLines,
  orderParts,
  orders,
  type PartStatus,
  type PaymentMethod,
} from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { creditPaidPart, debitRefundedPart } from '../ledger/ledger.js';
import { countSold, giveBackStock } from '../stock/stock.js';
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

/** The seller's steps: from which statuses each target may be reached. */
const STEPS: Partial<Record<PartStatus, PartStatus[]>> = {
  shipped: ['processing'],
  delivered: ['shipped'],
  cancelled: ['processing'],
};
/** Paid on delivery, a shipped part may also be refused at the door (cancelled: its stock comes back). */
const CASH_STEPS: Partial<Record<PartStatus, PartStatus[]>> = {
  ...STEPS,
  cancelled: ['processing', 'shipped'],
};
const STEP_EVENT: Partial<Record<PartStatus, OrderEventType>> = {
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const CASH_ON_DELIVERY: PaymentMethod = 'cash-on-delivery';

/** Who carries a shipped part, as validated (headless validateShipment) and normalised. */
export interface Shipment {
  carrier: string;
  trackingNumber: string | null;
}

/**
 * What a part's move tells its customer, inside the transaction that moved it (the order mailer's jobs: a mail is
 * never sent for a step that did not commit). A port: app.ts wires the mailer in.
 */
export interface PartNotices {
  shipped(tx: Transaction, partId: string): Promise<unknown>;
  delivered(tx: Transaction, partId: string): Promise<unknown>;
}

/** How a part moves: its order's payment method, and whether its seller says the cash was collected at the door. */
export interface PartMove {
  paymentMethod: PaymentMethod;
  cashCollected?: boolean | undefined;
  /** The shop's share credited away from the seller when a cash-on-delivery part is paid (COMMISSION_PERCENT). */
  commissionPercent: number;
  /** The customer cancels: never once shipped (only its seller, at the door, refuses a cash-on-delivery part). */
  byCustomer?: boolean | undefined;
  /** With `shipped`: the carrier and tracking number kept on the part. */
  shipment?: Shipment | undefined;
  notices?: PartNotices | undefined;
}

/** The columns a step sets besides its status: the shipment and its date, the delivery's date, the cash's. */
function stepColumns(to: PartStatus, move: PartMove, now: Date, collecting: boolean) {
  return {
    ...(collecting ? { paidAt: now } : {}),
    ...(to === 'shipped'
      ? {
          shippedAt: now,
          carrier: move.shipment?.carrier ?? null,
          trackingNumber: move.shipment?.trackingNumber ?? null,
        }
      : {}),
    ...(to === 'delivered' ? { deliveredAt: now } : {}),
  };
}

function refusal(from: PartStatus, to: PartStatus, cash = false): HttpError {
  if (to === 'cancelled' && (from === 'delivered' || (from === 'shipped' && !cash))) {
    return new HttpError(409, orderMessages.cancelAfterShipping);
  }
  if (from === 'pending' && to !== 'pending') return new HttpError(409, orderMessages.notPaidYet);
  const label = orderMessages.statusLabels;
  return new HttpError(409, orderMessages.statusStepRefused(label[from], label[to]));
}

/**
 * Once a cash-on-delivery part is paid, the order is paid when every live part is (its paidAt: the last cash's).
 * Inside the transaction that recorded the cash.
 */
async function refreshCashPayment(tx: Transaction, orderId: string, now: Date): Promise<void> {
  const live = await tx
    .select({ paidAt: orderParts.paidAt })
    .from(orderParts)
    .where(and(eq(orderParts.orderId, orderId), ne(orderParts.status, 'cancelled')));
  // Every part refused or cancelled: nothing was paid, the order is cancelled and its payment stays unpaid.
  if (live.length === 0 || live.some((part) => part.paidAt === null)) return;
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
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
 * UPDATE, so two clicks at once move it once; any other step is a French 409. Shipped keeps the carrier, tracking
 * number and date, delivered its date; both tell the customer (`move.notices`) in the same transaction. A cancelled part gives its stock back,
 * and, being paid, debits its seller's ledger and asks the provider for a refund, all in the same transaction.
 * Paid on delivery (DESIGN.md, Payments): `delivered` requires the cash (`cashCollected`), which in the same
 * transaction marks the part paid, records `cash-collected`, credits its seller, counts its sold units and, once every
 * live part is paid, the order's payment; a shipped part refused at the door is cancelled (stock back, nothing to
 * refund: nothing was paid).
 */
export async function advancePart(
  db: Database,
  part: OrderPartRow,
  to: PartStatus,
  refunds: RefundRequester,
  move: PartMove,
): Promise<void> {
  const cash = move.paymentMethod === CASH_ON_DELIVERY;
  const doorSteps = cash && !move.byCustomer;
  if (move.cashCollected && !cash) throw new HttpError(409, orderMessages.notCashOnDelivery);
  const from = (doorSteps ? CASH_STEPS : STEPS)[to] ?? [];
  if (!from.includes(part.status)) throw refusal(part.status, to, doorSteps);
  if (cash && to === 'delivered' && !move.cashCollected) throw new HttpError(409, orderMessages.cashRequired);
  const collecting = cash && to === 'delivered';
  let refunded = false;
  const moved = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orderParts)
      .set({ status: to, updatedAt: now, ...stepColumns(to, move, now, collecting) })
      .where(and(eq(orderParts.id, part.id), eq(orderParts.status, part.status)))
      .returning();
    if (!row) return false;
    const event = STEP_EVENT[to];
    if (event) await tx.insert(orderEvents).values({ orderId: part.orderId, partId: part.id, type: event });
    if (to === 'shipped') await move.notices?.shipped(tx, part.id);
    if (to === 'delivered') await move.notices?.delivered(tx, part.id);
    const lines =
      to === 'cancelled' || collecting
        ? await tx.select().from(orderLines).where(eq(orderLines.partId, part.id))
        : [];
    if (collecting) {
      await tx.insert(orderEvents).values({ orderId: part.orderId, partId: part.id, type: 'cash-collected' });
      await creditPaidPart(tx, part.id, move.commissionPercent);
      await countSold(tx, lines);
    }
    if (to === 'cancelled') {
      await giveBackStock(tx, lines);
      // A part paid on delivery and cancelled before its cash was collected had nothing paid: nothing to give back.
      if (!cash || row.paidAt) {
        await debitRefundedPart(tx, part.id);
        await refunds.requestRefund(tx, {
          orderId: part.orderId,
          partId: part.id,
          amountCents: await refundAmountOf(tx, row),
        });
        refunded = true;
      }
    }
    await refreshOrderStatus(tx, part.orderId);
    if (cash && (collecting || to === 'cancelled')) await refreshCashPayment(tx, part.orderId, now);
    return true;
  });
  if (moved && refunded) refunds.flush();
  if (!moved) {
    const [now] = await db
      .select({ status: orderParts.status })
      .from(orderParts)
      .where(eq(orderParts.id, part.id));
    throw refusal(now?.status ?? part.status, to, doorSteps);
  }
}
