import type { ReactNode } from 'react';
import { Rating } from '../rating/rating';
import * as styles from './review-card.css';

export interface ReviewCardProps {
  /** stars given, 1 to 5 */
  rating: number;
  /** who wrote it and when, already worded (« Awa D., le 3 novembre 2026 ») */
  byline: string;
  /** what the buyer wrote: plain text, shown as text (never HTML), its line breaks kept */
  text: string;
  /** a short mark beside the byline (« Achat vérifié ») */
  verifiedLabel?: string;
  /** marks a review staff hid (« Masqué »), on the seller's and staff's screens */
  hiddenLabel?: string;
  /** the seller's answer, under the review */
  answer?: { title: string; text: string; date?: string };
  /** what its reader may do with it (answer, hide): buttons or a small form */
  children?: ReactNode;
}

/** One buyer's review: the stars, who and when, the text, and the seller's answer if any. */
export function ReviewCard({
  rating,
  byline,
  text,
  verifiedLabel,
  hiddenLabel,
  answer,
  children,
}: ReviewCardProps) {
  return (
    <article data-slot="review-card" data-state={hiddenLabel ? 'hidden' : 'visible'} className={styles.root}>
      <div className={styles.head}>
        <Rating average={rating} />
        <span className={styles.author}>{byline}</span>
        {verifiedLabel ? <span className={styles.badge}>{verifiedLabel}</span> : null}
        {hiddenLabel ? <span className={styles.flag}>{hiddenLabel}</span> : null}
      </div>
      <p className={styles.text}>{text}</p>
      {answer ? (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>
            {answer.title}
            {answer.date ? <span className={styles.author}> · {answer.date}</span> : null}
          </p>
          <p className={styles.text}>{answer.text}</p>
        </div>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
