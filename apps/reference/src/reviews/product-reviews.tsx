import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewTexts as t } from '@teranga/messages/catalogue';
import { plural } from '@teranga/messages/format';
import { AlertBanner, Button, Rating, ReviewCard, Skeleton } from '@teranga/ui';
import * as page from '../app/page.css';
import { reviewQueries } from './review-queries';
import { answerOf, bylineOf } from './review-text';
import * as styles from './reviews.css';

/** The id the product page's summary links to (« Voir les avis »). */
export const REVIEWS_ANCHOR = 'avis';

/**
 * « Avis clients » under a product: the average and count from its visible reviews, then the reviews, newest first,
 * five at a time, each with its seller's answer. A lazy chunk: the product page's first load does not carry it.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const query = useInfiniteQuery(reviewQueries.product(productId));
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((one) => one.reviews) ?? [];
  const rating = first?.rating;
  return (
    <section
      id={REVIEWS_ANCHOR}
      className={`${page.section} ${styles.section}`}
      aria-labelledby="avis-clients"
    >
      <h2 id="avis-clients" className={page.sectionTitle}>
        {t.heading}
      </h2>
      {query.isPending ? <Skeleton height="6rem" /> : null}
      {query.isError ? (
        <AlertBanner tone="critical" onRetry={() => void query.refetch()}>
          {t.loadFailed}
        </AlertBanner>
      ) : null}
      {rating ? (
        <div className={styles.summary}>
          <Rating
            average={rating.average}
            count={rating.count}
            countLabel={(count) => `(${plural(t.count, count)})`}
          />
        </div>
      ) : null}
      {reviews.length > 0 ? (
        <div className={styles.list}>
          {reviews.map((review) => (
            <ReviewCard
              key={review.id}
              rating={review.rating}
              byline={bylineOf(review)}
              text={review.text}
              verifiedLabel={review.verified ? t.verified : undefined}
              answer={answerOf(review)}
            />
          ))}
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t.more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
