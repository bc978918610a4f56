import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TerangaClient } from '@teranga/sdk';
import { CATALOGUE_CACHE, PERSONAL_CACHE } from '../query.js';
import { REVIEW_PAGE_SIZE } from './review-rules.js';

/** Whose reviews a desk lists: a seller's products' (« Avis »), or every review (staff). */
export type ReviewDeskScope = 'seller' | 'staff';

/**
 * Reviews' query keys, one home. A review written, answered or hidden changes its product's list and rating:
 * invalidate `reviewQueryKeys.all` and the product (`terangaQueryKeys.product`).
 */
export const reviewQueryKeys = {
  all: ['reviews'],
  product: (productId: string) => ['reviews', 'product', productId] as const,
  order: (orderId: string) => ['reviews', 'order', orderId] as const,
  /** the seller's « Avis » or staff's desk, one page */
  desk: (scope: ReviewDeskScope, page: number) => ['reviews', scope, page] as const,
} as const;

/**
 * Buyers' reviews: a product's (public, newest first, a page more at a time), the customer's own on one order, the
 * seller's « Avis » and staff's desk.
 * @example const { data } = useInfiniteQuery(terangaReviewQueries(sdk).product(productId));
 */
export function terangaReviewQueries(sdk: Pick<TerangaClient, 'reviews'>) {
  const keys = reviewQueryKeys;
  return {
    product: (productId: string, limit = REVIEW_PAGE_SIZE) =>
      infiniteQueryOptions({
        queryKey: keys.product(productId),
        queryFn: ({ pageParam, signal }) =>
          sdk.reviews.forProduct(productId, { page: pageParam, limit }, { signal }),
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
        ...CATALOGUE_CACHE,
        // A review just written shows at once on the product page the customer opens next.
        staleTime: 0,
      }),
    order: (orderId: string) =>
      queryOptions({
        queryKey: keys.order(orderId),
        queryFn: ({ signal }) => sdk.reviews.forOrder(orderId, { signal }),
        ...PERSONAL_CACHE,
      }),
    /** the seller's products' reviews, or every review for staff (hidden ones flagged) */
    desk: (scope: ReviewDeskScope, page = 1) =>
      queryOptions({
        queryKey: keys.desk(scope, page),
        queryFn: ({ signal }) =>
          scope === 'seller'
            ? sdk.reviews.sellerList({ page }, { signal })
            : sdk.reviews.staffList({ page }, { signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

export type TerangaReviewQueries = ReturnType<typeof terangaReviewQueries>;
