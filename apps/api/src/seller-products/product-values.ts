import { normalizeTags } from '@teranga/headless';
import type { components } from '@teranga/sdk';
import { backorderedUnits, type ProductRow } from '../catalogue/product.mapper.js';
import type { ProductColor, ProductImage, ProductShipping } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { slugify } from '../lib/slugify.js';
import type { ProductValues, VariantValues } from './seller-product.queries.js';

/**
 * A product body as the contract describes it (ProductInput for a create, ProductPatch for an edit: the same fields,
 * all optional in the patch), after the schema's validation.
 */
export type ProductBody = components['schemas']['ProductPatch'];
type VariantBody = NonNullable<ProductBody['variants']>[number];

/** The document's defaults (section 9). */
export const PRODUCT_DEFAULTS = {
  status: 'draft',
  quantity: 0,
  lowStockThreshold: 10,
  trackQuantity: true,
  allowBackorder: false,
  estimatedDays: { min: 1, max: 7 },
  variantName: 'Taille',
  variantLowStockThreshold: 2,
} as const;

const cents = (euros: number): number => Math.round(euros * 100);
const centsOrNull = (euros: number | null | undefined): number | null =>
  euros === null || euros === undefined || euros === 0 ? null : cents(euros);
const trimmedOrNull = (text: string | undefined): string | null => text?.trim() || null;

const toImages = (images: (string | ProductImage)[]): ProductImage[] =>
  images.map((image) =>
    typeof image === 'string'
      ? { url: image }
      : {
          url: image.url,
          ...(image.alt ? { alt: image.alt } : {}),
          ...(image.srcset ? { srcset: image.srcset, width: image.width, height: image.height } : {}),
        },
  );

/**
 * Size rows keep the stock: per size, or per size × colour when `color` names one colour of that size (null: every
 * colour). Colour rows are swatches; their colour is their value.
 */
function toVariants(variants: VariantBody[]): VariantValues[] {
  return variants.map((variant) => ({
    type: variant.type,
    name: variant.name?.trim() || PRODUCT_DEFAULTS.variantName,
    value: variant.value,
    color: variant.type === 'size' ? variant.color?.trim() || null : null,
    colorHex: variant.colorHex ?? null,
    quantity: variant.inventory?.quantity ?? variant.stock ?? 0,
    reserved: variant.inventory?.reserved ?? 0,
    lowStockThreshold: variant.inventory?.lowStockThreshold ?? PRODUCT_DEFAULTS.variantLowStockThreshold,
  }));
}

/**
 * Moves `delta` units over size rows: a gain spread evenly (the first rows take the remainder), a loss taken from the
 * rows with the most units first, never below 0. The seller's form knows one total; its sizes share it.
 */
export function spreadUnits(quantities: readonly number[], delta: number): number[] {
  const next = [...quantities];
  if (next.length === 0 || delta === 0) return next;
  if (delta > 0) {
    const each = Math.floor(delta / next.length);
    const rest = delta - each * next.length;
    return next.map((quantity, i) => quantity + each + (i < rest ? 1 : 0));
  }
  let loss = -delta;
  while (loss > 0) {
    const most = next.reduce((best, quantity, i) => (quantity > (next[best] ?? 0) ? i : best), 0);
    if ((next[most] ?? 0) <= 0) break;
    next[most] = (next[most] ?? 0) - 1;
    loss -= 1;
  }
  return next;
}

/**
 * Size rows sent without any stock figure (the seller's form has none) share the product's quantity (`total`);
 * rows that carry their own keep it.
 */
function withSizeStock(body: ProductBody, variants: VariantValues[], total: number): VariantValues[] {
  const sent = body.variants ?? [];
  const sizes = sent.filter((variant) => variant.type === 'size');
  if (sizes.length === 0 || sizes.some((v) => v.stock !== undefined || v.inventory?.quantity !== undefined)) {
    return variants;
  }
  const shares = spreadUnits(
    sizes.map(() => 0),
    Math.max(0, total),
  );
  let next = 0;
  return variants.map((variant) =>
    variant.type === 'size' ? { ...variant, quantity: shares[next++] ?? 0 } : variant,
  );
}

