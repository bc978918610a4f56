import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { orderEvents, orderLines, type orders, payments } from '../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** An order with what its answers show: lines, events and payment. */
export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
  payment: PaymentRow | undefined;
}

/** Loads lines, events and payments of several orders in three queries, keeping the orders' own order. */
export async function withDetails(db: Queryable, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, events, paymentRows] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.at)),
    db.select().from(payments).where(inArray(payments.orderId, ids)),
  ]);
  return rows.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    events: events.filter((event) => event.orderId === order.id),
    payment: paymentRows.find((payment) => payment.orderId === order.id),
  }));
}
