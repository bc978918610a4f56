import { bellTexts } from '@teranga/messages';
import type { Order } from '@teranga/sdk';

/** One change of one of the customer's orders, as the bell and /notifications show it. */
export interface OrderUpdate {
  id: string;
  text: string;
  href: string;
  /** ISO time of the change */
  at: string;
  unread: boolean;
}

type EventType = keyof typeof bellTexts.events;
const isShown = (type: string): type is EventType => type in bellTexts.events;

/**
 * The status changes of `orders` from their timelines (paid, shipped, delivered, cancelled, payment failed or
 * expired; 'placed' is the shopper's own act), newest first. Those after `seenAt` are unread.
 */
export function orderUpdates(orders: readonly Order[], seenAt: string | null): OrderUpdate[] {
  const seen = seenAt ? Date.parse(seenAt) : Number.NEGATIVE_INFINITY;
  return orders
    .flatMap((order) =>
      order.timeline.flatMap((event) =>
        isShown(event.type)
          ? [
              {
                id: `${order._id ?? order.id}:${event.type}:${event.at}`,
                text: bellTexts.events[event.type](order.orderNumber),
                href: `/order-confirmation?order=${encodeURIComponent(order._id ?? order.id)}`,
                at: event.at,
                unread: Date.parse(event.at) > seen,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** The newest change's time: what 'seen' remembers. */
export const newestAt = (updates: readonly OrderUpdate[]): string | null => updates[0]?.at ?? null;

const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 novembre à 14:05': when an update happened, in the shopper's time zone. */
export const formatUpdateTime = (at: string): string => timeFormat.format(new Date(at));
