import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectsCash, isValidId, nextSellerStatuses, trackingDates, trackingStep } from '@teranga/headless';
import { accountQueryKeys, terangaSellerQueries } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import { sellerOrderSheetTexts } from '@teranga/messages/seller';
import type { Order, OrderItem, OrderPart } from '@teranga/sdk';
import {
  AlertBanner,
  Button,
  ConfirmDialog,
  defaultOrderSteps,
  OrderStatusBadge,
  OrderTimeline,
  Skeleton,
  type TimelineStep,
} from '@teranga/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import {
  addressLines,
  addressOf,
  deliveryLines,
  eurAndCfa,
  formatShortDate,
  recipientName,
  shipmentOf,
} from './order-parts';
import * as styles from './orders.css';
import { PackingSlipPrint } from './packing-slip-print';
import { SellerOrderReturns } from './seller-order-returns';
import { ShipForm, type ShipValues } from './ship-form';

const sellerQueries = terangaSellerQueries(sdk);
const t = sellerOrderSheetTexts;
const list = ordersShopTexts.sellerOrders;

type Step = { status: 'shipped'; shipment: ShipValues } | { status: 'delivered' };

/**
 * /seller/orders/:id (seller-orders.page shows it when the address names an order): the seller's part of one order, to
 * pack (the packing slip), ship and deliver.
 */
