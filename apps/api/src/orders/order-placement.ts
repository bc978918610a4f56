import { createHash } from 'node:crypto';
import { formatMoney } from '@teranga/headless';
import { orderMessages } from '@teranga/messages';
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import {
  type Address,
  orderEvents,
  orderLines,
  orderParts,
  orders,
  type PaymentMethod,
  payments,
} from '../db/schema.js';
import { payableXof } from '../delivery/delivery.rules.js';
import { type DeliveryChoice, priceDelivery } from '../delivery/delivery-choice.js';
import { HttpError } from '../http/errors.js';
import { newId } from '../lib/ids.js';
import { type StockRequest, type TakenLine, takeStock } from '../stock/stock.js';
import { newOrderNumber } from './order-number.js';
import type { OrderRecord } from './order-records.js';

export type OrderLineRequest = StockRequest;

export interface PlaceOrderInput {
  customer: { id: string; email: string; firstName: string; lastName: string };
  lines: OrderLineRequest[];
  paymentMethod: PaymentMethod;
  payerPhone: string;
  shippingAddress: Address | undefined;
  /** The delivery chosen (option, pickup point, address): priced here, in the order's transaction. */
  delivery: DeliveryChoice;
  provider: string;
  /** When an unanswered payment expires; null for cash on delivery (nothing is awaited before delivery). */
  expiresAt: Date | null;
  idempotencyKey: string | undefined;
  /** Cash on delivery: the most the order may total, in whole francs CFA (COD_MAX_XOF). */
  cashOnDeliveryMaxXof?: number | undefined;
  /** requestHashOf(input), when the caller already has it. */
  requestHash?: string | undefined;
}

const isCashOnDelivery = (method: PaymentMethod): boolean => method === 'cash-on-delivery';