/** The storefront's size filter reads `sizes`: without a list of its own, a product offers its size variants. */
const sizesOf = (body: ProductBody): string[] | undefined =>
  body.sizes ?? body.variants?.filter((variant) => variant.type === 'size').map((variant) => variant.value);

/** A swatch whose seller gave no shade: the product page's neutral grey. */
const NEUTRAL_HEX = '#cccccc';

/**
 * The product page's swatches read `colors`: without a list of its own, a product offers its colour variants (with
 * their shade) and the colours its size rows keep, each once.
 */
function colorsOf(body: ProductBody): ProductColor[] | undefined {
  if (body.colors) return body.colors.map((c) => ({ name: c.name, hex: c.hex ?? NEUTRAL_HEX }));
  if (!body.variants) return undefined;
  const colors: ProductColor[] = [];
  const add = (name: string | null | undefined, hex: string | null | undefined) => {
    const trimmed = name?.trim();
    if (!trimmed || colors.some((c) => c.name.toLocaleLowerCase('fr') === trimmed.toLocaleLowerCase('fr')))
      return;
    colors.push({ name: trimmed, hex: hex ?? NEUTRAL_HEX });
  };
  for (const variant of body.variants) if (variant.type === 'color') add(variant.value, variant.colorHex);
  for (const variant of body.variants) if (variant.type === 'size') add(variant.color, undefined);
  return colors;
}

function shippingOf(body: ProductBody['shipping'], before: ProductShipping | null): ProductShipping {
  const dimensions = body?.dimensions ?? before?.dimensions;
  const free = body && 'freeShippingMinimum' in body ? body.freeShippingMinimum : before?.freeShippingMinimum;
  const weight = body?.weight ?? before?.weight;
  return {
    ...(weight !== undefined ? { weight } : {}),
    ...(dimensions ? { dimensions: { ...dimensions, unit: 'cm' } } : {}),
    ...(free !== undefined && free !== null ? { freeShippingMinimum: free } : {}),
    estimatedDays: {
      min: body?.estimatedDays?.min ?? before?.estimatedDays.min ?? PRODUCT_DEFAULTS.estimatedDays.min,
      max: body?.estimatedDays?.max ?? before?.estimatedDays.max ?? PRODUCT_DEFAULTS.estimatedDays.max,
    },
  };
}

