import { type CategoryNotice, categoryNotices } from '@teranga/headless';
import type { ProductStatus } from '@teranga/sdk';
import { emitProductEvent, type ProductEvent } from '../../../catalogue/product-events';

interface ProductState {
  id: string;
  categoryId: string;
  status: ProductStatus;
}

const toEvent = (notice: CategoryNotice): ProductEvent => {
  switch (notice.type) {
    case 'added':
      return { type: 'product-added', category: notice.categoryId };
    case 'removed':
      return { type: 'product-removed', category: notice.categoryId };
    case 'moved':
      return { type: 'product-moved', from: notice.from, to: notice.to };
    default:
      return notice satisfies never;
  }
};

/** Tells the storefront's category counts what a create or an edit changed (the document's notices). */
export function announceProductChange(before: ProductState | undefined, after: ProductState): void {
  for (const notice of categoryNotices(before, after)) emitProductEvent(toEvent(notice));
}
