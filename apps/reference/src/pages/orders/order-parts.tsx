import {
  carrierLabel,
  expectedDeliveryText,
  formatCartPrice,
  formatCfa,
  formatMoney,
  orderStatusLabel,
  payableXof,
} from '@teranga/headless';
import { checkoutDeliveryTexts } from '@teranga/messages/cart';
import { fill } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import { sellerOrderSheetTexts } from '@teranga/messages/seller';
import type { Address, Order, OrderDelivery, OrderItem, OrderPart } from '@teranga/sdk';
import { DataTable, type DataTableColumn, OrderPartCard, type OrderPartLine } from '@teranga/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CART_CURRENCY } from '../../app/cart-currency';
import { routes } from '../../routes';
import * as styles from './orders.css';

const t = ordersShopTexts;

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const formatDate = (value: string): string => frenchDate.format(new Date(value));
export const formatShortDate = (value: string): string => shortDate.format(new Date(value));

/** EUR as the cart shows it, then whole francs CFA. */
export const eurAndCfa = (eur: number): string =>
  `${formatCartPrice(eur, CART_CURRENCY)} (${formatCfa(eur)})`;

export const orderIdOf = (order: Pick<Order, '_id' | 'id'>): string => order._id ?? order.id;

export const statusText = (order: Pick<Order, 'status'>): string => orderStatusLabel(order.status);

/**
 * The payment's status, with the amount given back once something was refunded ('Remboursée (45,90€ (30 065 CFA))');
 * paid on delivery, the method first ('Paiement à la livraison · Paiement en attente'); paid through the sandbox,
 * said so ('Payé · paiement de démonstration'): no money moved.
 */
export const paymentText = (
  order: Pick<Order, 'paymentStatus' | 'refunded'> & { paymentMethod?: string; demoPayment?: boolean },
): string => {
  const label = t.paymentStatuses[order.paymentStatus];
  const status = order.refunded > 0 ? `${label} : ${eurAndCfa(order.refunded)}` : label;
  const shown =
    order.paymentMethod === 'cash-on-delivery' ? `${t.cashOnDelivery.method} · ${status}` : status;
  return order.demoPayment ? `${shown} · ${t.demoPayment}` : shown;
};

/** Paid on delivery, where a live part's money stands: to pay at the door, or paid there. */
export const cashStateOf = (
  order: Pick<Order, 'paymentMethod'>,
  part: Pick<OrderPart, 'status' | 'paidAt'>,
) =>
  order.paymentMethod !== 'cash-on-delivery' || part.status === 'cancelled'
    ? null
    : part.paidAt
      ? t.cashOnDelivery.paid
      : t.cashOnDelivery.toPay;

export const unitCount = (order: Pick<Order, 'items'>): number =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** Where the public tracking page finds this order (the server gives it; else number and email). */
export const trackingPath = (
  order: Pick<Order, 'orderNumber' | 'customer'> & { trackingUrl?: string },
): string =>
  order.trackingUrl ??
  routes.orderTracking.href({ orderNumber: order.orderNumber, email: order.customer?.email ?? '' });

const lineKey = (item: OrderItem): string => `${item.productId}-${item.size ?? ''}-${item.color ?? ''}`;
const lineDetail = (item: OrderItem): string => [item.size, item.color].filter(Boolean).join(', ');

/** A part's lines as the kit's card shows them: EUR with the CFA equivalent. */
export const partLines = (items: readonly OrderItem[]): OrderPartLine[] =>
  items.map((item) => ({
    id: lineKey(item),
    name: item.name,
    detail: lineDetail(item) || undefined,
    quantity: item.quantity,
    amount: eurAndCfa(item.price * item.quantity),
    image: item.image ?? null,
  }));

/** A cancelled part's refund, when it was paid: where the refund stands and its amount. */
export const partRefund = (part: OrderPart) =>
  part.refundStatus ? { status: part.refundStatus, amount: eurAndCfa(part.refunded) } : null;

/** Who sells a part, as a sentence names it ('Atelier Ndiaye', or the shop). */
export const sellerOf = (part: Pick<OrderPart, 'sellerName'>): string =>
  part.sellerName ?? ordersShopTexts.confirmation.shopOwnProducts;

/** What an order page adds to each part: what may be done with it, and what it says under its lines. */
export interface PartExtras {
  actions?: (part: OrderPart) => ReactNode;
  details?: (part: OrderPart) => ReactNode;
}

