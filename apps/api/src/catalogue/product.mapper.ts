import type { ProductColor, ProductImage, ProductSeo, ProductShipping, ProductStatus } from '../db/schema.js';
import { isServableMediaPath } from '../media/media-address.js';

/** What product queries select: every stored column but the search document, plus the category's name and slug. */
export interface ProductRow {
  id: string;
  sellerId: string | null;
  categoryId: string | null;
  subcategory: string | null;
  name: string;
  slug: string;
  description: string;
  shortDescription: string | null;
  priceCents: number;
  comparePriceCents: number | null;
  costCents: number | null;
  sku: string | null;
  brand: string | null;
  origin: string | null;
  status: ProductStatus;
  featured: boolean;
  isNew: boolean;
  tags: string[];
  features: string[];
  material: string[];
  careInstructions: string[];
  sizes: string[];
  colors: ProductColor[];
  mainImage: string | null;
  images: ProductImage[];
  trackQuantity: boolean;
  quantity: number;
  lowStockThreshold: number;
  allowBackorder: boolean;
  weight: number | null;
  shipping: ProductShipping | null;
  seo: ProductSeo | null;
  ratingAverage: number;
  ratingCount: number;
  sold: number;
  createdAt: Date;
  updatedAt: Date;
  category: { id: string; name: string; slug: string } | null;
}

export interface VariantRow {
  id: string;
  type: 'size' | 'color' | 'material';
  name: string;
  value: string;
  /** A size row that keeps the stock of one colour of its size (size × colour); null: every colour. */
  color: string | null;
  colorHex: string | null;
  quantity: number;
  reserved: number;
  lowStockThreshold: number;
}

/** Integer cents to the EUR number of the contract (4590 → 45.9). */
export const euros = (cents: number): number => Math.round(cents) / 100;
const eurosOrNull = (cents: number | null): number | null => (cents === null ? null : euros(cents));

/**
 * The contract's Inventory. A product that takes backorders is sold past its stock, so its row can hold fewer than 0
 * units (what is owed); the answer shows 0 on hand, never a negative count (the contract's minimum: a wishlist's
 * anyOf answer that broke it was a 500, found by bench/mixed-load.mjs).
 */
/** Units sold past the stock of a product that takes backorders, still owed to buyers: what a negative row holds. */
export const backorderedUnits = (row: Pick<ProductRow, 'quantity'>): number => Math.max(0, -row.quantity);

export function inventoryOf(
  row: Pick<ProductRow, 'trackQuantity' | 'quantity' | 'lowStockThreshold' | 'allowBackorder'>,
) {
  const isInStock = !row.trackQuantity || row.quantity > 0 || row.allowBackorder;
  return {
    trackQuantity: row.trackQuantity,
    quantity: Math.max(0, row.quantity),
    lowStockThreshold: row.lowStockThreshold,
    allowBackorder: row.allowBackorder,
    isLowStock: row.trackQuantity && row.quantity > 0 && row.quantity <= row.lowStockThreshold,
    isInStock,
  };
}

/**
 * A variant as the contract shows it. Size rows keep the stock (per size, or per size × colour when `color` is set);
 * colour rows are swatches. Units owed on backorder (a row below 0) show as 0 on hand.
 */
function toVariant(variant: VariantRow) {
  const quantity = Math.max(0, variant.quantity);
  const color = variant.type === 'color' ? variant.value : variant.type === 'size' ? variant.color : null;
  return {
    _id: variant.id,
    type: variant.type,
    name: variant.name,
    value: variant.value,
    ...(variant.type === 'size' ? { size: variant.value } : {}),
    ...(color ? { color } : {}),
    ...(variant.colorHex ? { colorHex: variant.colorHex } : {}),
    stock: Math.max(0, variant.quantity - variant.reserved),
    inventory: {
      quantity,
      reserved: Math.max(0, variant.reserved),
      lowStockThreshold: variant.lowStockThreshold,
    },
  };
}

/** Sizes in the product's own order (XS before S...), then the other variants as stored. */
function sortVariants(variants: VariantRow[], sizes: string[]): VariantRow[] {
  const rank = (variant: VariantRow) =>
    variant.type === 'size'
      ? sizes.indexOf(variant.value)
      : sizes.length + (variant.type === 'color' ? 0 : 1);
  return [...variants].sort((a, b) => rank(a) - rank(b));
}

export interface ToProductOptions {
  /** The seller's own views: they alone show the cost price and the units owed on backorder. */
  sellerView?: boolean;
  variants?: VariantRow[];
}

/**
 * Only this API's media are shown (issue 34): a row saved before image addresses were checked may hold
 * `javascript:…` or another site's address; such an image is left out, and a srcset with such a part loses it.
 */
function shownImages(row: Pick<ProductRow, 'images' | 'mainImage'>) {
  const images = row.images
    .filter((image) => isServableMediaPath(image.url))
    .map((image) => {
      if (!image.srcset) return image;
      const safe = image.srcset
        .split(',')
        .every((part) => isServableMediaPath(part.trim().split(/\s+/)[0] ?? ''));
      if (safe) return image;
      const { srcset: _dropped, ...rest } = image;
      return rest;
    });
  // An empty main image stays what it was ('' is "none" to the shop).
  const main =
    row.mainImage === '' || (row.mainImage && isServableMediaPath(row.mainImage)) ? row.mainImage : null;
  return { mainImage: main ?? images[0]?.url ?? null, images };
}

/** The Product of openapi.yaml: both ids, EUR amounts, inventory flags, rating, category reference. */
export function toProduct(row: ProductRow, options: ToProductOptions = {}) {
  const inventory = inventoryOf(row);
  // Sizes keep the stock of a product that has size rows (their sum is products.quantity): with every size sold out
  // it cannot be bought, whatever the total says (the lists read the total, kept equal to that sum on every write).
  const sizeRows = options.variants?.filter((variant) => variant.type === 'size') ?? [];
  if (sizeRows.length > 0 && inventory.isInStock && row.trackQuantity && !row.allowBackorder) {
    inventory.isInStock = sizeRows.some((variant) => variant.quantity > 0);
  }
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.shortDescription,
    price: euros(row.priceCents),
    comparePrice: eurosOrNull(row.comparePriceCents),
    ...(options.sellerView ? { cost: eurosOrNull(row.costCents) } : {}),
    status: row.status,
    category: row.category
      ? { _id: row.category.id, id: row.category.id, name: row.category.name, slug: row.category.slug }
      : null,
    subcategory: row.subcategory,
    ...shownImages(row),
    tags: row.tags,
    featured: row.featured,
    isNew: row.isNew,
    rating: { average: Number(row.ratingAverage), count: row.ratingCount },
    reviewCount: row.ratingCount,
    sold: row.sold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isInStock: inventory.isInStock,
    inventory: options.sellerView ? { ...inventory, backordered: backorderedUnits(row) } : inventory,
    ...(options.variants ? { variants: sortVariants(options.variants, row.sizes).map(toVariant) } : {}),
    sizes: row.sizes,
    colors: row.colors,
    features: row.features,
    material: row.material,
    careInstructions: row.careInstructions,
    sku: row.sku ?? '',
    brand: row.brand,
    origin: row.origin,
    weight: row.weight === null ? null : Number(row.weight),
    shipping: row.shipping ?? { estimatedDays: { min: 1, max: 7 } },
    seo: row.seo ?? {},
    sellerId: row.sellerId,
  };
}

export type ProductJson = ReturnType<typeof toProduct>;
