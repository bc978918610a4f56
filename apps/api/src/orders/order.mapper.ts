import { routes } from '@teranga/reference/routes';
import type { components } from '@teranga/sdk';
import { euros } from '../catalogue/index.js';
import type { OrderEventType } from '../db/schema.js';
import type { OrderEventRow, OrderLineRow, OrderRecord, PartRecord, RefundRow } from './order-records.js';

type OrderJson = components['schemas']['Order'];
type TrackedOrderJson = components['schemas']['TrackedOrder'];

/** Events of one instant (one transaction) in the order they happen. */
const EVENT_RANK: Record<OrderEventType, number> = {
  placed: 0,
  paid: 1,
  'payment-failed': 1,
  'payment-expired': 1,
  'late-payment': 1,
  shipped: 2,
  delivered: 3,
  'cash-collected': 3,
  cancelled: 4,
  'return-requested': 4,
  'return-accepted': 4,
  'return-refused': 4,
  'return-received': 4,
  refunded: 5,
  'refund-failed': 5,
};

export function timelineOf(events: OrderEventRow[]): components['schemas']['OrderEvent'][] {
  return [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || EVENT_RANK[a.type] - EVENT_RANK[b.type])
    .map((event) => ({ type: event.type, at: event.at.toISOString(), partId: event.partId }));
}

/** The public tracking page's link for an order (the shop's /suivi-commande reads both fields). */
export function trackingPath(orderNumber: string, email: string): string {
  return routes.orderTracking.href({ orderNumber, email });
}

function itemOf(line: OrderLineRow): components['schemas']['OrderItem'] {
  return {
    productId: line.productId,
    lineId: line.id,
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

function refundOf(refund: RefundRow, staff: boolean): components['schemas']['Refund'] {
  return {
    _id: refund.id,
    id: refund.id,
    partId: refund.partId,
    amount: euros(refund.amountCents),
    status: refund.status,
    reason: refund.reason,
    attempts: refund.attempts,
    lastError: staff ? refund.lastError : null,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  };
}

/** A part's refund state: the one refund of a cancelled part, when there is one. */
const refundStatusOf = (record: OrderRecord, part: PartRecord) =>
  record.refunds.find((refund) => refund.partId === part.id)?.status ?? null;

function partOf(record: OrderRecord, part: PartRecord): components['schemas']['OrderPart'] {
  return {
    _id: part.id,
    id: part.id,
    sellerId: part.sellerId,
    sellerName: part.sellerName,
    status: part.status,
    items: record.lines.filter((line) => line.partId === part.id).map(itemOf),
    subtotal: euros(part.subtotalCents),
    refunded: euros(part.refundedCents),
    paidAt: part.paidAt?.toISOString() ?? null,
    refundStatus: refundStatusOf(record, part),
    flagged: part.sellerHidden && (part.status === 'pending' || part.status === 'processing'),
    carrier: (part.carrier as components['schemas']['Carrier'] | null) ?? null,
    trackingNumber: part.trackingNumber ?? null,
    shippedAt: part.shippedAt?.toISOString() ?? null,
    deliveredAt: part.deliveredAt?.toISOString() ?? null,
    timeline: timelineOf(record.events.filter((event) => event.partId === part.id)),
  };
}

export interface OrderView {
  /** A seller's view: that seller's part only. */
  sellerId?: string;
  /** Staff read refusals' reasons. */
  staff?: boolean;
  /** The order sheet (GET /seller/orders/{id}): the phone to call for delivery. */
  sheet?: boolean;
}

/** The phone a delivery calls: the delivery address's, else the one that paid. */
const deliveryPhoneOf = (order: OrderRecord['order']): string | null =>
  order.shippingAddress?.phone?.trim() || order.payerPhone || null;

/**
 * The order as a customer or staff read it (every part, the payer's phone, the refunds), or as one seller reads it:
 * that seller's part only, its lines, its subtotal as subtotal and total, no shipping, no payer phone, no refunds.
 */
export function toOrderJson(record: OrderRecord, view: OrderView = {}): OrderJson {
  const { order, payment } = record;
  const sellerView = view.sellerId !== undefined;
  const parts = sellerView ? record.parts.filter((part) => part.sellerId === view.sellerId) : record.parts;
  const partIds = new Set(parts.map((part) => part.id));
  const lines = sellerView ? record.lines.filter((line) => partIds.has(line.partId)) : record.lines;
  const partsCents = parts.reduce((sum, part) => sum + part.subtotalCents, 0);
  const refundedCents = sellerView
    ? parts.reduce((sum, part) => sum + part.refundedCents, 0)
    : record.refunds
        .filter((refund) => refund.status === 'succeeded')
        .reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    _id: order.id,
    id: order.id,
    orderNumber: order.number,
    status: sellerView && parts[0] ? parts[0].status : order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    ...(sellerView ? {} : { payerPhone: order.payerPhone }),
    paymentExpiresAt:
      order.paymentStatus === 'pending' ? (order.paymentExpiresAt?.toISOString() ?? null) : null,
    paymentUrl: order.paymentStatus === 'pending' ? (payment?.redirectUrl ?? null) : null,
    // The sandbox took it: no money moved (« paiement de démonstration »).
    demoPayment: payment?.provider === 'sandbox',
    trackingUrl: trackingPath(order.number, order.customerEmail),
    items: lines.map(itemOf),
    parts: parts.map((part) => partOf(record, part)),
    subtotal: euros(sellerView ? partsCents : order.subtotalCents),
    shipping: euros(sellerView ? 0 : order.shippingCents),
    total: euros(sellerView ? partsCents : order.totalCents),
    refunded: euros(refundedCents),
    ...(sellerView ? {} : { refunds: record.refunds.map((refund) => refundOf(refund, view.staff === true)) }),
    timeline: timelineOf(
      sellerView
        ? record.events.filter((event) => event.partId === null || partIds.has(event.partId))
        : record.events,
    ),
    customer: {
      ...(order.customerId ? { _id: order.customerId, id: order.customerId } : {}),
      name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      email: order.customerEmail,
      phone: view.sheet ? deliveryPhoneOf(order) : null,
    },
    shippingAddress: order.shippingAddress ?? null,
    delivery: order.delivery ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** What public tracking shows: no address, phone, email or lines; each part's status and unit count. */
export function toTrackedOrderJson(record: OrderRecord): TrackedOrderJson {
  const { order } = record;
  const units = (lines: OrderLineRow[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    orderNumber: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    timeline: timelineOf(record.events),
    itemCount: units(record.lines),
    parts: record.parts.map((part) => ({
      id: part.id,
      status: part.status,
      itemCount: units(record.lines.filter((line) => line.partId === part.id)),
    })),
    // Public: the option, its date and pickup point, never the address.
    delivery: order.delivery ? { ...order.delivery, address: null } : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