export function SellerOrderSheet({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const sheet = useQuery({ ...sellerQueries.order(id), enabled: isValidId(id) });
  const [shipping, setShipping] = useState(false);
  const [confirmingDelivery, setConfirmingDelivery] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const order = sheet.data;
  const change = useMutation({
    mutationFn: (step: Step) =>
      sdk.orders.setStatus(id, step.status, {
        ...(step.status === 'shipped' ? step.shipment : {}),
        cashCollected: collectsCash(step.status, order?.paymentMethod),
      }),
    onSuccess: (updated, step) => {
      setAnnouncement(
        fill(step.status === 'shipped' ? t.shipped : t.delivered, { number: updated.orderNumber }),
      );
      setShipping(false);
      setConfirmingDelivery(false);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.seller });
    },
    onError: () => setConfirmingDelivery(false),
  });

  if (!isValidId(id) || (sheet.isError && !order)) {
    return (
      <div className={page.stack}>
        <BackLink />
        <AlertBanner
          tone="critical"
          onRetry={isValidId(id) ? () => sheet.refetch() : undefined}
          retryLabel={t.retry}
        >
          {sheet.error instanceof Error && sheet.error.message ? sheet.error.message : t.notFound}
        </AlertBanner>
      </div>
    );
  }
  if (!order) {
    return (
      <div className={page.stack}>
        <p className={page.muted}>{t.loading}</p>
        <Skeleton height="24rem" />
      </div>
    );
  }
  const part = order.parts[0];
  const next = part ? nextSellerStatuses(part.status, order.paymentMethod) : [];
  const cash = order.paymentMethod === 'cash-on-delivery';
  const stepError =
    change.error instanceof Error && change.error.message ? change.error.message : list.updateFailed;

  return (
    <div className={page.stack}>
      <header className={styles.header}>
        <BackLink />
        <div className={page.row}>
          <h1 className={page.title}>{fill(t.title, { number: order.orderNumber })}</h1>
          {part ? <OrderStatusBadge status={part.status} /> : null}
        </div>
        <p className={page.muted}>{fill(t.placedOn, { date: formatShortDate(order.createdAt) })}</p>
      </header>
      <p role="status" className={announcement ? undefined : page.visuallyHidden}>
        {announcement}
      </p>
      {change.isError && !shipping ? (
        <AlertBanner tone="critical" onDismiss={() => change.reset()}>
          {stepError}
        </AlertBanner>
      ) : null}
      <div className={styles.sheetActions}>
        {part && part.status !== 'cancelled' ? (
          <Button variant="outline" onClick={() => window.print()}>
            {t.print}
          </Button>
        ) : null}
        {next.includes('shipped') && !shipping ? (
          <Button onClick={() => setShipping(true)}>{t.ship}</Button>
        ) : null}
        {next.includes('delivered') ? (
          <Button onClick={() => setConfirmingDelivery(true)}>{cash ? list.collectCash : t.deliver}</Button>
        ) : null}
      </div>
      {shipping ? (
        <section className={styles.panel} aria-labelledby="ship-heading">
          <h2 id="ship-heading" className={styles.panelTitle}>
            {t.ship}
          </h2>
          <ShipForm
            pending={change.isPending}
            serverError={change.isError ? stepError : undefined}
            onSubmit={(shipment) => change.mutate({ status: 'shipped', shipment })}
            onCancel={() => {
              setShipping(false);
              change.reset();
            }}
          />
        </section>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby="lines-heading">
            <h2 id="lines-heading" className={styles.panelTitle}>
              {t.lines}
            </h2>
            <SheetLines items={order.items} />
          </section>
          {part ? <PartTimeline order={order} part={part} /> : null}
          <SellerOrderReturns orderId={id} />
        </div>
        <div className={styles.column}>
          <CustomerPanel order={order} />
          <DeliveryPanel order={order} />
          {part?.shippedAt ? <ShipmentPanel part={part} /> : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDelivery}
        onOpenChange={(open) => {
          if (!open) setConfirmingDelivery(false);
        }}
        title={list.confirmTitle}
        message={fill(cash ? list.confirmCollectCash : t.confirmDeliver, {
          number: order.orderNumber,
          amount: eurAndCfa(order.total),
        })}
        confirmLabel={list.confirm}
        cancelLabel={list.back}
        pending={change.isPending}
        onConfirm={() => change.mutate({ status: 'delivered' })}
      />
      {part && part.status !== 'cancelled' ? <SheetSlip order={order} part={part} /> : null}
    </div>
  );
}

function BackLink() {
  return (
    <Link to={routes.sellerOrders.href()} className={styles.backLink}>
      ← {t.back}
    </Link>
  );
}

/** Each line to pack: its photo, name and reference, size, colour and quantity. */
function SheetLines({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className={styles.sheetLines}>
      {items.map((item) => (
        <li key={`${item.productId}-${item.size ?? ''}-${item.color ?? ''}`} className={styles.sheetLine}>
          {item.image ? (
            <img src={item.image} alt="" className={styles.photo} width={72} height={72} />
          ) : (
            <span className={styles.photo}>{t.noPhoto}</span>
          )}
          <div className={styles.facts}>
            <p className={styles.lineName}>{item.name}</p>
            {item.sku ? <p className={page.muted}>{item.sku}</p> : null}
            <dl className={styles.lineFacts}>
              <Fact term={t.size} value={item.size || '—'} />
              <Fact term={t.color} value={item.color || '—'} />
              <Fact term={t.quantity} value={<span className={styles.quantity}>{item.quantity}</span>} />
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term} :</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}

function CustomerPanel({ order }: { order: Order }) {
  const phone = order.customer?.phone;
  return (
    <section className={styles.panel} aria-labelledby="customer-heading">
      <h2 id="customer-heading" className={styles.panelTitle}>
        {t.customer}
      </h2>
      <p className={styles.factValue}>{recipientName(order)}</p>
      {phone ? (
        <p className={styles.plain}>
          {t.phone} : <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </p>
      ) : (
        <p className={page.muted}>{t.noPhone}</p>
      )}
    </section>
  );
}

function DeliveryPanel({ order }: { order: Order }) {
  const address = addressLines(addressOf(order));
  const how = deliveryLines(order);
  return (
    <section className={styles.panel} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={styles.panelTitle}>
        {t.delivery}
      </h2>
      {how.map((text) => (
        <p key={text} className={styles.plain}>
          {text}
        </p>
      ))}
      {address.length > 0 ? (
        <address className={styles.address}>
          {address.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </address>
      ) : how.length === 0 ? (
        <p className={page.muted}>{t.noAddress}</p>
      ) : null}
    </section>
  );
}

function ShipmentPanel({ part }: { part: OrderPart }) {
  const shipment = shipmentOf(part);
  return (
    <section className={styles.panel} aria-labelledby="shipment-heading">
      <h2 id="shipment-heading" className={styles.panelTitle}>
        {t.shipment}
      </h2>
      <dl className={styles.facts}>
        {shipment.carrier ? <Fact term={t.carrier} value={shipment.carrier} /> : null}
        {shipment.trackingNumber ? <Fact term={t.trackingNumber} value={shipment.trackingNumber} /> : null}
      </dl>
      {shipment.shippedOn ? (
        <p className={styles.plain}>{fill(t.shippedOn, { date: shipment.shippedOn })}</p>
      ) : null}
      {shipment.deliveredOn ? (
        <p className={styles.plain}>{fill(t.deliveredOn, { date: shipment.deliveredOn })}</p>
      ) : null}
    </section>
  );
}

/** Where the part stands: Confirmée, Emballée, En Transit, Livrée, each with its date. */
function PartTimeline({ order, part }: { order: Order; part: OrderPart }) {
  const current = trackingStep(part.status);
  if (current === null) return null;
  const dates = trackingDates([...order.timeline, ...(part.timeline ?? [])], formatShortDate);
  const steps: TimelineStep[] = defaultOrderSteps.map((step, index) => ({ ...step, date: dates[index] }));
  return (
    <section className={styles.panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className={styles.panelTitle}>
        {t.timeline}
      </h2>
      <OrderTimeline steps={steps} currentStep={current} label={t.timeline} />
    </section>
  );
}

/** The printed packing slip: who sends, who receives and how, each line to pack. */
function SheetSlip({ order, part }: { order: Order; part: OrderPart }) {
  const phone = order.customer?.phone;
  return (
    <PackingSlipPrint
      orderNumber={order.orderNumber}
      date={formatShortDate(order.createdAt)}
      seller={{ name: part.sellerName ?? ordersShopTexts.confirmation.shopOwnProducts }}
      recipient={{
        name: recipientName(order),
        lines: [...(phone ? [phone] : []), ...addressLines(addressOf(order))],
      }}
      delivery={deliveryLines(order)}
      lines={order.items.map((item) => ({
        id: `${item.productId}-${item.size ?? ''}-${item.color ?? ''}`,
        name: item.name,
        sku: item.sku ?? null,
        size: item.size ?? null,
        color: item.color ?? null,
        quantity: item.quantity,
      }))}
      note={t.slipNote}
    />
  );
}