/** Each seller's part of an order (a card per part); `actions` adds what may be done with a part. */
export function OrderParts({ order, actions, details }: { order: Order } & PartExtras) {
  return (
    <section aria-labelledby="order-parts-heading" className={styles.parts}>
      <h3 id="order-parts-heading" className={styles.partsTitle}>
        {t.confirmation.parts}
      </h3>
      {order.parts.map((part) => (
        <OrderPartCard
          key={part.id}
          headingLevel={4}
          sellerName={part.sellerName ?? null}
          status={part.status}
          lines={partLines(part.items)}
          subtotal={eurAndCfa(part.subtotal)}
          refund={partRefund(part)}
          details={details?.(part)}
          actions={<PartActions text={cashStateOf(order, part)}>{actions?.(part)}</PartActions>}
        />
      ))}
    </section>
  );
}

/** A part's money state when paid on delivery, then what may be done with it. */
function PartActions({ text, children }: { text: string | null; children: ReactNode }) {
  if (!text) return children ?? null;
  return (
    <>
      <span className={styles.partPayment}>{text}</span>
      {children}
    </>
  );
}

/** The lines of an order (by seller, when the server gives the parts) and its totals, EUR with the CFA equivalent. */
export function OrderDetails({ order, actions, details }: { order: Order } & PartExtras) {
  const parts = order.parts ?? [];
  // Priced in CFA at checkout: the delivery as quoted and the total paid, not their EUR amounts converted back.
  const deliveryXof = order.delivery?.priceXof;
  return (
    <>
      {parts.length > 0 ? (
        <OrderParts order={order} actions={actions} details={details} />
      ) : (
        <section aria-label={t.confirmation.lines}>
          <ul className={styles.lines}>
            {order.items.map((item) => (
              <li key={lineKey(item)} className={styles.line}>
                <span>
                  {item.name}
                  {lineDetail(item) ? ` (${lineDetail(item)})` : ''}
                  {' · '}
                  {fill(t.confirmation.quantity, { quantity: String(item.quantity) })}
                </span>
                <span>{formatCartPrice(item.price * item.quantity, CART_CURRENCY)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t.confirmation.subtotal}</dt>
          <dd className={styles.amountValue}>{eurAndCfa(order.subtotal)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t.confirmation.shipping}</dt>
          <dd className={styles.amountValue}>
            {deliveryXof === undefined
              ? eurAndCfa(order.shipping)
              : `${formatCartPrice(order.shipping, CART_CURRENCY)} (${formatMoney(deliveryXof, 'XOF')})`}
          </dd>
        </div>
        <div className={`${styles.total} ${styles.strong}`}>
          <dt>{t.confirmation.total}</dt>
          <dd className={styles.amountValue}>
            {`${formatCartPrice(order.total, CART_CURRENCY)} (${formatMoney(payableXof(order.subtotal, order.total, deliveryXof), 'XOF')})`}
          </dd>
        </div>
        {order.refunded > 0 ? (
          <div className={`${styles.total} ${styles.refunded}`}>
            <dt>{t.confirmation.refunded}</dt>
            <dd className={styles.amountValue}>{eurAndCfa(order.refunded)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

/** An order's status, with each seller's part under it when several sellers share the order. */
function OrderStatusCell({ order }: { order: Order }) {
  return (
    <span>
      {statusText(order)}
      {(order.parts ?? []).length > 1 ? (
        <ul className={styles.partStatuses}>
          {order.parts.map((part) => (
            <li key={part.id}>
              {sellerOf(part)} : {orderStatusLabel(part.status)}
              {part.refundStatus ? ` · ${t.refundStatuses[part.refundStatus]}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

/** The orders list's columns; staff also see the customer's email. */
function orderColumns(showCustomer: boolean): DataTableColumn<Order>[] {
  const c = t.myOrders;
  return [
    {
      id: 'order',
      header: c.order,
      cellClassName: styles.number,
      cell: (order) => (
        <Link
          to={routes.order.href({ id: orderIdOf(order) })}
          aria-label={fill(c.details, { number: order.orderNumber })}
          className={styles.orderLink}
        >
          {order.orderNumber}
        </Link>
      ),
    },
    { id: 'date', header: c.date, cell: (order) => formatShortDate(order.createdAt) },
    ...(showCustomer
      ? [
          {
            id: 'customer',
            header: t.orderSearch.customer,
            cell: (order: Order) => order.customer?.email ?? '',
          },
        ]
      : []),
    { id: 'status', header: c.status, cell: (order) => <OrderStatusCell order={order} /> },
    { id: 'payment', header: c.payment, cell: paymentText },
    { id: 'items', header: c.items, cell: unitCount, align: 'end' },
    { id: 'total', header: c.total, cell: (order) => eurAndCfa(order.total), align: 'end' },
  ];
}

/** A list of orders (the kit's DataTable): number (to its page), date, status, units and total; staff also see the customer. */
export function OrdersTable({
  orders,
  showCustomer = false,
  caption = t.myOrders.title,
}: {
  orders: readonly Order[];
  showCustomer?: boolean;
  /** the table's name for screen readers (hidden on screen) */
  caption?: string;
}) {
  return (
    <DataTable
      rows={orders}
      columns={orderColumns(showCustomer)}
      rowId={orderIdOf}
      caption={caption}
      variant="orders"
    />
  );
}

// Where and how an order goes, as the seller's sheet, its packing slip and the customer's page write it: `delivery`
// (the quoted option, its date, the pickup point) comes with the delivery zones; older orders only have their
// `shippingAddress`.

/** An order's address: its delivery's (whose landmark may be null), or the older `shippingAddress`. */
type AddressLike = Omit<Address, 'landmark'> & { landmark?: string | null };

const sheetTexts = sellerOrderSheetTexts;
const deliveryTexts = checkoutDeliveryTexts.order;

/** The order's delivery as quoted (null on orders placed before delivery options). */
export const deliveryOf = (order: Order): OrderDelivery | null => order.delivery ?? null;

/** The address a parcel goes to: the delivery's own, else the order's shipping address. */
export const addressOf = (order: Order): AddressLike | null =>
  deliveryOf(order)?.address ?? order.shippingAddress ?? null;

/** Who receives the parcel: the address's name, else the customer's. */
export function recipientName(order: Order): string {
  const address = addressOf(order);
  const named = address?.fullName || [address?.firstName, address?.lastName].filter(Boolean).join(' ');
  return named || order.customer?.name || '';
}

/** An address as lines to read or print: street, quartier, landmark, city and region. */
export function addressLines(address: AddressLike | null): string[] {
  if (!address) return [];
  const place = [address.street, address.quartier].filter(Boolean).join(', ');
  const town = [address.city, address.region].filter(Boolean).join(', ');
  return [
    place,
    address.landmark ? fill(sheetTexts.landmark, { landmark: address.landmark }) : '',
    [address.postalCode, town].filter(Boolean).join(' '),
  ].filter(Boolean);
}

/** How it is delivered: the option (and zone), the pickup point with its hours, the expected date. */
export function deliveryLines(order: Order): string[] {
  const delivery = deliveryOf(order);
  if (!delivery) return [];
  const point = delivery.pickupPoint;
  return [
    [delivery.name, delivery.zoneName].filter(Boolean).join(' · '),
    ...(point
      ? [
          fill(deliveryTexts.pickupPoint, { name: point.name, address: point.address }),
          point.openingHours ? fill(deliveryTexts.openingHours, { hours: point.openingHours }) : '',
        ]
      : []),
    delivery.expectedDate ? expectedDeliveryText(delivery.expectedDate) : '',
  ].filter(Boolean);
}

/** « Livraison prévue le 28 novembre 2026 », when the order has a quoted delivery. */
export const expectedDeliveryOf = (order: Order): string | null => {
  const date = deliveryOf(order)?.expectedDate;
  return date ? expectedDeliveryText(date) : null;
};

/** A part's shipment as read: carrier, tracking number, shipped and delivered dates (null for what is not there). */
export function shipmentOf(
  part: Pick<OrderPart, 'carrier' | 'trackingNumber' | 'shippedAt' | 'deliveredAt'>,
) {
  return {
    carrier: part.carrier ? carrierLabel(part.carrier) : null,
    trackingNumber: part.trackingNumber ?? null,
    shippedOn: part.shippedAt ? formatDate(part.shippedAt) : null,
    deliveredOn: part.deliveredAt ? formatDate(part.deliveredAt) : null,
  };
}

/** A line's size and colour ('L, Indigo'). */
export const lineVariant = (item: Pick<OrderItem, 'size' | 'color'>): string =>
  [item.size, item.color].filter(Boolean).join(', ');
