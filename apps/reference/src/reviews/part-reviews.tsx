import { useQuery } from '@tanstack/react-query';
import { customerReviewTexts as t } from '@teranga/messages/catalogue';
import { fill } from '@teranga/messages/format';
import type { OrderPart } from '@teranga/sdk';
import { ReviewForm } from './review-form';
import { reviewQueries } from './review-queries';
import * as styles from './reviews.css';

/**
 * Under a delivered part of the customer's order page: « Donner mon avis » for each line not yet reviewed, else
 * « Avis donné : 4 sur 5 ». Nothing before delivery (the server refuses it too).
 */
export function PartReviews({ orderId, part }: { orderId: string; part: OrderPart }) {
  const delivered = part.status === 'delivered';
  const mine = useQuery({ ...reviewQueries.order(orderId), enabled: delivered });
  if (!delivered || !mine.isSuccess) return null;
  const lines = part.items.filter((item): item is typeof item & { lineId: string } => Boolean(item.lineId));
  if (lines.length === 0) return null;
  return (
    <ul className={styles.lines} data-slot="part-reviews">
      {lines.map((line) => {
        const given = mine.data.find((review) => review.orderLineId === line.lineId);
        return (
          <li key={line.lineId} className={styles.line}>
            <span>{line.name}</span>
            {given ? <span>{fill(t.given, { rating: given.rating })}</span> : <ReviewForm line={line} />}
          </li>
        );
      })}
    </ul>
  );
}
