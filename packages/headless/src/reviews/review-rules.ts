import { reviewRuleTexts as texts } from '@teranga/messages/catalogue';
import { toResult, type ValidationResult } from '../validation/result.js';

/** Stars a review gives: whole numbers from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A review's and an answer's length once trimmed (characters): two at least, so « Ok » passes and « . » does not. */
export const REVIEW_TEXT_MIN = 2;
export const REVIEW_TEXT_MAX = 2000;

/** The product page reads reviews by pages of this many (and never more than REVIEW_PAGE_MAX). */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_MAX = 50;

export type ReviewField = 'rating' | 'text';

/**
 * Plain text as stored and shown: trimmed, line ends made `\n`, no control character, at most two blank lines in a
 * row. Never HTML: the page shows it as text (React escapes it), so `<b>` stays four visible characters.
 * @example await sdk.reviews.create({ orderLineId, rating, text: cleanReviewText(text) });
 */
export function cleanReviewText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Control characters (tabs and line ends kept): never part of what a buyer meant to write.
      .replace(/[^\P{Cc}\n\t]/gu, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * Whether a value is a whole star rating within `REVIEW_RATING_MIN`..`REVIEW_RATING_MAX`.
 * @example isReviewRating(5); // true
 * @example isReviewRating(4.5); // false
 */
export const isReviewRating = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= REVIEW_RATING_MIN &&
  value <= REVIEW_RATING_MAX;

function textRefusal(text: unknown, tooShort: (min: number) => string, tooLong: (max: number) => string) {
  const length = [...cleanReviewText(text)].length;
  if (length < REVIEW_TEXT_MIN) return tooShort(REVIEW_TEXT_MIN);
  return length > REVIEW_TEXT_MAX ? tooLong(REVIEW_TEXT_MAX) : undefined;
}

/**
 * A customer's review (the form and POST /reviews: one rule, one message).
 * @example const { valid, errors } = validateReview({ rating: 5, text: 'Très beau boubou, tissu de qualité.' });
 */
export function validateReview(input: { rating: unknown; text: unknown }): ValidationResult<ReviewField> {
  return toResult<ReviewField>([
    ['rating', isReviewRating(input.rating) ? undefined : texts.ratingRequired],
    ['text', textRefusal(input.text, texts.textTooShort, texts.textTooLong)],
  ]);
}

/**
 * A seller's answer to a review: French message, or undefined when it may be published.
 * @example const error = validateReviewAnswer(answer); // undefined: it may be published
 */
export const validateReviewAnswer = (text: unknown): string | undefined =>
  textRefusal(text, texts.answerTooShort, texts.answerTooLong);

/**
 * The average of some ratings to two decimals, as products.rating_average stores it (0 when there is none).
 * @example reviewAverage([5, 4, 4]); // 4.33
 */
export function reviewAverage(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}
