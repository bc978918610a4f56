import { carrierLabel } from '@teranga/headless';
import { bellPartTexts, returnBellTexts } from '@teranga/messages/orders';
import { bellTexts } from '@teranga/messages/storefront';
import type { Order, OrderEvent } from '@teranga/sdk';
import { routes } from '../routes';

/** One change of one of the customer's orders, as the bell and /notifications show it. */
export interface OrderUpdate {
  id: string;
  text: string;
  href: string;
  /** ISO time of the change */
  at: string;
  unread: boolean;
}

// A return's steps read the same whether the order has one seller or several (the request names its lines).
const eventTexts = { ...bellTexts.events, ...bellPartTexts.events, ...returnBellTexts };
type EventType = keyof typeof eventTexts;
const isShown = (type: string): type is EventType => type in eventTexts;
type PartEventType = keyof typeof bellPartTexts.partEvents;
const isPartShown = (type: string): type is PartEventType => type in bellPartTexts.partEvents;

/**
 * What the bell says of each event of an order: the order's own events as before; in an order split between
 * several sellers, a part's step names its seller ('les articles de Atelier Ndiaye sont expédiés'). A part's event
 * may come in the order's timeline (with its `partId`) and in the part's: it is told once.
 */
function toldEvents(order: Order): Array<{ key: string; text: string; at: string }> {
  const parts = order.parts ?? [];
  const seller = (partId: string) =>
    parts.find((part) => part.id === partId)?.sellerName ?? bellPartTexts.shopOwn;
  const told = new Map<string, { key: string; text: string; at: string }>();
  // A shipped part says who carries it and its tracking number (' (DHL Express, suivi JD014600003SN)').
  const carried = (event: OrderEvent, partId: string | null): string => {
    const part = event.type === 'shipped' && partId ? parts.find((p) => p.id === partId) : undefined;
    return part?.carrier
      ? bellPartTexts.shippedWith(carrierLabel(part.carrier), part.trackingNumber ?? null)
      : '';
  };
  const tell = (event: OrderEvent, partId: string | null) => {
    const key = `${partId ?? ''}:${event.type}:${event.at}`;
    if (told.has(key)) return;
    if (partId && parts.length > 1 && !(event.type in returnBellTexts)) {
      if (isPartShown(event.type)) {
        told.set(key, {
          key,
          text:
            bellPartTexts.partEvents[event.type](order.orderNumber, seller(partId)) + carried(event, partId),
          at: event.at,
        });
      }
    } else if (isShown(event.type)) {
      told.set(key, {
        key,
        text: eventTexts[event.type](order.orderNumber) + carried(event, partId),
        at: event.at,
      });
    }
  };
  for (const event of order.timeline) tell(event, event.partId ?? null);
  if (parts.length > 1)
    for (const part of parts) for (const event of part.timeline ?? []) tell(event, part.id);
  return [...told.values()];
}

/**
 * The status changes of `orders` from their timelines (paid, shipped, delivered, cancelled, payment failed or
 * expired; 'placed' is the shopper's own act), newest first. Those after `seenAt` are unread.
 */
export function orderUpdates(orders: readonly Order[], seenAt: string | null): OrderUpdate[] {
  const seen = seenAt ? Date.parse(seenAt) : Number.NEGATIVE_INFINITY;
  return orders
    .flatMap((order) =>
      toldEvents(order).map(({ key, text, at }) => ({
        id: `${order._id ?? order.id}:${key}`,
        text,
        href: routes.order.href({ id: order._id ?? order.id }),
        at,
        unread: Date.parse(at) > seen,
      })),
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
