import type { WishlistItem } from '../client.js';

/**
 * The contract sends productId as a string; older answers (which the SDK's tolerant readers pass through) sent
 * the product itself, so an object with an id is read too.
 * @example const ids = items.map(wishlistProductId);
 */
export const wishlistProductId = (item: Pick<WishlistItem, 'productId'>): string => {
  const productId: unknown = item.productId;
  if (typeof productId === 'string') return productId;
  if (typeof productId !== 'object' || productId === null) return '';
  const id =
    ('_id' in productId ? productId._id : undefined) ?? ('id' in productId ? productId.id : undefined);
  return typeof id === 'string' ? id : '';
};
