import {
  type Availability,
  availabilityFromInventory,
  maxQuantityFromInventory,
} from '../catalogue/availability.js';
import { inventoryFor, variantFor } from '../catalogue/stock.js';
import { type ProductLike, productId } from '../shared/product.js';

export const DEFAULT_MAX_QUANTITY = 999;

export interface CartItem {
  id: string;
  productId: string;
  name: string;
  price: number;
  comparePrice?: number | undefined;
  image: string;
  size?: string | undefined;
  color?: string | undefined;
  quantity: number;
  category?: string | undefined;
  brand?: string | undefined;
  sku?: string | undefined;
  maxQuantity: number;
  weight?: number | undefined;
  availability: Availability;
  /**
   * The stock the line draws on when its size keeps its own (`productId:variantId`), shared by the lines of that
   * variant; without it, the product's one stock: `maxQuantity` caps the lines drawing on one stock together.
   */
  stockKey?: string | undefined;
}

export interface CartItemOptions {
  size?: string | undefined;
  color?: string | undefined;
  quantity?: number | undefined;
}

/**
 * '12 500 CFA' or '45,90 €' become numbers; a number stays as it is.
 * @example parsePrice('45,90 €'); // 45.9
 */
export function parsePrice(price: number | string | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (!price) return 0;
  const cleaned = price.replace(/[^\d,.-]/g, '').replace(',', '.');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/**
 * mainImage, else the first image url, else image.
 * @example <img src={productImage(product)} srcSet={productImageSrcSet(product)} alt={product.name} />
 */
export function productImage(product: Pick<ProductLike, 'mainImage' | 'images' | 'image'>): string {
  if (product.mainImage) return product.mainImage;
  const first = product.images?.[0];
  const firstUrl = typeof first === 'string' ? first : first?.url;
  if (firstUrl) return firstUrl;
  return product.image ?? '';
}

/**
 * The `srcset` of the image productImage() shows, when that image was stored at several widths.
 * @example <img src={productImage(product)} srcSet={productImageSrcSet(product)} sizes="(max-width: 600px) 50vw, 300px" alt="" />
 */
export function productImageSrcSet(
  product: Pick<ProductLike, 'mainImage' | 'images' | 'image'>,
): string | undefined {
  const shown = productImage(product);
  if (!shown) return undefined;
  for (const image of product.images ?? []) {
    if (typeof image !== 'string' && image.srcset && image.url === shown) return image.srcset;
  }
  return undefined;
}

const categoryLabel = (category: ProductLike['category']): string | undefined =>
  typeof category === 'string' ? category : (category?.name ?? undefined);

/**
 * A cart line from a product; `now` makes the id unique (product id, size, colour, timestamp).
 * @example shop.cart.send({ type: 'ADD', item: buildCartItem(product, { size: 'M' }) });
 */
export function buildCartItem(
  product: ProductLike,
  options: CartItemOptions = {},
  now: number = Date.now(),
): CartItem {
  const id = productId(product);
  const price = parsePrice(product.price);
  // A product whose sizes keep its stock: the line holds at most the units of its size (and colour), and a sold-out
  // size reads out of stock; otherwise its availability is the product's (the document's rule).
  const inventory = inventoryFor(product, options.size, options.color);
  const variant = variantFor(product, options.size, options.color);
  const availability = availabilityFromInventory(inventory);
  const comparePrice = product.comparePrice == null ? undefined : parsePrice(product.comparePrice);
  return {
    id: [id, options.size ?? '', options.color ?? '', now].join('-'),
    productId: id,
    name: product.name,
    price,
    comparePrice,
    image: productImage(product),
    size: options.size,
    color: options.color,
    quantity: Math.max(1, Math.trunc(options.quantity ?? 1)),
    category: categoryLabel(product.category),
    brand: product.brand ?? undefined,
    sku: product.sku ?? undefined,
    // A stock of 0 falls back to 999 too (the line is then marked out of stock and cannot grow).
    maxQuantity: maxQuantityFromInventory(inventory, DEFAULT_MAX_QUANTITY),
    weight: product.weight ?? product.shipping?.weight ?? undefined,
    availability:
      availability === 'out_of_stock' ? availability : availabilityFromInventory(product.inventory),
    ...(variant?._id ? { stockKey: `${id}:${variant._id}` } : {}),
  };
}
