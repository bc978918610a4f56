import { ordersShopTexts } from '@teranga/messages/orders';
import type { components } from '@teranga/sdk';
import { isOneOf, type ListsExactly } from '../shared/contract-enums.js';

type PartStatus = components['schemas']['PartStatus'];
type OrderStatus = components['schemas']['OrderStatus'];

/** The statuses of one seller's part of an order, in the order they come. */
export const PART_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
true satisfies ListsExactly<typeof PART_STATUSES, PartStatus>;
export type PartStatusValue = (typeof PART_STATUSES)[number];

/** An order's statuses: its parts' ones, and `partially_shipped` when only some parts are on their way. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
true satisfies ListsExactly<typeof ORDER_STATUSES, OrderStatus>;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/**
 * Whether a value is an order status (a type guard, e.g. for a URL filter).
 * @example const value = params.get('status'); const status = isOrderStatus(value) ? value : undefined;
 */
export const isOrderStatus = (value: unknown): value is OrderStatusValue => isOneOf(ORDER_STATUSES, value);

/**
 * Whether a value is a seller part's status ('pending', 'processing', 'shipped', 'delivered', 'cancelled').
 * @example if (isPartStatus(value)) await sdk.orders.setStatus(orderId, value);
 */
export const isPartStatus = (value: unknown): value is PartStatusValue => isOneOf(PART_STATUSES, value);

/**
 * What an order or part status reads as ('Expédiée', 'Partiellement expédiée'…).
 * @example orderStatusLabel('shipped'); // 'Expédiée'
 */
export const orderStatusLabel = (status: OrderStatusValue): string => ordersShopTexts.orderStatuses[status];

/**
 * The order's status from its parts' (the one rule, used by the server when a part moves and by any client):
 * cancelled when every part is; otherwise from the parts not cancelled: delivered when all are, shipped when all are
 * on their way (shipped or delivered), partially shipped when some are, else pending until paid, then processing.
 * @example orderStatusOf(['delivered', 'delivered']); // 'delivered'
 */
export function orderStatusOf(parts: ReadonlyArray<PartStatusValue>): OrderStatusValue {
  const live = parts.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  const onTheirWay = live.filter((status) => status === 'shipped' || status === 'delivered').length;
  if (onTheirWay === live.length) return 'shipped';
  if (onTheirWay > 0) return 'partially_shipped';
  return live.some((status) => status === 'processing') ? 'processing' : 'pending';
}

/**
 * The tracking timeline's step in progress (Confirmée, Emballée, En Transit, Livrée): a paid order is confirmed and
 * being packed, a shipped one is in transit (partly shipped: the first parts are), a delivered one has every step
 * done. Null for a cancelled order, which has no timeline; a pending one (payment awaited) has not reached the first step.
 * @example const step = trackingStep(order.status); // null: no step in progress
 */
export function trackingStep(status: OrderStatusValue): number | null {
  switch (status) {
    case 'pending':
      return 0;
    case 'processing':
      return 1;
    case 'partially_shipped':
    case 'shipped':
      return 2;
    case 'delivered':
      return 4;
    case 'cancelled':
      return null;
    default:
      return status satisfies never;
  }
}

/** The timeline's event that completes each step (Emballée has none of its own: it follows the payment). */
const STEP_EVENTS = ['paid', 'paid', 'shipped', 'delivered'] as const;

/**
 * When each step of the timeline was reached, from the order's events (undefined for steps not reached).
 * @example const dates = trackingDates(order.timeline, (at) => returnDateText(at));
 */
export function trackingDates(
  timeline: ReadonlyArray<{ type: string; at: string }>,
  format: (at: string) => string,
): Array<string | undefined> {
  return STEP_EVENTS.map((type) => {
    const event = timeline.find((e) => e.type === type);
    return event ? format(event.at) : undefined;
  });
}

type PaymentMethodValue = components['schemas']['PaymentMethod'];

/**
 * The next statuses a seller may give their part: processing → shipped → delivered, and cancel before shipping (a
 * part awaiting payment settles itself: paid, failed or expired). Paid on delivery (`cash-on-delivery`), a shipped
 * part is either delivered with its cash collected (« Encaissé et livré ») or refused at the door (cancelled: its
 * stock comes back, nothing to refund); a mobile-money part cannot be cancelled once shipped.
 * @example const choices = nextSellerStatuses(part.status, order.paymentMethod);
 */
export function nextSellerStatuses(
  status: PartStatusValue,
  paymentMethod?: PaymentMethodValue | undefined,
): PartStatusValue[] {
  switch (status) {
    case 'pending':
      return [];
    case 'processing':
      return ['shipped', 'cancelled'];
    case 'shipped':
      return paymentMethod === 'cash-on-delivery' ? ['delivered', 'cancelled'] : ['delivered'];
    case 'delivered':
    case 'cancelled':
      return [];
    default:
      return status satisfies never;
  }
}

/**
 * Whether moving a part to `to` is collecting its cash at the door: a cash-on-delivery part delivered.
 * @example collectsCash('delivered', 'cash-on-delivery'); // true
 */
export const collectsCash = (to: PartStatusValue, paymentMethod: PaymentMethodValue | undefined): boolean =>
  paymentMethod === 'cash-on-delivery' && to === 'delivered';

/**
 * Whether the customer may still cancel a part: paid and not shipped.
 * @example customerMayCancel('processing'); // true
 */
export const customerMayCancel = (status: PartStatusValue): boolean => status === 'processing';

// In money/currency.ts, so a page that shows a price in CFA does not carry the order statuses' texts.
export { formatCfa } from '../money/currency.js';
