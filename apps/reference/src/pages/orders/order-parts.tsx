import { formatCartPrice, formatCfa, orderStatusLabel } from '@teranga/headless';
import { fill, ordersShopTexts } from '@teranga/messages';
import type { Order } from '@teranga/sdk';
import { Link } from 'react-router';
import * as styles from './orders.css';

const t = ordersShopTexts;

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const formatDate = (value: string): string => frenchDate.format(new Date(value));
export const formatShortDate = (value: string): string => shortDate.format(new Date(value));

/** EUR as the cart shows it, then whole francs CFA. */
export const eurAndCfa = (eur: number): string => `${formatCartPrice(eur)} (${formatCfa(eur)})`;

export const orderIdOf = (order: Pick<Order, '_id' | 'id'>): string => order._id ?? order.id;

export const statusText = (order: Pick<Order, 'status'>): string => orderStatusLabel(order.status);

export const unitCount = (order: Pick<Order, 'items'>): number =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** Where the public tracking page finds this order (the server gives it; else number and email). */
export const trackingPath = (
  order: Pick<Order, 'orderNumber' | 'customer'> & { trackingUrl?: string },
): string =>
  order.trackingUrl ??
  `/suivi-commande?${new URLSearchParams({ orderNumber: order.orderNumber, email: order.customer?.email ?? '' })}`;

/** The lines of an order and its totals, EUR with the CFA equivalent. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <section aria-label={t.confirmation.lines}>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={`${item.productId}-${item.size ?? ''}-${item.color ?? ''}`} className={styles.line}>
              <span>
                {item.name}
                {[item.size, item.color].filter(Boolean).length
                  ? ` (${[item.size, item.color].filter(Boolean).join(', ')})`
                  : ''}
                {' · '}
                {fill(t.confirmation.quantity, { quantity: String(item.quantity) })}
              </span>
              <span>{formatCartPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t.confirmation.subtotal}</dt>
          <dd className={styles.amountValue}>{eurAndCfa(order.subtotal)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t.confirmation.shipping}</dt>
          <dd className={styles.amountValue}>{eurAndCfa(order.shipping)}</dd>
        </div>
        <div className={`${styles.total} ${styles.strong}`}>
          <dt>{t.confirmation.total}</dt>
          <dd className={styles.amountValue}>{eurAndCfa(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}

/** A list of orders: number (to its page), date, status, units and total; staff also see the customer. */
export function OrdersTable({
  orders,
  showCustomer = false,
}: {
  orders: readonly Order[];
  showCustomer?: boolean;
}) {
  const c = t.myOrders;
  // On a phone the rows are laid out as cards (orders.css.ts): each cell's data-label names its column there.
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {c.order}
            </th>
            <th scope="col" className={styles.cell}>
              {c.date}
            </th>
            {showCustomer ? (
              <th scope="col" className={styles.cell}>
                {t.orderSearch.customer}
              </th>
            ) : null}
            <th scope="col" className={styles.cell}>
              {c.status}
            </th>
            <th scope="col" className={styles.amount}>
              {c.items}
            </th>
            <th scope="col" className={styles.amount}>
              {c.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={orderIdOf(order)}>
              <th scope="row" className={styles.number}>
                <Link
                  to={`/order-confirmation?order=${orderIdOf(order)}`}
                  aria-label={fill(c.details, { number: order.orderNumber })}
                >
                  {order.orderNumber}
                </Link>
              </th>
              <td data-label={c.date} className={styles.cell}>
                {formatShortDate(order.createdAt)}
              </td>
              {showCustomer ? (
                <td data-label={t.orderSearch.customer} className={styles.cell}>
                  {order.customer?.email ?? ''}
                </td>
              ) : null}
              <td data-label={c.status} className={styles.cell}>
                {statusText(order)}
              </td>
              <td data-label={c.items} className={styles.amount}>
                {unitCount(order)}
              </td>
              <td data-label={c.total} className={styles.amount}>
                {eurAndCfa(order.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
