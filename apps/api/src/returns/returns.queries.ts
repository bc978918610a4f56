import { and, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import {
  orderEvents,
  orderLines,
  orderParts,
  orders,
  type ReturnStatus,
  returnRequests,
  users,
} from '../db/schema.js';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A return with what its answers show beside it: its order's number and customer, its seller's name, its lines. */
export interface ReturnRecord {
  row: ReturnRow;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  sellerName: string | null;
  lines: OrderLineRow[];
}

/**
 * When a part was delivered: its `delivered_at` (the order sheet), else its 'delivered' event (parts delivered before
 * the column existed); null while it is not.
 */
export async function deliveredAtOf(db: Queryable, partId: string): Promise<Date | null> {
  const [part] = await db
    .select({ deliveredAt: orderParts.deliveredAt, status: orderParts.status })
    .from(orderParts)
    .where(eq(orderParts.id, partId));
  if (part?.status !== 'delivered') return null;
  if (part.deliveredAt) return part.deliveredAt;
  const [event] = await db
    .select({ at: sql<Date>`max(${orderEvents.at})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.partId, partId), eq(orderEvents.type, 'delivered')));
  return event?.at ? new Date(event.at) : null;
}

/** Units of each line already asked back in this part's returns that were not refused. */
export async function askedUnits(db: Queryable, partId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ lines: returnRequests.lines })
    .from(returnRequests)
    .where(and(eq(returnRequests.partId, partId), ne(returnRequests.status, 'refused')));
  const asked = new Map<string, number>();
  for (const row of rows)
    for (const line of row.lines) asked.set(line.lineId, (asked.get(line.lineId) ?? 0) + line.quantity);
  return asked;
}

export interface ReturnFilters {
  orderId?: string | undefined;
  /** A seller's own returns; `null` the shop's own products' returns (staff on the seller calls). */
  sellerId?: string | null | undefined;
  status?: ReturnStatus | undefined;
  /** Requests still unanswered that were made before this instant (staff's « sans réponse du vendeur »). */
  unansweredBefore?: Date | undefined;
}

const sellers = alias(users, 'return_sellers');

/** Returns matching `filters`, newest first (unanswered ones oldest first: staff take the longest waiting), with their lines. */
export async function listReturns(db: Queryable, filters: ReturnFilters): Promise<ReturnRecord[]> {
  const where: SQL[] = [];
  if (filters.orderId) where.push(eq(returnRequests.orderId, filters.orderId));
  if (filters.sellerId === null) where.push(isNull(returnRequests.sellerId));
  else if (filters.sellerId) where.push(eq(returnRequests.sellerId, filters.sellerId));
  if (filters.status) where.push(eq(returnRequests.status, filters.status));
  if (filters.unansweredBefore) {
    where.push(
      eq(returnRequests.status, 'requested'),
      lte(returnRequests.createdAt, filters.unansweredBefore),
    );
  }
  const rows = await db
    .select({
      row: returnRequests,
      orderNumber: orders.number,
      customerFirstName: orders.customerFirstName,
      customerLastName: orders.customerLastName,
      customerEmail: orders.customerEmail,
      sellerFirstName: sellers.firstName,
      sellerLastName: sellers.lastName,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .leftJoin(sellers, eq(sellers.id, returnRequests.sellerId))
    .where(and(...where))
    .orderBy(
      ...(filters.unansweredBefore
        ? [returnRequests.createdAt]
        : [desc(returnRequests.createdAt), desc(returnRequests.id)]),
    )
    .limit(200);
  const lineIds = [...new Set(rows.flatMap(({ row }) => row.lines.map((line) => line.lineId)))];
  const lines =
    lineIds.length > 0 ? await db.select().from(orderLines).where(inArray(orderLines.id, lineIds)) : [];
  return rows.map((found) => ({
    row: found.row,
    orderNumber: found.orderNumber,
    customerName: `${found.customerFirstName} ${found.customerLastName}`.trim(),
    customerEmail: found.customerEmail,
    sellerName:
      found.sellerFirstName === null ? null : `${found.sellerFirstName} ${found.sellerLastName ?? ''}`.trim(),
    lines: lines.filter((line) => found.row.lines.some((asked) => asked.lineId === line.id)),
  }));
}

export async function findReturnRecord(db: Queryable, id: string): Promise<ReturnRecord | undefined> {
  const [row] = await db
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  if (!row) return undefined;
  return (await listReturns(db, { orderId: row.orderId })).find((record) => record.row.id === id);
}

/** The seller's mail address and first name (the mail of a new request), or undefined for the shop's own. */
export async function sellerContactOf(db: Queryable, sellerId: string | null) {
  if (!sellerId) return undefined;
  const [seller] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, sellerId));
  return seller;
}
