import { sellerProductMessages } from '@teranga/messages/seller';

export type ProductStatus = 'draft' | 'active' | 'archived';

/**
 * The lists' quick toggle: active becomes draft, anything else (archived too) becomes active.
 * @example await sdk.seller.update(product.id, { status: nextQuickStatus(product.status) }); // active → draft
 */
export const nextQuickStatus = (status: ProductStatus): ProductStatus =>
  status === 'active' ? 'draft' : 'active';

/**
 * The toast after creation depends on the chosen status.
 * @example toast(productCreatedMessage(product.status));
 */
export const productCreatedMessage = (status: ProductStatus): string =>
  status === 'active' ? sellerProductMessages.createdAndPublished : sellerProductMessages.createdAsDraft;

export type CategoryNotice =
  | { type: 'added'; categoryId: string }
  | { type: 'removed'; categoryId: string }
  | { type: 'moved'; from: string; to: string; productId: string };

interface ProductState {
  id: string;
  categoryId: string;
  status: ProductStatus;
}

/**
 * The category-count notices a product change raises (seller document, "Notifications to other parts of the app").
 * `before` is absent on creation, `after` on deletion.
 * @example const notices = categoryNotices(before, { id, categoryId, status: 'active' });
 */
export function categoryNotices(
  before: ProductState | undefined,
  after: ProductState | undefined,
): CategoryNotice[] {
  if (!before && after)
    return after.status === 'active' ? [{ type: 'added', categoryId: after.categoryId }] : [];
  if (before && !after)
    return before.status === 'active' ? [{ type: 'removed', categoryId: before.categoryId }] : [];
  if (!before || !after) return [];
  if (before.categoryId !== after.categoryId) {
    return after.status === 'active'
      ? [{ type: 'moved', from: before.categoryId, to: after.categoryId, productId: after.id }]
      : [];
  }
  if (before.status === 'active' && after.status !== 'active')
    return [{ type: 'removed', categoryId: after.categoryId }];
  if (before.status !== 'active' && after.status === 'active')
    return [{ type: 'added', categoryId: after.categoryId }];
  return [];
}
