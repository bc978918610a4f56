import { HIDDEN_SELLER_STATUSES } from '@teranga/headless';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import {
  type OrderStatus,
  orderLines,
  orderParts,
  orders,
  type PartStatus,
  type PaymentStatus,
  payments,
  users,
} from '../db/schema.js';
import { type OrderPartRow, type OrderRecord, type OrderRow, withDetails } from './order-records.js';

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderRecord(db: Queryable, id: string): Promise<OrderRecord | undefined> {
  const row = await findOrder(db, id);
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

// Statements of the paid order's path that run outside any transaction (db/prepared.ts).
const mailedOrderRows = preparedOnce('mailed_order', (db, name) =>
  db
    .select({ order: orders, payment: payments, line: orderLines })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.id, sql.placeholder('id')))
    .orderBy(asc(orderLines.position))
    .prepare(name),
);

/** What an order's confirmation mail shows: the order, its lines and its payment, in one read (not withDetails' six). */
export async function findMailedOrder(
  db: Database,
  id: string,
): Promise<Pick<OrderRecord, 'order' | 'lines' | 'payment'> | undefined> {
  const rows = await mailedOrderRows(db).execute({ id });
  const first = rows[0];
  if (!first) return undefined;
  const lines = rows.flatMap(({ line }) => (line ? [line] : []));
  return { order: first.order, lines, payment: first.payment ?? undefined };
}

const byIdempotencyKey = preparedOnce('order_by_idempotency_key', (db, name) =>
  db
    // What a retry is answered by: the order's id, and the hash its basket must match (fewer columns to parse).
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare(name),
);

export async function findByIdempotencyKey(
  db: Database,
  customerId: string,
  key: string,
): Promise<Pick<OrderRow, 'id' | 'requestHash'> | undefined> {
  const [row] = await byIdempotencyKey(db).execute({ customerId, key });
  return row;
}

/** The order with this number whose customer's email is this one (case aside); anything else is not found. */
export async function findTrackedOrder(
  db: Queryable,
  orderNumber: string,
  email: string,
): Promise<OrderRecord | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.number, orderNumber.trim().toUpperCase()),
        sql`lower(${orders.customerEmail}) = lower(${email.trim()})`,
      ),
    );
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

