import type { ProductLike } from '../shared/product.js';

/** Product page: in stock when inventory is missing, untracked, above 0, or backorder is allowed. */
export function isProductInStock(product: Pick<ProductLike, 'inventory'>): boolean {
  const inventory = product.inventory;
  if (!inventory) return true;
  if (inventory.trackQuantity === false) return true;
  if ((inventory.quantity ?? 0) > 0) return true;
  return inventory.allowBackorder === true;
}