/** Columns every body may set, create and edit alike; only the fields present in `body` appear. */
function commonValues(body: ProductBody, before: ProductRow | undefined): Partial<ProductValues> {
  const values: Partial<ProductValues> = {};
  if (body.name !== undefined) values.name = body.name.trim();
  if (body.description !== undefined) values.description = body.description.trim();
  if (body.shortDescription !== undefined) values.shortDescription = trimmedOrNull(body.shortDescription);
  if (body.price !== undefined) values.priceCents = cents(body.price);
  if (body.comparePrice !== undefined) values.comparePriceCents = centsOrNull(body.comparePrice);
  if (body.cost !== undefined) values.costCents = centsOrNull(body.cost);
  if (body.sku !== undefined) values.sku = body.sku.trim();
  if (body.subcategory !== undefined) values.subcategory = trimmedOrNull(body.subcategory);
  if (body.brand !== undefined) values.brand = trimmedOrNull(body.brand);
  if (body.origin !== undefined) values.origin = trimmedOrNull(body.origin);
  if (body.material !== undefined) values.material = normalizeTags(body.material);
  if (body.careInstructions !== undefined) values.careInstructions = normalizeTags(body.careInstructions);
  if (body.features !== undefined) values.features = normalizeTags(body.features);
  // Tags are trimmed; empty and duplicate tags are ignored (the form's own rule).
  if (body.tags !== undefined) values.tags = normalizeTags(body.tags);
  const sizes = sizesOf(body);
  if (sizes !== undefined) values.sizes = normalizeTags(sizes);
  const colors = colorsOf(body);
  if (colors !== undefined) values.colors = colors;
  if (body.images !== undefined) {
    values.images = toImages(body.images);
    values.mainImage = body.mainImage ?? values.images[0]?.url ?? null;
  } else if (body.mainImage !== undefined) values.mainImage = body.mainImage;
  if (body.inventory) {
    const inventory = body.inventory;
    if (inventory.trackQuantity !== undefined) values.trackQuantity = inventory.trackQuantity;
    // The seller sends the units on hand (shown never below 0): units already owed on backorder come out of them,
    // else saving an unchanged form would forget what buyers are owed.
    if (inventory.quantity !== undefined) {
      values.quantity = inventory.quantity - (before ? backorderedUnits(before) : 0);
    }
    if (inventory.lowStockThreshold !== undefined) values.lowStockThreshold = inventory.lowStockThreshold;
    if (inventory.allowBackorder !== undefined) values.allowBackorder = inventory.allowBackorder;
  }
  if (body.shipping !== undefined || body.weight !== undefined) {
    values.shipping = shippingOf(
      { ...body.shipping, ...(body.weight !== undefined ? { weight: body.weight } : {}) },
      before?.shipping ?? null,
    );
    values.weight = values.shipping.weight ?? null;
  }
  if (body.seo !== undefined) values.seo = { ...before?.seo, ...body.seo };
  if (body.status !== undefined) values.status = body.status;
  if (body.featured !== undefined) values.featured = body.featured;
  if (body.isNew !== undefined) values.isNew = body.isNew;
  return values;
}

/**
 * A new product's row: the document's defaults, the owner given by the server (never the body), and none of what
 * only buyers make (ratings, sales).
 */
export function newProductValues(
  body: ProductBody,
  owner: { sellerId: string; categoryId: string },
): { values: ProductValues; variants: VariantValues[] } {
  const id = newId();
  const common = commonValues(body, undefined);
  return {
    values: {
      ...common,
      id,
      sellerId: owner.sellerId,
      categoryId: owner.categoryId,
      name: common.name ?? '',
      description: common.description ?? '',
      priceCents: common.priceCents ?? 0,
      // Unique whatever the name: two sellers may both sell a 'Boubou brodé'.
      slug: `${slugify(common.name ?? '') || 'produit'}-${id.slice(-8)}`,
      status: common.status ?? PRODUCT_DEFAULTS.status,
      trackQuantity: common.trackQuantity ?? PRODUCT_DEFAULTS.trackQuantity,
      quantity: common.quantity ?? PRODUCT_DEFAULTS.quantity,
      lowStockThreshold: common.lowStockThreshold ?? PRODUCT_DEFAULTS.lowStockThreshold,
      allowBackorder: common.allowBackorder ?? PRODUCT_DEFAULTS.allowBackorder,
      shipping: common.shipping ?? shippingOf(undefined, null),
    },
    variants: withSizeStock(
      body,
      toVariants(body.variants ?? []),
      common.quantity ?? PRODUCT_DEFAULTS.quantity,
    ),
  };
}

/** The columns an edit changes (only the fields sent), and the variants that replace the old ones when sent. */
export function changedProductValues(
  body: ProductBody,
  before: ProductRow,
  categoryId: string | undefined,
): { values: Partial<ProductValues>; variants: VariantValues[] | undefined } {
  const values = commonValues(body, before);
  if (categoryId !== undefined) values.categoryId = categoryId;
  const total = values.quantity ?? before.quantity;
  return {
    values,
    variants: body.variants ? withSizeStock(body, toVariants(body.variants), total) : undefined,
  };
}
