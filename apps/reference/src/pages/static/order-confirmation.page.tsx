import { useQuery } from '@tanstack/react-query';
import { isValidId } from '@teranga/headless';
import { fill } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import type { Order } from '@teranga/sdk';
import { AlertBanner, Button, EmptyState, Skeleton } from '@teranga/ui';
import { Link, useLocation, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { routes } from '../../routes';
import { CancellableOrder } from '../orders/cancellable-order';
import { confirmationStateOf } from '../orders/confirmation-state';
import { OrderDelivery } from '../orders/order-delivery';
import { paymentText, statusText, trackingPath } from '../orders/order-parts';
import { orderQueries } from '../orders/order-queries';

const t = ordersShopTexts.confirmation;

/**
 * /order-confirmation?order={id}: the order just placed, as the server holds it (number, lines, totals, status). Its
 * title speaks of the order's real state: thanks for a placed order, the refusal, cancellation or refund otherwise. A
 * visitor who is not signed in is asked to sign in (the order is its buyer's), never told it is confirmed.
 */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const id = params.get('order') ?? '';
  const auth = useAuth();
  const order = useQuery({
    ...orderQueries.one(id),
    enabled: isValidId(id) && auth.isAuthenticated,
  });

  const links = (
    <div className={page.row}>
      <Button asChild>
        <Link to={routes.products.href()}>{t.continueShopping}</Link>
      </Button>
      {order.data ? (
        <Button asChild variant="outline">
          <Link to={trackingPath(order.data)}>{t.trackOrder}</Link>
        </Button>
      ) : null}
      {auth.isAuthenticated ? (
        <Button asChild variant="outline">
          <Link to={routes.myOrders.href()}>{t.myOrders}</Link>
        </Button>
      ) : null}
    </div>
  );

  if (!auth.restoring && !auth.isAuthenticated) {
    return (
      <div className={page.container}>
        <h1 className={page.title}>{t.neutralTitle}</h1>
        <EmptyState
          icon="lock"
          title={t.signedOut.title}
          description={t.signedOut.text}
          action={
            <div className={page.row}>
              <Button asChild>
                <Link to={signInPathFor(`${pathname}${search}`)}>{t.signedOut.signIn}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={routes.orderTracking.href()}>{t.trackOrder}</Link>
              </Button>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className={page.narrow}>
      <div className={page.stack}>
        {!isValidId(id) ? (
          <>
            <h1 className={page.title}>{t.neutralTitle}</h1>
            <AlertBanner tone="critical">{t.notFound}</AlertBanner>
          </>
        ) : auth.restoring || order.isPending ? (
          <>
            <h1 className={page.title}>{t.neutralTitle}</h1>
            <p className={page.muted}>{t.loading}</p>
            <Skeleton height="16rem" />
          </>
        ) : order.isError || !order.data ? (
          <>
            <h1 className={page.title}>{t.neutralTitle}</h1>
            <AlertBanner tone="critical" onRetry={() => order.refetch()}>
              {order.error instanceof Error && order.error.message ? order.error.message : t.notFound}
            </AlertBanner>
          </>
        ) : (
          <PlacedOrder order={order.data} />
        )}
        {links}
      </div>
    </div>
  );
}

/** The order read: what became of it (the page's title), then its number, status, delivery and lines. */
function PlacedOrder({ order }: { order: Order }) {
  const state = confirmationStateOf(order);
  const said = state === 'placed' ? null : t.states[state];
  return (
    <>
      <h1 className={page.title}>{said ? said.title : t.title}</h1>
      {said ? (
        <AlertBanner tone={state === 'pending' || state === 'refunded' ? 'info' : 'caution'}>
          {said.text}
        </AlertBanner>
      ) : null}
      <section className={page.card} aria-labelledby="order-number-heading">
        <div className={page.stack}>
          <h2 id="order-number-heading" className={page.sectionTitle}>
            {fill(t.number, { number: order.orderNumber })}
          </h2>
          <p>
            {t.status} : <strong>{statusText(order)}</strong> · {t.payment} : {paymentText(order)}
          </p>
          <CancellableOrder order={order} />
          {order.shippingAddress ? (
            <p className={page.muted}>
              {t.address} :{' '}
              {[order.shippingAddress.street, order.shippingAddress.city, order.shippingAddress.region]
                .filter(Boolean)
                .join(', ')}
            </p>
          ) : null}
          <OrderDelivery order={order} />
          {state === 'placed' &&
          (order.paymentStatus === 'paid' || order.paymentMethod === 'cash-on-delivery') ? (
            <p className={page.muted}>{t.mailSent}</p>
          ) : null}
          {order.refunded > 0 ? <p className={page.muted}>{t.refundMail}</p> : null}
        </div>
      </section>
    </>
  );
}
