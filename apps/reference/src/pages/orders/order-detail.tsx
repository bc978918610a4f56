import { useQuery } from '@tanstack/react-query';
import { isValidId } from '@teranga/headless';
import { fill } from '@teranga/messages/format';
import { customerOrderTexts, ordersShopTexts } from '@teranga/messages/orders';
import type { Order, OrderPart } from '@teranga/sdk';
import { AlertBanner, Button, Skeleton } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { PartReviews } from '../../reviews/part-reviews';
import { routes } from '../../routes';
import { CancellableOrder } from './cancellable-order';
import { OrderDelivery } from './order-delivery';
import {
  addressLines,
  addressOf,
  expectedDeliveryOf,
  formatDate,
  paymentText,
  shipmentOf,
  statusText,
  trackingPath,
} from './order-parts';
import { orderQueries } from './order-queries';
import { OrderReturnsSlot } from './order-returns-slot';
import * as styles from './orders.css';

const t = customerOrderTexts;
const confirmation = ordersShopTexts.confirmation;

/**
 * /orders/:id (« Mes commandes » → an order; my-orders.page shows it for a signed-in customer): each part with its photos, status, carrier and tracking number, when it
 * shipped and was (or should be) delivered; « Annuler » before shipment; then the returns (OrderReturnsSlot).
 */
export function OrderDetail({ id }: { id: string }) {
  const order = useQuery({ ...orderQueries.one(id), enabled: isValidId(id) });
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <Link to={routes.myOrders.href()} className={styles.backLink}>
          ← {t.back}
        </Link>
        {!isValidId(id) || order.isError ? (
          <AlertBanner tone="critical" onRetry={isValidId(id) ? () => order.refetch() : undefined}>
            {order.error instanceof Error && order.error.message
              ? order.error.message
              : confirmation.notFound}
          </AlertBanner>
        ) : !order.data ? (
          <>
            <p className={page.muted}>{confirmation.loading}</p>
            <Skeleton height="20rem" />
          </>
        ) : (
          <OrderView order={order.data} />
        )}
      </div>
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const address = addressLines(addressOf(order));
  return (
    <>
      <header className={styles.header}>
        <h1 className={page.title}>{fill(t.title, { number: order.orderNumber })}</h1>
        <p className={page.muted}>{fill(t.placedOn, { date: formatDate(order.createdAt) })}</p>
        <p>
          {confirmation.status} : <strong>{statusText(order)}</strong> · {confirmation.payment} :{' '}
          {paymentText(order)}
        </p>
      </header>
      <OrderDelivery order={order} />
      {address.length > 0 ? (
        <section className={styles.panel} aria-labelledby="order-address-heading">
          <h2 id="order-address-heading" className={styles.panelTitle}>
            {t.address}
          </h2>
          <address className={styles.address}>
            {address.map((text) => (
              <span key={text}>{text}</span>
            ))}
          </address>
        </section>
      ) : null}
      <CancellableOrder
        order={order}
        details={(part) => (
          <>
            <PartShipment order={order} part={part} />
            <PartReviews orderId={order.id} part={part} />
          </>
        )}
      />
      <OrderReturnsSlot order={order} />
      <div className={page.row}>
        <Button asChild variant="outline">
          <Link to={trackingPath(order)}>{confirmation.trackOrder}</Link>
        </Button>
      </div>
    </>
  );
}

/** A part's shipment: carrier and tracking number once shipped, its dates, or the date it is expected. */
function PartShipment({ order, part }: { order: Order; part: OrderPart }) {
  if (part.status === 'cancelled' || part.status === 'pending') return null;
  const shipment = shipmentOf(part);
  const expected = expectedDeliveryOf(order);
  return (
    <dl className={styles.facts}>
      {shipment.carrier ? (
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t.carrier} :</dt>
          <dd className={styles.factValue}>{shipment.carrier}</dd>
        </div>
      ) : null}
      {shipment.trackingNumber ? (
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t.trackingNumber} :</dt>
          <dd className={styles.factValue}>{shipment.trackingNumber}</dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt className={page.visuallyHidden}>{t.shipment}</dt>
        <dd className={styles.factValue}>
          {shipment.deliveredOn
            ? fill(t.deliveredOn, { date: shipment.deliveredOn })
            : shipment.shippedOn
              ? fill(t.shippedOn, { date: shipment.shippedOn })
              : t.notShipped}
          {!shipment.deliveredOn && expected ? ` · ${expected}` : ''}
        </dd>
      </div>
    </dl>
  );
}
