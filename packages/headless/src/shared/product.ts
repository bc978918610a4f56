/**
 * The product fields the rules read. Structural, so that SDK products, server rows and test fixtures all fit.
 */
export interface ProductInventoryLike {
  trackQuantity?: boolean | null;
  quantity?: number | null;
  allowBackorder?: boolean | null;
}

export interface ProductImageLike {
  url?: string;
  alt?: string;
  /** the same picture at several widths, for `<img srcset>` (uploads have it, drawn demo pictures do not) */
  srcset?: string;
}

/**
 * A product variant as the API shows it: rows of type 'size' keep the stock of their size (`color` set: of that one
 * colour of the size); rows of type 'color' are swatches.
 */
export interface VariantLike {
  _id?: string;
  type?: string;
  value?: string;
  size?: string | null;
  color?: string | null;
  stock?: number | null;
  inventory?: { quantity?: number | null } | null;
}

export interface ProductLike {
  _id?: string;
  id?: string;
  name: string;
  price?: number | string | null;
  comparePrice?: number | string | null;
  mainImage?: string | null;
  images?: ReadonlyArray<string | ProductImageLike> | null;
  image?: string | null;
  category?: string | { _id?: string; id?: string; name?: string; slug?: string } | null;
  brand?: string | null;
  sku?: string | null;
  featured?: boolean | null;
  isNew?: boolean | null;
  sold?: number | null;
  weight?: number | null;
  shipping?: { weight?: number | null } | null;
  inventory?: ProductInventoryLike | null;
  /** The sizes the product offers, in their order. */
  sizes?: readonly string[] | null;
  /** Loaded by the product page only: lists leave them out. */
  variants?: ReadonlyArray<VariantLike> | null;
}

export const productId = (product: Pick<ProductLike, '_id' | 'id'>): string =>
  product._id ?? product.id ?? '';
