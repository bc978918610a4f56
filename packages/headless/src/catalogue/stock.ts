import type { ProductInventoryLike, ProductLike, VariantLike } from '../shared/product.js';
import { availabilityFromInventory, isPurchasable } from './availability.js';

/**
 * Product page: in stock when inventory is missing, untracked, above 0, or backorder is allowed (the one rule).
 * @example const canBuy = isProductInStock(product);
 */
export function isProductInStock(product: Pick<ProductLike, 'inventory'>): boolean {
  return isPurchasable(availabilityFromInventory(product.inventory));
}

const sameText = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

/** The size a variant keeps the stock of. */
export const sizeOf = (variant: VariantLike): string => variant.size ?? variant.value ?? '';

/**
 * The units a variant has on hand (never below 0).
 * @example const left = variantUnits(variant); // never negative
 */
export const variantUnits = (variant: VariantLike): number =>
  Math.max(0, variant.inventory?.quantity ?? variant.stock ?? 0);

/**
 * The rows that keep a product's stock by size (none: the product keeps one stock).
 * @example const keepsStockBySize = sizeVariants(product).length > 0;
 */
export const sizeVariants = (product: Pick<ProductLike, 'variants'>): VariantLike[] =>
  (product.variants ?? []).filter((variant) => variant.type === 'size');

/**
 * The row a size (and colour) takes its units from, as the server's checkout picks it: the size in that colour, else
 * the size for every colour; without a colour, the size for every colour, else that size's colour with the most units.
 * Undefined when the product keeps one stock, or keeps none for that size.
 * @example const variant = variantFor(product, 'M', 'Bleu'); const left = variant ? variantUnits(variant) : 0;
 */
export function variantFor(
  product: Pick<ProductLike, 'variants'>,
  size: string | undefined,
  color?: string | undefined,
): VariantLike | undefined {
  if (!size) return undefined;
  const ofSize = sizeVariants(product).filter((variant) => sameText(sizeOf(variant), size));
  const everyColour = ofSize.find((variant) => !variant.color);
  if (color) return ofSize.find((variant) => variant.color && sameText(variant.color, color)) ?? everyColour;
  return everyColour ?? [...ofSize].sort((a, b) => variantUnits(b) - variantUnits(a))[0];
}

/**
 * The inventory a cart line draws on: its size row's units when the product keeps its stock by size, else the
 * product's own (tracking and backorders are the product's either way). A size the product keeps no row for has 0.
 * @example const inventory = inventoryFor(product, 'M', 'Bleu');
 */
export function inventoryFor(
  product: Pick<ProductLike, 'variants' | 'inventory'>,
  size: string | undefined,
  color?: string | undefined,
): ProductInventoryLike | null | undefined {
  if (!size || sizeVariants(product).length === 0) return product.inventory;
  const variant = variantFor(product, size, color);
  return { ...product.inventory, quantity: variant ? variantUnits(variant) : 0 };
}
