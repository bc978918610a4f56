import { useHydrated } from '@teranga/headless/react';
import type { Product } from '@teranga/sdk';
import { Rating } from '@teranga/ui';
import { lazy, Suspense } from 'react';
import * as styles from './product.page.css';

// The reviews list and its code come after the page is drawn and hydrated: the product page's first load (and its
// server render) carries only the summary beside the title.
const ProductReviews = lazy(() =>
  import('../../reviews/product-reviews').then((module) => ({ default: module.ProductReviews })),
);

/** The reviews' anchor on the product page (product-reviews.tsx's section). */
const REVIEWS_HASH = '#avis';

/**
 * Beside the product's name: its stars, average and count, a link to the reviews below; without any review the
 * kit's « Aucun avis pour le moment » (never five grey stars and « 0 (0 avis) »).
 */
export function ReviewSummary({ rating }: { rating: Product['rating'] }) {
  const count = rating?.count ?? 0;
  if (count === 0) return <Rating average={0} count={0} />;
  return (
    <a href={REVIEWS_HASH} className={styles.reviewsLink}>
      <Rating average={rating?.average ?? 0} count={count} />
    </a>
  );
}

/** « Avis clients », once the page is hydrated (never in the server's HTML, so hydration has nothing to match). */
export function LazyReviews({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ProductReviews productId={productId} />
    </Suspense>
  );
}
