import { useQuery } from '@tanstack/react-query';
import { isValidId } from '@teranga/headless';
import { fill, ordersShopTexts, shopPageTexts } from '@teranga/messages';
import { AlertBanner, Button, EmptyState, Skeleton } from '@teranga/ui';
import { Link, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { CancellableOrder } from '../orders/cancellable-order';
import { OrderDelivery } from '../orders/order-delivery';
import { paymentText, statusText, trackingPath } from '../orders/order-parts';
import { orderQueries } from '../orders/order-queries';

const t = ordersShopTexts.confirmation;

/** /order-confirmation?order={id}: the order just paid, as the server holds it (number, lines, totals, status). */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const auth = useAuth();
  const order = useQuery({
    ...orderQueries.one(id),
    enabled: isValidId(id) && auth.isAuthenticated,
  });

  const links = (
    <div className={page.row}>
      <Button asChild>
        <Link to="/products">{t.continueShopping}</Link>
      </Button>
      {order.data ? (
        <Button asChild variant="outline">
          <Link to={trackingPath(order.data)}>{t.trackOrder}</Link>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link to="/mes-commandes">{t.myOrders}</Link>
      </Button>
    </div>
  );

  if (!isValidId(id) || (!auth.restoring && !auth.isAuthenticated)) {
    return (
      <div className={page.container}>
        <h1 className={page.title}>{shopPageTexts.orderConfirmation.title}</h1>
        <EmptyState
          icon="check"
          title={shopPageTexts.orderConfirmation.emptyTitle}
          description={shopPageTexts.orderConfirmation.emptyText}
          action={links}
        />
      </div>
    );
  }

  return (
    <div className={page.narrow}>
      <div className={page.stack}>
        <h1 className={page.title}>{t.title}</h1>
        {auth.restoring || order.isPending ? (
          <>
            <p className={page.muted}>{t.loading}</p>
            <Skeleton height="16rem" />
          </>
        ) : order.isError || !order.data ? (
          <AlertBanner tone="critical" onRetry={() => order.refetch()}>
            {order.error instanceof Error && order.error.message ? order.error.message : t.notFound}
          </AlertBanner>
        ) : (
          <section className={page.card} aria-labelledby="order-number-heading">
            <div className={page.stack}>
              <h2 id="order-number-heading" className={page.sectionTitle}>
                {fill(t.number, { number: order.data.orderNumber })}
              </h2>
              <p>
                {t.status} : <strong>{statusText(order.data)}</strong> · {t.payment} :{' '}
                {paymentText(order.data)}
              </p>
              <CancellableOrder order={order.data} />
              {order.data.shippingAddress ? (
                <p className={page.muted}>
                  {t.address} :{' '}
                  {[
                    order.data.shippingAddress.street,
                    order.data.shippingAddress.city,
                    order.data.shippingAddress.region,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              ) : null}
              <OrderDelivery order={order.data} />
              {order.data.paymentStatus === 'paid' || order.data.paymentMethod === 'cash-on-delivery' ? (
                <p className={page.muted}>{t.mailSent}</p>
              ) : null}
              {order.data.refunded > 0 ? <p className={page.muted}>{t.refundMail}</p> : null}
            </div>
          </section>
        )}
        {links}
      </div>
    </div>
  );
}
