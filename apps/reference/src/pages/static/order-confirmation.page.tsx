import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerMayCancel, isValidId } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill, ordersShopTexts, shopPageTexts } from '@teranga/messages';
import type { Order, OrderPart } from '@teranga/sdk';
import { AlertBanner, Button, ConfirmDialog, EmptyState, Skeleton } from '@teranga/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { sdk } from '../../sdk';
import { OrderDelivery } from '../orders/order-delivery';
import {
  eurAndCfa,
  OrderDetails,
  orderIdOf,
  paymentText,
  sellerOf,
  statusText,
  trackingPath,
} from '../orders/order-parts';
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

/** The order's parts, each with « Annuler » while the customer may still cancel it (paid, not shipped). */
function CancellableOrder({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<OrderPart | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cancel = useMutation({
    mutationFn: (part: OrderPart) => sdk.orders.cancel(orderIdOf(order), part.id),
    onSuccess: (updated, part) => {
      queryClient.setQueryData(accountQueryKeys.order(orderIdOf(order)), updated);
      setAnnouncement(fill(t.partCancelled, { seller: sellerOf(part) }));
      setCancelling(null);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.orders });
    },
    onError: () => setCancelling(null),
  });
  return (
    <>
      <p role="status" className={announcement ? undefined : page.visuallyHidden}>
        {announcement}
      </p>
      {cancel.isError ? (
        <AlertBanner tone="critical" onDismiss={() => cancel.reset()}>
          {cancel.error instanceof Error && cancel.error.message ? cancel.error.message : t.cancelFailed}
        </AlertBanner>
      ) : null}
      <OrderDetails
        order={order}
        actions={(part) =>
          customerMayCancel(part.status) ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={fill(t.cancelPartLabel, { seller: sellerOf(part) })}
              onClick={() => setCancelling(part)}
            >
              {t.cancelPart}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t.confirmCancelTitle}
        message={
          cancelling
            ? fill(t.confirmCancelText, {
                seller: sellerOf(cancelling),
                amount: eurAndCfa(cancelling.subtotal),
              })
            : ''
        }
        confirmLabel={t.confirmCancel}
        cancelLabel={t.keep}
        pending={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
        }}
      />
    </>
  );
}
