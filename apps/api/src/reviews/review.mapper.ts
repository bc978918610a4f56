import type { components } from '@teranga/sdk';
import type { ReviewRecord } from './reviews.queries.js';

type ReviewJson = components['schemas']['Review'];

/** « Awa D. »: a reviewer's first name and initial, never their full name or contact. */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() || 'Client';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** A review as the contract answers it; the order line only to its author and staff (`withLine`). */
export function toReviewJson(record: ReviewRecord, view: { withLine?: boolean } = {}): ReviewJson {
  const { row } = record;
  return {
    _id: row.id,
    id: row.id,
    product: { id: row.productId, name: record.productName, slug: record.productSlug },
    ...(view.withLine ? { orderLineId: row.orderLineId } : {}),
    rating: row.rating,
    text: row.text,
    author: reviewerName(record.firstName, record.lastName),
    verified: row.orderLineId !== null,
    createdAt: row.createdAt.toISOString(),
    answer:
      row.answer !== null && row.answeredAt
        ? { text: row.answer, answeredAt: row.answeredAt.toISOString() }
        : null,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
  };
}
