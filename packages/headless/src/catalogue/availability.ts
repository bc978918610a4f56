import { cartMessages } from '@teranga/messages/cart';
import type { ProductInventoryLike } from '../shared/product.js';

export type Availability = 'in_stock' | 'low_stock' | 'out_of_stock';

export const IN_STOCK_ABOVE = 10;

/** Whether the shop counts units at all: no inventory, or tracking off, means it never runs out. */
const counted = (inventory: ProductInventoryLike | null | undefined): inventory is ProductInventoryLike =>
  inventory != null && inventory.trackQuantity !== false;

/**
 * The one stock verdict, read by the product page, the cards and the cart: untracked stock (or no inventory) and
 * allowed backorders are always buyable ('in_stock' at 0 units); otherwise above 10 in stock, above 0 low stock,
 * else out of stock.
 * @example availabilityFromInventory({ quantity: 3, trackQuantity: true, allowBackorder: false }); // 'low_stock'
 */
export function availabilityFromInventory(inventory: ProductInventoryLike | null | undefined): Availability {
  if (!counted(inventory)) return 'in_stock';
  const quantity = inventory.quantity ?? 0;
  if (quantity > IN_STOCK_ABOVE) return 'in_stock';
  if (quantity > 0) return 'low_stock';
  return inventory.allowBackorder === true ? 'in_stock' : 'out_of_stock';
}

/**
 * Anything but out of stock can be bought.
 * @example isPurchasable('low_stock'); // true
 */
export const isPurchasable = (availability: Availability): boolean => availability !== 'out_of_stock';

/**
 * How many units one cart line may hold: the counted stock, unless backorders are allowed or stock is not counted
 * (then the cart's default cap).
 * @example const max = maxQuantityFromInventory(product.inventory, DEFAULT_MAX_QUANTITY);
 */
export function maxQuantityFromInventory(
  inventory: ProductInventoryLike | null | undefined,
  defaultMax: number,
): number {
  if (!counted(inventory) || inventory.allowBackorder === true) return defaultMax;
  const quantity = inventory.quantity ?? 0;
  return quantity > 0 ? quantity : defaultMax;
}

/**
 * In stock, low stock, and out of stock (short or long form): the `cartMessages` labels.
 * @example const label = availabilityLabel(availabilityFromInventory(product.inventory), 'long');
 */
export function availabilityLabel(availability: Availability, form: 'short' | 'long' = 'short'): string {
  switch (availability) {
    case 'in_stock':
      return cartMessages.inStock;
    case 'low_stock':
      return cartMessages.lowStock;
    case 'out_of_stock':
      return form === 'long' ? cartMessages.outOfStockLong : cartMessages.outOfStock;
    default:
      return availability satisfies never;
  }
}
