import { returnRuleTexts } from '@teranga/messages/orders';
import type { components } from '@teranga/sdk';
import { isOneOf, type ListsExactly } from '../shared/contract-enums.js';

type ReturnStatus = components['schemas']['ReturnStatus'];

/** « Retour sous 30 jours »: days after a part's delivery during which its lines may be asked back. */
export const RETURN_WINDOW_DAYS = 30;
/** The longest reason, customer's or seller's refusal (characters, once trimmed). */
export const RETURN_REASON_MAX = 500;
/** Photos one return may carry. */
export const RETURN_PHOTOS_MAX = 5;

/** The seller's « Retours » page (the request mail's link) and staff's desk screen of returns. */
export const SELLER_RETURNS_PATH = '/seller/returns';
export const STAFF_RETURNS_PATH = '/admin/returns';

/** A return's statuses in the order they come (`refused` ends it). */
export const RETURN_STATUSES = ['requested', 'accepted', 'refused', 'received', 'refunded'] as const;
true satisfies ListsExactly<typeof RETURN_STATUSES, ReturnStatus>;
export type ReturnStatusValue = (typeof RETURN_STATUSES)[number];

/**
 * Whether a value is a return status ('requested', 'accepted', 'refused', 'received', 'refunded').
 * @example const status = isReturnStatus(tab) ? tab : undefined; await sdk.returns.sellerList(status);
 */
export const isReturnStatus = (value: unknown): value is ReturnStatusValue => isOneOf(RETURN_STATUSES, value);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last instant a return may be asked: RETURN_WINDOW_DAYS after the part's delivery.
 * @example const lastDay = returnDateText(returnWindowEndsAt(part.deliveredAt));
 */
export const returnWindowEndsAt = (deliveredAt: Date | string): Date =>
  new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/**
 * Why a return may not be asked for a part delivered at `deliveredAt` (null: not delivered), or undefined when it
 * may: the server's 409 and the order page's reason for hiding the form are this one rule.
 * @example const refusal = returnWindowRefusal(part.deliveredAt ?? null); // undefined: the form shows
 */
export function returnWindowRefusal(deliveredAt: Date | string | null, now = new Date()): string | undefined {
  if (!deliveredAt) return returnRuleTexts.notDelivered;
  return now.getTime() > returnWindowEndsAt(deliveredAt).getTime()
    ? returnRuleTexts.windowPassed(RETURN_WINDOW_DAYS)
    : undefined;
}

/**
 * The customer's reason, or the seller's refusal (`required` says which is missing): French message or undefined.
 * @example const error = validateReturnReason(reason); // undefined when it may be sent
 */
export function validateReturnReason(
  reason: string | undefined,
  required: string = returnRuleTexts.reasonRequired,
): string | undefined {
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) return required;
  return trimmed.length > RETURN_REASON_MAX ? returnRuleTexts.reasonTooLong(RETURN_REASON_MAX) : undefined;
}

/**
 * When staff may decide a request the seller has not answered: `answerDays` after it was made.
 * @example const due = returnAnswerDueAt(request.createdAt, 7);
 */
export const returnAnswerDueAt = (requestedAt: Date | string, answerDays: number): Date =>
  new Date(new Date(requestedAt).getTime() + answerDays * DAY_MS);

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '26 décembre 2026': a return's dates (the window's end, when staff may decide), as the server and pages say them.
 * @example returnDateText('2026-12-26'); // '26 décembre 2026'
 */
export const returnDateText = (date: Date | string): string => longDate.format(new Date(date));
