import type { components } from '@teranga/sdk';
import { euros } from '../catalogue/index.js';
import type { OrderEventType } from '../db/schema.js';
import type { OrderEventRow, OrderLineRow, OrderRecord } from './order-records.js';

type OrderJson = components['schemas']['Order'];
type TrackedOrderJson = components['schemas']['TrackedOrder'];

/** Events of one instant (one transaction) in the order they happen. */
const EVENT_RANK: Record<OrderEventType, number> = {
  placed: 0,
  paid: 1,
  'payment-failed': 1,
  'payment-expired': 1,
  shipped: 2,
  delivered: 3,
  cancelled: 4,
};

export function timelineOf(events: OrderEventRow[]): components['schemas']['OrderEvent'][] {
  return [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || EVENT_RANK[a.type] - EVENT_RANK[b.type])
    .map((event) => ({ type: event.type, at: event.at.toISOString() }));
}

/** The public tracking page's link for an order (the shop's /suivi-commande reads both fields). */
export function trackingPath(orderNumber: string, email: string): string {
  const query = new URLSearchParams({ orderNumber, email });
  return `/suivi-commande?${query.toString()}`;
}

function itemOf(line: OrderLineRow): components['schemas']['OrderItem'] {
  return {
    productId: line.productId,
    name: line.name,
    price: euros(line.unitPriceCents),
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    image: line.image,
    sku: line.sku,
    sellerId: line.sellerId,
    lineTotal: euros(line.unitPriceCents * line.quantity),
  };
}

/**
 * The order as a customer or staff read it (every line, the payer's phone), or as one seller reads it: that seller's
 * lines only, their sum as subtotal and total, no shipping and no payer phone.
 */
export function toOrderJson(record: OrderRecord, view: { sellerId?: string } = {}): OrderJson {
  const { order, payment } = record;
  const sellerView = view.sellerId !== undefined;
  const lines = sellerView ? record.lines.filter((line) => line.sellerId === view.sellerId) : record.lines;
  const linesCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return {
    _id: order.id,
    id: order.id,
    orderNumber: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    ...(sellerView ? {} : { payerPhone: order.payerPhone }),
    paymentExpiresAt:
      order.paymentStatus === 'pending' ? (order.paymentExpiresAt?.toISOString() ?? null) : null,
    paymentUrl: order.paymentStatus === 'pending' ? (payment?.redirectUrl ?? null) : null,
    trackingUrl: trackingPath(order.number, order.customerEmail),
    items: lines.map(itemOf),
    subtotal: euros(sellerView ? linesCents : order.subtotalCents),
    shipping: euros(sellerView ? 0 : order.shippingCents),
    total: euros(sellerView ? linesCents : order.totalCents),
    timeline: timelineOf(record.events),
    customer: {
      ...(order.customerId ? { _id: order.customerId, id: order.customerId } : {}),
      name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      email: order.customerEmail,
      phone: null,
    },
    shippingAddress: order.shippingAddress ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** What public tracking shows: no address, phone, email or lines. */
export function toTrackedOrderJson(record: OrderRecord): TrackedOrderJson {
  const { order } = record;
  return {
    orderNumber: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    timeline: timelineOf(record.events),
    itemCount: record.lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
