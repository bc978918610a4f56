import { createHash } from 'node:crypto';
import { formatMoney } from '@teranga/headless';
import { orderMessages } from '@teranga/messages';
import type { Database } from '../db/client.js';
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

/**
 * Makes the order in one transaction: every line priced from the database, stock reserved (stock.ts), the lines
 * split into one part per seller, the delivery priced (delivery/delivery-choice.ts), the pending payment recorded. Paid on delivery, the order
 * is confirmed at once (every part to prepare, unpaid, no expiry), and refused above its cap (a French 400, nothing
 * reserved).
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<OrderRecord> {
  const requestHash = requestHashOf(input);

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
    const orderId = newId();
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        number: newOrderNumber(),
        customerId: input.customer.id,
        customerEmail: input.customer.email,
        customerFirstName: input.customer.firstName,
        customerLastName: input.customer.lastName,
        paymentMethod: input.paymentMethod,
        payerPhone: input.payerPhone,
        shippingAddress: input.shippingAddress,
        delivery: delivery.snapshot,
        subtotalCents,
        shippingCents,
        totalCents,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        paymentExpiresAt: cash ? null : input.expiresAt,
        ...(cash ? { status: 'processing' as const } : {}),
      })
      .returning();
    const groups = [...bySeller(taken)];
    const partIds = groups.map(() => newId());
    const parts = await tx
      .insert(orderParts)
      .values(
        groups.map(([sellerId, lines], position) => ({
          id: partIds[position],
          orderId,
          sellerId,
          subtotalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
          position,
          // Cash on delivery: to prepare at once, paid when its seller records the cash.
          ...(cash ? { status: 'processing' as const } : {}),
        })),
      )
      .returning();
    const partOf = new Map(groups.map(([sellerId], index) => [sellerId, partIds[index] as string]));
    const lines = await tx
      .insert(orderLines)
      .values(
        taken.map((line, position) => ({
          orderId,
          partId: partOf.get(line.sellerId) as string,
          productId: line.productId,
          variantId: line.variantId,
          sellerId: line.sellerId,
          name: line.name,
          sku: line.sku,
          image: line.image,
          size: line.size,
          color: line.color,
          unitPriceCents: line.priceCents,
          quantity: line.quantity,
          reservedQuantity: line.reservedQuantity,
          position,
        })),
      )
      .returning();
    const events = await tx.insert(orderEvents).values({ orderId, type: 'placed' }).returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        provider: input.provider,
        amountCents: totalCents,
        currency: 'EUR',
      })
      .returning();
    // The answer is built from what was written: no second read of the order.
    return {
      order: order as OrderRecord['order'],
      parts: parts.map((part) => ({ ...part, sellerName: null, sellerHidden: false })),
      lines,
      events,
      payment,
      refunds: [],
    };
  });
}
