import { messages } from '@teranga/messages';
import type { ProductInventoryLike } from '../shared/product.js';

export type Availability = 'in_stock' | 'low_stock' | 'out_of_stock';

export const IN_STOCK_ABOVE = 10;

/** Cart availability from inventory: above 10 in stock, above 0 low stock, else out of stock. */
export function availabilityFromInventory(inventory: ProductInventoryLike | null | undefined): Availability {
  const quantity = inventory?.quantity ?? 0;
  if (quantity > IN_STOCK_ABOVE) return 'in_stock';
  if (quantity > 0) return 'low_stock';
  return 'out_of_stock';
}

/** In stock, low stock, and out of stock (short or long form): the `messages.cart` labels. */
export function availabilityLabel(availability: Availability, form: 'short' | 'long' = 'short'): string {
  switch (availability) {
    case 'in_stock':
      return messages.cart.inStock;
    case 'low_stock':
      return messages.cart.lowStock;
    case 'out_of_stock':
      return form === 'long' ? messages.cart.outOfStockLong : messages.cart.outOfStock;
    default:
      return availability satisfies never;
  }
}
