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
}

export const productId = (product: Pick<ProductLike, '_id' | 'id'>): string =>
  product._id ?? product.id ?? '';
