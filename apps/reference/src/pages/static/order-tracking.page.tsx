import { useQuery } from '@tanstack/react-query';
import { orderStatusLabel, trackingDates, trackingStep } from '@teranga/headless';
import { fill, plural } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import { shopPageTexts } from '@teranga/messages/storefront';
import {
  AlertBanner,
  Button,
  defaultOrderSteps,
  OrderStatusBadge,
  OrderTimeline,
  Skeleton,
  TextField,
} from '@teranga/ui';
import { useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { formatDate } from '../orders/order-parts';
import { orderQueries } from '../orders/order-queries';
import * as styles from '../orders/orders.css';

const t = ordersShopTexts.tracking;

/** /suivi-commande: tracks an order by its number and the customer's email (public: status and timeline only). */
export function OrderTrackingPage() {
  const [params, setParams] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const tracked = useQuery({
    ...orderQueries.track(orderNumber, email),
    enabled: Boolean(orderNumber && email),
  });
  const order = tracked.data;
  const step = order ? trackingStep(order.status) : null;
  const dates = order ? trackingDates(order.timeline, formatDate) : [];

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{shopPageTexts.orderTracking.title}</h1>
        <p className={page.muted}>{shopPageTexts.orderTracking.text}</p>
        <form
          className={page.formGrid}
          // The search lives in the address: a tracking link opens straight on its order.
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            setParams({
              orderNumber: String(form.get('orderNumber') ?? '').trim(),
              email: String(form.get('email') ?? '').trim(),
            });
          }}
        >
          <TextField
            label={shopPageTexts.orderTracking.orderNumber}
            name="orderNumber"
            placeholder={shopPageTexts.samples.orderNumber}
            defaultValue={orderNumber}
            required
          />
          <TextField
            label={shopPageTexts.orderTracking.email}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            required
          />
          <div className={page.row}>
            <Button type="submit" loading={tracked.isFetching}>
              {tracked.isFetching ? t.searching : shopPageTexts.orderTracking.trackOrder}
            </Button>
          </div>
        </form>
        {tracked.isFetching && !order ? <Skeleton height="10rem" /> : null}
        {tracked.isError ? (
          <AlertBanner tone="critical">
            {tracked.error instanceof Error && tracked.error.message ? tracked.error.message : t.notFound}
          </AlertBanner>
        ) : null}
        {order ? (
          <section className={page.section} aria-labelledby="titre-suivi">
            <h2 id="titre-suivi" className={page.sectionTitle}>
              {fill(t.heading, { number: order.orderNumber })}
            </h2>
            <p>{fill(t.status, { status: orderStatusLabel(order.status) })}</p>
            <p>{fill(t.payment, { status: ordersShopTexts.paymentStatuses[order.paymentStatus] })}</p>
            {order.status === 'cancelled' ? <AlertBanner tone="caution">{t.cancelled}</AlertBanner> : null}
            {order.status === 'pending' ? <p className={page.muted}>{t.awaitingPayment}</p> : null}
            {step === null ? null : (
              <OrderTimeline
                steps={defaultOrderSteps.map((s, index) => ({ ...s, date: dates[index] }))}
                currentStep={step}
              />
            )}
            {(order.parts ?? []).length > 1 ? (
              <section aria-labelledby="colis-suivi" className={page.stack}>
                <h3 id="colis-suivi" className={page.sectionTitle}>
                  {t.parts}
                </h3>
                <ul className={styles.trackedParts}>
                  {order.parts.map((part, index) => (
                    <li key={part.id} className={styles.trackedPart}>
                      <span>
                        {fill(t.part, { index: String(index + 1) })}
                        <span className={page.muted}> · {plural(t.partItems, part.itemCount)}</span>
                      </span>
                      <OrderStatusBadge status={part.status} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
