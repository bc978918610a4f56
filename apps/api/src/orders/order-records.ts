import { isSellerHidden } from '@teranga/headless';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { orderEvents, orderLines, orderParts, type orders, payments, refunds, users } from '../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderPartRow = typeof orderParts.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A part with what its answers show of its seller: a name, and whether staff refused or suspended them. */
export interface PartRecord extends OrderPartRow {
  sellerName: string | null;
  sellerHidden: boolean;
}

/** An order with what its answers show: parts, lines, events, payment and refunds. */
export interface OrderRecord {
  order: OrderRow;
  parts: PartRecord[];
  lines: OrderLineRow[];
  events: OrderEventRow[];
  payment: PaymentRow | undefined;
  refunds: RefundRow[];
}

/** Loads parts, lines, events, payments and refunds of several orders in five queries, keeping the orders' order. */
export async function withDetails(db: Queryable, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [parts, lines, events, paymentRows, refundRows] = await Promise.all([
    db
      .select({
        part: orderParts,
        firstName: users.firstName,
        lastName: users.lastName,
        sellerStatus: users.sellerStatus,
      })
      .from(orderParts)
      .leftJoin(users, eq(users.id, orderParts.sellerId))
      .where(inArray(orderParts.orderId, ids))
      .orderBy(asc(orderParts.orderId), asc(orderParts.position)),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.at)),
    db.select().from(payments).where(inArray(payments.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
  ]);
  const partRecords: PartRecord[] = parts.map(({ part, firstName, lastName, sellerStatus }) => ({
    ...part,
    sellerName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    sellerHidden: isSellerHidden(sellerStatus),
  }));
  return rows.map((order) => ({
    order,
    parts: partRecords.filter((part) => part.orderId === order.id),
    lines: lines.filter((line) => line.orderId === order.id),
    events: events.filter((event) => event.orderId === order.id),
    payment: paymentRows.find((payment) => payment.orderId === order.id),
    refunds: refundRows.filter((refund) => refund.orderId === order.id),
  }));
}
