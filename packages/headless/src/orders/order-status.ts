import { ordersShopTexts } from '@teranga/messages';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatusValue =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** What an order status reads as ('Expédiée'…). */
export const orderStatusLabel = (status: OrderStatusValue): string => ordersShopTexts.orderStatuses[status];

/**
 * The tracking timeline's step in progress (Confirmée, Emballée, En Transit, Livrée): a paid order is confirmed and
 * being packed, a shipped one is in transit, a delivered one has every step done. Null for a cancelled order, which
 * has no timeline; a pending one (payment awaited) has not reached the first step.
 */
export function trackingStep(status: OrderStatusValue): number | null {
  switch (status) {
    case 'pending':
      return 0;
    case 'processing':
      return 1;
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

/** When each step of the timeline was reached, from the order's events (undefined for steps not reached). */
export function trackingDates(
  timeline: ReadonlyArray<{ type: string; at: string }>,
  format: (at: string) => string,
): Array<string | undefined> {
  return STEP_EVENTS.map((type) => {
    const event = timeline.find((e) => e.type === type);
    return event ? format(event.at) : undefined;
  });
}

/** The next statuses a seller may set: processing → shipped → delivered, and cancel before shipping. */
export function nextSellerStatuses(status: OrderStatusValue): OrderStatusValue[] {
  switch (status) {
    case 'pending':
      return ['cancelled'];
    case 'processing':
      return ['shipped', 'cancelled'];
    case 'shipped':
      return ['delivered'];
    case 'delivered':
    case 'cancelled':
      return [];
    default:
      return status satisfies never;
  }
}

// In money/currency.ts, so a page that shows a price in CFA does not carry the order statuses' texts.
export { formatCfa } from '../money/currency.js';
