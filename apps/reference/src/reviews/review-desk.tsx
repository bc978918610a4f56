import { useQuery } from '@tanstack/react-query';
import type { ReviewDeskScope } from '@teranga/headless/account-query';
import { reviewTexts } from '@teranga/messages/catalogue';
import { fill } from '@teranga/messages/format';
import { sellerReviewTexts } from '@teranga/messages/seller';
import type { Review } from '@teranga/sdk';
import { AlertBanner, Button, EmptyState, ReviewCard, Skeleton } from '@teranga/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import * as page from '../app/page.css';
import { routes } from '../routes';
import { reviewQueries } from './review-queries';
import { answerOf, bylineOf } from './review-text';
import * as styles from './reviews.css';

interface ReviewDeskProps {
  title: string;
  intro: string;
  empty: string;
  /** whose reviews: the seller's products' or every review (staff) */
  scope: ReviewDeskScope;
  /** what the reader may do with one review (answer, hide) */
  actions: (review: Review) => ReactNode;
  /** the label marking a hidden review */
  hiddenLabel: (review: Review) => string | undefined;
}

/** The seller's « Avis » and staff's « Avis »: reviews newest first, each with its product and its actions. */
export function ReviewDesk({ title, intro, empty, scope, actions, hiddenLabel }: ReviewDeskProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const reviews = useQuery(reviewQueries.desk(scope, pageNumber));
  const pages = reviews.data?.pagination.pages ?? 1;
  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{title}</h1>
        <p className={page.muted}>{intro}</p>
      </div>
      {reviews.isPending ? <Skeleton height="12rem" /> : null}
      {reviews.isError ? (
        <AlertBanner tone="critical" onRetry={() => void reviews.refetch()}>
          {reviewTexts.loadFailed}
        </AlertBanner>
      ) : null}
      {reviews.data?.reviews.length === 0 ? <EmptyState title={empty} /> : null}
      <div className={styles.list}>
        {reviews.data?.reviews.map((review) => (
          <div key={review.id} className={styles.field}>
            <Link to={routes.product.href({ id: review.product.id })}>
              {fill(sellerReviewTexts.product, { name: review.product.name })}
            </Link>
            <ReviewCard
              rating={review.rating}
              byline={bylineOf(review)}
              text={review.text}
              verifiedLabel={review.verified ? reviewTexts.verified : undefined}
              hiddenLabel={hiddenLabel(review)}
              answer={answerOf(review)}
            >
              {actions(review)}
            </ReviewCard>
          </div>
        ))}
      </div>
      {pages > 1 ? (
        <div className={page.row}>
          <Button variant="outline" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
            ←
          </Button>
          <span>
            {pageNumber} / {pages}
          </span>
          <Button
            variant="outline"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            →
          </Button>
        </div>
      ) : null}
    </div>
  );
}
