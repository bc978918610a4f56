import { orderMessages } from '@teranga/messages';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { products } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** One line of a basket as the checkout asks for it. */
export interface StockRequest {
  productId: string;
  quantity: number;
  size?: string | null | undefined;
  color?: string | null | undefined;
}

/** A line once its stock is taken: the product as sold, and what to give back if the line is cancelled. */
export interface TakenLine {
  productId: string;
  /** The variant whose stock the line took; null when the product keeps one stock. */
  variantId: string | null;
  name: string;
  sku: string | null;
  sellerId: string | null;
  priceCents: number;
  image: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  /** Units taken from stock (0 when the product does not count its stock), which a cancellation gives back. */
  reservedQuantity: number;
}

/** What a cancelled line gives back. */
export interface LineStock {
  productId: string;
  variantId: string | null;
  reservedQuantity: number;
}

interface ReservedProduct {
  id: string;
  name: string;
  sku: string | null;
  sellerId: string | null;
  priceCents: number;
  mainImage: string | null;
  images: { url: string }[];
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
      sql`${products.id} = ${productId} and ${products.status} = 'active' and not ${products.sellerHidden}
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
    .select({
      name: products.name,
      status: products.status,
      hidden: products.sellerHidden,
      quantity: products.quantity,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'active' || product.hidden) {
    throw new HttpError(
      404,
      product && !product.hidden
        ? orderMessages.productUnavailable(product.name)
        : orderMessages.unknownProductUnavailable,
    );
  }
  throw new HttpError(409, orderMessages.outOfStock(product.name, Math.max(product.quantity, 0)));
}

/**
 * Takes the stock of a basket inside the checkout's transaction: products locked in id order (two baskets sharing
 * products cannot deadlock). Answers one taken line per requested line, in the basket's order.
 */
export async function takeStock(tx: Transaction, lines: readonly StockRequest[]): Promise<TakenLine[]> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const reserved = new Map<string, ReservedProduct>();
  for (const productId of [...wanted.keys()].sort()) {
    reserved.set(productId, await reserve(tx, productId, wanted.get(productId) ?? 0));
  }
  // A product on several lines (two sizes) gave its units once: each line keeps the units it took, for a refund.
  const takenFrom = new Set<string>();
  return lines.map((line) => {
    const product = reserved.get(line.productId) as ReservedProduct;
    const first = !takenFrom.has(product.id);
    takenFrom.add(product.id);
    return {
      productId: product.id,
      variantId: null,
      name: product.name,
      sku: product.sku,
      sellerId: product.sellerId,
      priceCents: product.priceCents,
      image: product.mainImage ?? product.images[0]?.url ?? null,
      size: line.size?.trim() || null,
      color: line.color?.trim() || null,
      quantity: line.quantity,
      reservedQuantity: product.trackQuantity && first ? (wanted.get(product.id) ?? 0) : 0,
    };
  });
}

/** Gives back the units cancelled lines took, product by product in id order (the order reservations lock them in). */
export async function giveBackStock(tx: Transaction, lines: readonly LineStock[]): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.reservedQuantity);
  for (const productId of [...units.keys()].sort()) {
    const count = units.get(productId) ?? 0;
    if (count > 0) {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${count}` })
        .where(eq(products.id, productId));
    }
  }
}

/** Counts paid units as sold (the storefront's popularity sort), product by product in id order. */
export async function countSold(
  tx: Transaction,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const productId of [...units.keys()].sort()) {
    await tx
      .update(products)
      .set({ sold: sql`${products.sold} + ${units.get(productId) ?? 0}` })
      .where(eq(products.id, productId));
  }
}
