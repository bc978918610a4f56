import { type ProductRow, toProduct } from '../catalogue/product.mapper.js';
import type { WishlistRow } from './wishlist.queries.js';

/**
 * The WishlistItem of openapi.yaml. Its product is the catalogue's one mapping (toProduct); the contract's
 * WishlistProduct names the fields the answer keeps.
 */
export function toWishlistItem({ item, product, category }: WishlistRow) {
  return {
    _id: item.id,
    id: item.id,
    productId: item.productId,
    product: product ? toProduct({ ...product, category } satisfies ProductRow) : null,
    notes: item.notes,
    createdAt: item.createdAt.toISOString(),
  };
}