/** What a retried request must match to be "the same order": lines, payment, phone, address and delivery. */
export function requestHashOf(
  input: Omit<PlaceOrderInput, 'customer' | 'provider' | 'expiresAt' | 'idempotencyKey' | 'delivery'> & {
    delivery?: { optionId?: string | undefined; pickupPointId?: string | undefined };
  },
): string {
  const { optionId, pickupPointId } = input.delivery ?? {};
  const canonical = JSON.stringify({
    lines: input.lines.map((line) => [line.productId, line.quantity, line.size ?? null, line.color ?? null]),
    method: input.paymentMethod,
    phone: input.payerPhone,
    address: input.shippingAddress ?? null,
    // Only when chosen: a retry of an order placed before delivery options keeps its hash.
    ...(optionId || pickupPointId ? { delivery: [optionId ?? null, pickupPointId ?? null] } : {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The basket's lines grouped by seller, sellers in the order they first appear (the shop's own products: null). */
function bySeller(lines: TakenLine[]): Map<string | null, TakenLine[]> {
  const groups = new Map<string | null, TakenLine[]>();
  for (const line of lines) groups.set(line.sellerId, [...(groups.get(line.sellerId) ?? []), line]);
  return groups;
}

/** The values of the statement below, in the order of its `$n`. */
const WRITTEN = [
  'id',
  'number',
  'customerId',
  'customerEmail',
  'customerFirstName',
  'customerLastName',
  'status',
  'paymentMethod',
  'payerPhone',
  'shippingAddress',
  'delivery',
  'subtotalCents',
  'shippingCents',
  'totalCents',
  'idempotencyKey',
  'requestHash',
  'paymentExpiresAt',
  'parts',
  'lines',
  'eventId',
  'paymentId',
  'provider',
] as const;

/**
 * The order, its parts, lines, first event and pending payment written by one statement (the parts and lines as JSON
 * arrays), which answers every row written as JSON: one round trip instead of five (issue 30). Foreign keys are
 * checked at the end of the statement, once every row is in. Columns left out take their defaults, as before.
 */
const ORDER_WRITE = `with o as (
  insert into orders (id, number, customer_id, customer_email, customer_first_name, customer_last_name, status,
    payment_method, payer_phone, shipping_address, delivery, subtotal_cents, shipping_cents, total_cents,
    idempotency_key, request_hash, payment_expires_at)
  values ($1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::jsonb,
    $11::jsonb, $12::integer, $13::integer, $14::integer, $15::text, $16::text, $17::timestamptz)
  returning *
), p as (
  insert into order_parts (id, order_id, seller_id, status, subtotal_cents, position)
  select x.id, o.id, x.seller_id, x.status, x.subtotal_cents, x.position
  from o, jsonb_to_recordset($18::jsonb) as x(id text, seller_id text, status text, subtotal_cents integer,
    position integer)
  returning *
), l as (
  insert into order_lines (id, order_id, part_id, product_id, seller_id, name, sku, image, size, color, variant_id,
    unit_price_cents, quantity, reserved_quantity, position)
  select x.id, o.id, x.part_id, x.product_id, x.seller_id, x.name, x.sku, x.image, x.size, x.color, x.variant_id,
    x.unit_price_cents, x.quantity, x.reserved_quantity, x.position
  from o, jsonb_to_recordset($19::jsonb) as x(id text, part_id text, product_id text, seller_id text, name text,
    sku text, image text, size text, color text, variant_id text, unit_price_cents integer, quantity integer,
    reserved_quantity integer, position integer)
  returning *
), e as (
  insert into order_events (id, order_id, type) select $20::text, o.id, 'placed' from o returning *
), pay as (
  insert into payments (id, order_id, provider, amount_cents)
  select $21::text, o.id, $22::text, o.total_cents from o
  returning *
)
select row_to_json(o) as "order",
  (select json_agg(p order by p.position) from p) as parts,
  (select json_agg(l order by l.position) from l) as lines,
  (select json_agg(e) from e) as events,
  (select row_to_json(pay) from pay) as payment
from o`;

type Written = Record<(typeof WRITTEN)[number], unknown>;
interface WrittenRows {
  order: Record<string, unknown>;
  parts: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  events: Record<string, unknown>[];
  payment: Record<string, unknown>;
}

/** Prepared once per database (db/prepared.ts), run on the order's transaction; answers the rows as JSON objects. */
const orderWrite = preparedOnce('place_order', (db, name) =>
  db._.session.prepareQuery<{ execute: { rows: WrittenRows[] }; all: unknown; values: unknown }>(
    { sql: ORDER_WRITE, params: WRITTEN.map((value) => sql.placeholder(value)) },
    undefined,
    name,
    false,
  ),
);

/** A row the statement answered as JSON (column names as keys), as Drizzle maps the table's rows. */
function rowOf<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * Makes the order in one transaction: every line priced from the database, stock reserved (stock.ts), the lines
 * split into one part per seller, the delivery priced (delivery/delivery-choice.ts), the pending payment recorded. Paid on delivery, the order
 * is confirmed at once (every part to prepare, unpaid, no expiry), and refused above its cap (a French 400, nothing
 * reserved).
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<OrderRecord> {
  const requestHash = input.requestHash ?? requestHashOf(input);

  return db.transaction(async (tx) => {
    const taken = await takeStock(tx, input.lines);
    const subtotalCents = taken.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const delivery = await priceDelivery(tx, input.delivery, subtotalCents);
    const shippingCents = delivery.shippingCents;
    const cash = isCashOnDelivery(input.paymentMethod);
    const cap = input.cashOnDeliveryMaxXof;
    const totalCents = subtotalCents + shippingCents;
    if (
      cash &&
      cap !== undefined &&
      payableXof({ subtotalCents, totalCents, delivery: delivery.snapshot }) > cap
    ) {
      throw new HttpError(400, orderMessages.cashOnDeliveryOverCap(formatMoney(cap, 'XOF')));
    }
    const groups = [...bySeller(taken)];
    const partIds = groups.map(() => newId());
    const partOf = new Map(groups.map(([sellerId], index) => [sellerId, partIds[index] as string]));
    const expiresAt = cash ? null : input.expiresAt;
    const values: Written = {
      id: newId(),
      number: newOrderNumber(),
      customerId: input.customer.id,
      customerEmail: input.customer.email,
      customerFirstName: input.customer.firstName,
      customerLastName: input.customer.lastName,
      // Cash on delivery: confirmed at once; otherwise the column's default (awaiting payment).
      status: cash ? 'processing' : orders.status.default,
      paymentMethod: input.paymentMethod,
      payerPhone: input.payerPhone,
      shippingAddress: input.shippingAddress === undefined ? null : JSON.stringify(input.shippingAddress),
      delivery: JSON.stringify(delivery.snapshot),
      subtotalCents,
      shippingCents,
      totalCents,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash,
      paymentExpiresAt: expiresAt ? expiresAt.toISOString() : null,
      parts: JSON.stringify(
        groups.map(([sellerId, lines], position) => ({
          id: partIds[position],
          seller_id: sellerId,
          // Cash on delivery: to prepare at once, paid when its seller records the cash.
          status: cash ? 'processing' : orderParts.status.default,
          subtotal_cents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
          position,
        })),
      ),
      lines: JSON.stringify(
        taken.map((line, position) => ({
          id: newId(),
          part_id: partOf.get(line.sellerId),
          product_id: line.productId,
          seller_id: line.sellerId,
          name: line.name,
          sku: line.sku,
          image: line.image,
          size: line.size,
          color: line.color,
          variant_id: line.variantId,
          unit_price_cents: line.priceCents,
          quantity: line.quantity,
          reserved_quantity: line.reservedQuantity,
          position,
        })),
      ),
      eventId: newId(),
      paymentId: newId(),
      provider: input.provider,
    };
    const { rows } = await orderWrite(tx).execute(values);
    const written = rows[0] as WrittenRows;
    // The answer is built from what was written: no second read of the order.
    return {
      order: rowOf(orders, written.order),
      parts: written.parts.map((part) => ({
        ...rowOf(orderParts, part),
        sellerName: null,
        sellerHidden: false,
      })),
      lines: written.lines.map((line) => rowOf(orderLines, line)),
      events: written.events.map((event) => rowOf(orderEvents, event)),
      payment: rowOf(payments, written.payment),
      refunds: [],
    };
  });
}
