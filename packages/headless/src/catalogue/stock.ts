import type { ProductLike } from '../shared/product.js';
import { availabilityFromInventory, isPurchasable } from './availability.js';

/** Product page: in stock when inventory is missing, untracked, above 0, or backorder is allowed (the one rule). */
export function isProductInStock(product: Pick<ProductLike, 'inventory'>): boolean {
  return isPurchasable(availabilityFromInventory(product.inventory));
}
