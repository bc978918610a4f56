import { reviewTexts } from '@teranga/messages/catalogue';
import { fill } from '@teranga/messages/format';
import type { Review } from '@teranga/sdk';

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

export const reviewDate = (iso: string): string => longDate.format(new Date(iso));

/** « Awa D., le 3 novembre 2026 » */
export const bylineOf = (review: Review): string =>
  fill(reviewTexts.author, { name: review.author, date: reviewDate(review.createdAt) });

/** The seller's answer as the kit's ReviewCard shows it, or undefined. */
export const answerOf = (review: Review) =>
  review.answer
    ? {
        title: reviewTexts.sellerAnswer,
        text: review.answer.text,
        date: fill(reviewTexts.answeredOn, { date: reviewDate(review.answer.answeredAt) }),
      }
    : undefined;