export interface OrderFilters {
  page: number;
  limit: number;
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  orderNumber?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  /** Staff only: orders with an open part of a refused or suspended seller. */
  flagged?: boolean | undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** `%` and `_` typed by a customer are letters, not wildcards. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The next UTC day of 'YYYY-MM-DD', so a date range includes its last day whole. */
const dayAfter = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function orderConditions(filters: OrderFilters, customerId: string | undefined): SQL | undefined {
  const digits = filters.phone?.replace(/\D/g, '').replace(/^221(?=\d{9}$)/, '');
  return and(
    customerId ? eq(orders.customerId, customerId) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.paymentStatus ? eq(orders.paymentStatus, filters.paymentStatus) : undefined,
    filters.orderNumber?.trim() ? ilike(orders.number, `${literal(filters.orderNumber.trim())}%`) : undefined,
    // Staff only (the caller passes them only for staff): the customer's email and the payer's phone.
    filters.email?.trim() ? ilike(orders.customerEmail, `${literal(filters.email.trim())}%`) : undefined,
    digits
      ? sql`regexp_replace(coalesce(${orders.payerPhone}, ''), '\\D', '', 'g') like ${`%${digits}`}`
      : undefined,
    filters.dateFrom ? gte(orders.createdAt, new Date(`${filters.dateFrom}T00:00:00Z`)) : undefined,
    filters.dateTo ? lt(orders.createdAt, dayAfter(filters.dateTo)) : undefined,
    filters.minAmount !== undefined ? gte(orders.totalCents, Math.round(filters.minAmount * 100)) : undefined,
    filters.maxAmount !== undefined ? lte(orders.totalCents, Math.round(filters.maxAmount * 100)) : undefined,
    filters.flagged ? hasFlaggedPart : undefined,
  );
}

/** A customer's own orders (customerId), or every order (staff), newest first. */
export async function listOrders(
  db: Queryable,
  filters: OrderFilters,
  customerId: string | undefined,
): Promise<Page<OrderRecord>> {
  const where = orderConditions(filters, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await withDetails(db, rows), total: Number(total?.n ?? 0) };
}

/** An open part (awaiting payment or paid, not shipped) whose seller staff refused or suspended. */
const hasFlaggedPart = exists(
  sql`(select 1 from ${orderParts} join ${users} on ${users.id} = ${orderParts.sellerId}
    where ${orderParts.orderId} = ${orders.id} and ${orderParts.status} in ('pending', 'processing')
    and ${inArray(users.sellerStatus, [...HIDDEN_SELLER_STATUSES])})`,
);

/** The order has a part of this seller (any seller when undefined: staff) in this status (any when undefined). */
const hasPart = (sellerId: string | undefined, status: PartStatus | undefined) =>
  exists(
    sql`(select 1 from ${orderParts} where ${orderParts.orderId} = ${orders.id}
      ${sellerId ? sql`and ${orderParts.sellerId} = ${sellerId}` : sql``}
      ${status ? sql`and ${orderParts.status} = ${status}` : sql``})`,
  );

/** The orders holding a part of this seller (sellerId), or every order (admin), newest first. */
export async function listSellerOrders(
  db: Queryable,
  sellerId: string | undefined,
  query: { page: number; limit: number; status?: PartStatus | undefined },
): Promise<Page<OrderRecord>> {
  const where = sellerId || query.status ? hasPart(sellerId, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await withDetails(db, rows), total: Number(total?.n ?? 0) };
}

/** The parts of an order: the one of this seller, the one named (staff), or all of them. */
export function partsOf(
  db: Queryable,
  orderId: string,
  which: { sellerId?: string; partId?: string } = {},
): Promise<OrderPartRow[]> {
  return db
    .select()
    .from(orderParts)
    .where(
      and(
        eq(orderParts.orderId, orderId),
        which.sellerId ? eq(orderParts.sellerId, which.sellerId) : undefined,
        which.partId ? eq(orderParts.id, which.partId) : undefined,
      ),
    )
    .orderBy(orderParts.position);
}

/** A part sold: paid and not cancelled since. */
const PAID = sql`${orderParts.status} in ('processing', 'shipped', 'delivered')`;
const soldDay = sql<string>`to_char(coalesce(${orders.paidAt}, ${orders.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`;

/** Units and EUR cents of a seller's lines (every line for an admin) in paid orders. */
export async function salesOf(
  db: Queryable,
  sellerId: string | undefined,
): Promise<{ units: number; cents: number }> {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      cents: sql<number>`coalesce(sum(${orderLines.quantity} * ${orderLines.unitPriceCents}), 0)::bigint`,
    })
    .from(orderLines)
    .innerJoin(orderParts, eq(orderParts.id, orderLines.partId))
    .where(and(PAID, sellerId ? eq(orderParts.sellerId, sellerId) : undefined));
  return { units: Number(row?.units ?? 0), cents: Number(row?.cents ?? 0) };
}

/** The same sales per UTC day (of payment) over the last 30 days, oldest first, days without sales included. */
export async function salesByDay(
  db: Queryable,
  sellerId: string | undefined,
  now = new Date(),
): Promise<{ date: string; units: number; cents: number }[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: 30 }, (_, index) =>
    new Date(today - (29 - index) * 86_400_000).toISOString().slice(0, 10),
  );
  const rows = await db
    .select({
      day: soldDay,
      units: sql<number>`sum(${orderLines.quantity})::int`,
      cents: sql<number>`sum(${orderLines.quantity} * ${orderLines.unitPriceCents})::bigint`,
    })
    .from(orderLines)
    .innerJoin(orderParts, eq(orderParts.id, orderLines.partId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        PAID,
        sellerId ? eq(orderParts.sellerId, sellerId) : undefined,
        sql`coalesce(${orders.paidAt}, ${orders.createdAt}) >= ${new Date(today - 29 * 86_400_000).toISOString()}::timestamptz`,
      ),
    )
    .groupBy(soldDay);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((date) => ({
    date,
    units: Number(byDay.get(date)?.units ?? 0),
    cents: Number(byDay.get(date)?.cents ?? 0),
  }));
}
