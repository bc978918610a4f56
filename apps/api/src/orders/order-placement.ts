import { createHash } from 'node:crypto';
import { SHIPPING_FLAT_EUR } from '@teranga/headless';
import { orderMessages } from '@teranga/messages';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  type Address,
  orderEvents,
  orderLines,
  orders,
  type PaymentMethod,
  type ProductImage,
  payments,
  products,
} from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { newId } from '../lib/ids.js';
import { newOrderNumber } from './order-number.js';
import type { OrderRecord } from './order-records.js';

export const SHIPPING_CENTS = SHIPPING_FLAT_EUR * 100;

export interface OrderLineRequest {
  productId: string;
  quantity: number;
  size?: string | null | undefined;
  color?: string | null | undefined;
}

export interface PlaceOrderInput {
  customer: { id: string; email: string; firstName: string; lastName: string };
  lines: OrderLineRequest[];
  paymentMethod: PaymentMethod;
  payerPhone: string;
  shippingAddress: Address | undefined;
  provider: string;
  expiresAt: Date;
  idempotencyKey: string | undefined;
}

/** What a retried request must match to be "the same order": lines, payment, phone and address. */
export function requestHashOf(
  input: Omit<PlaceOrderInput, 'customer' | 'provider' | 'expiresAt' | 'idempotencyKey'>,
): string {
  const canonical = JSON.stringify({
    lines: input.lines.map((line) => [line.productId, line.quantity, line.size ?? null, line.color ?? null]),
    method: input.paymentMethod,
    phone: input.payerPhone,
    address: input.shippingAddress ?? null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

interface ReservedProduct {
  id: string;
  name: string;
  sku: string | null;
  sellerId: string | null;
  priceCents: number;
  mainImage: string | null;
  images: ProductImage[];
  trackQuantity: boolean;
}

/**
 * Takes `quantity` units of a product in one conditional UPDATE: PostgreSQL locks the row and re-checks the condition
 * after any concurrent buyer's update, so two orders can never both take the last unit. A product that does not
 * count its stock (or takes backorders) always passes. Refusals: 404 when the product is not for sale, 409 when short.
 */
async function reserve(tx: Transaction, productId: string, quantity: number): Promise<ReservedProduct> {
  const reserved = await tx
    .update(products)
    .set({
      quantity: sql`case when ${products.trackQuantity} then ${products.quantity} - ${quantity} else ${products.quantity} end`,
    })
    .where(
      sql`${products.id} = ${productId} and ${products.status} = 'active'
        and (not ${products.trackQuantity} or ${products.allowBackorder} or ${products.quantity} >= ${quantity})`,
    )
    .returning({
      id: products.id,
      name: products.name,
      sku: products.sku,
      sellerId: products.sellerId,
      priceCents: products.priceCents,
      mainImage: products.mainImage,
      images: products.images,
      trackQuantity: products.trackQuantity,
    });
  if (reserved[0]) return reserved[0];
  const [product] = await tx
    .select({ name: products.name, status: products.status, quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'active') {
    throw new HttpError(
      404,
      product ? orderMessages.productUnavailable(product.name) : orderMessages.unknownProductUnavailable,
    );
  }
  throw new HttpError(409, orderMessages.outOfStock(product.name, Math.max(product.quantity, 0)));
}

/**
 * Makes the order in one transaction: every line priced from the database, stock reserved (products locked in id
 * order, so two baskets sharing products cannot deadlock), the flat shipping added, the pending payment recorded.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<OrderRecord> {
  const wanted = new Map<string, number>();
  for (const line of input.lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const requestHash = requestHashOf(input);

  return db.transaction(async (tx) => {
    const reserved = new Map<string, ReservedProduct>();
    for (const productId of [...wanted.keys()].sort()) {
      reserved.set(productId, await reserve(tx, productId, wanted.get(productId) ?? 0));
    }
    const subtotalCents = input.lines.reduce(
      (sum, line) => sum + (reserved.get(line.productId)?.priceCents ?? 0) * line.quantity,
      0,
    );
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
        subtotalCents,
        shippingCents: SHIPPING_CENTS,
        totalCents: subtotalCents + SHIPPING_CENTS,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        paymentExpiresAt: input.expiresAt,
      })
      .returning();
    // A product on several lines (two sizes) gave its units once: each line keeps the units it took, for a refund.
    const takenFrom = new Set<string>();
    const lines = await tx
      .insert(orderLines)
      .values(
        input.lines.map((line, position) => {
          const product = reserved.get(line.productId) as ReservedProduct;
          const first = !takenFrom.has(product.id);
          takenFrom.add(product.id);
          return {
            orderId,
            productId: product.id,
            sellerId: product.sellerId,
            name: product.name,
            sku: product.sku,
            image: product.mainImage ?? product.images[0]?.url ?? null,
            size: line.size?.trim() || null,
            color: line.color?.trim() || null,
            unitPriceCents: product.priceCents,
            quantity: line.quantity,
            reservedQuantity: product.trackQuantity && first ? (wanted.get(product.id) ?? 0) : 0,
            position,
          };
        }),
      )
      .returning();
    const events = await tx.insert(orderEvents).values({ orderId, type: 'placed' }).returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        provider: input.provider,
        amountCents: subtotalCents + SHIPPING_CENTS,
        currency: 'EUR',
      })
      .returning();
    // The answer is built from what was written: no second read of the order.
    return { order: order as OrderRecord['order'], lines, events, payment };
  });
}
