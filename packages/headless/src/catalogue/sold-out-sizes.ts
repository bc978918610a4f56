import type { ProductLike } from '../shared/product.js';
import { availabilityFromInventory, isPurchasable } from './availability.js';
import { inventoryFor, sizeOf, sizeVariants } from './stock.js';

// The product page's rule, in a module of its own: the cart's first load (which needs stock.ts) does not carry it.

/**
 * The sizes of a product that cannot be bought (in the chosen colour, when given): counted, no backorder, and no unit
 * left in the row that would sell them. Empty for a product that keeps one stock.
 * @example const disabledSizes = soldOutSizes(product, chosen.color);
 */
export function soldOutSizes(
  product: Pick<ProductLike, 'variants' | 'inventory' | 'sizes'>,
  color?: string | undefined,
): string[] {
  if (sizeVariants(product).length === 0) return [];
  const sizes = [...(product.sizes ?? []), ...sizeVariants(product).map(sizeOf)];
  const seen = new Set<string>();
  return sizes.filter((size) => {
    const key = size.trim().toLocaleLowerCase('fr');
    if (seen.has(key)) return false;
    seen.add(key);
    return !isPurchasable(availabilityFromInventory(inventoryFor(product, size, color)));
  });
}

/**
 * The colours of a product that cannot be bought: every size is sold out in that colour (its own size × colour rows,
 * else the sizes kept for every colour). Empty for a product that keeps one stock.
 * @example const disabledColors = soldOutColors(product, ['Bleu', 'Rouge']);
 */
export function soldOutColors(
  product: Pick<ProductLike, 'variants' | 'inventory' | 'sizes'>,
  colors: readonly string[],
): string[] {
  if (sizeVariants(product).length === 0) return [];
  const sizeCount = new Set(
    [...(product.sizes ?? []), ...sizeVariants(product).map(sizeOf)].map((size) =>
      size.trim().toLocaleLowerCase('fr'),
    ),
  ).size;
  return colors.filter((color) => soldOutSizes(product, color).length === sizeCount);
}
