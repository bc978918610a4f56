import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collectsCash,
  isPartStatus,
  nextSellerStatuses,
  orderStatusLabel,
  PART_STATUSES,
  type PartStatusValue,
} from '@teranga/headless';
import { accountQueryKeys, terangaSellerQueries } from '@teranga/headless/account-query';
import { fill, plural } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import { sellerOrderSheetTexts } from '@teranga/messages/seller';
import type { Order, OrderPart } from '@teranga/sdk';
import {
  AlertBanner,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  OrderStatusBadge,
  RefundStatusBadge,
  Skeleton,
} from '@teranga/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { StatusFilter, useStatusParam } from '../../app/native-select';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import { SellerArea } from '../seller/seller-area';
import { eurAndCfa, formatShortDate, orderIdOf } from './order-parts';
import * as styles from './orders.css';
import { SellerOrderSheet } from './seller-order-sheet';
import { ShipForm, type ShipValues } from './ship-form';

const sellerQueries = terangaSellerQueries(sdk);

const t = ordersShopTexts.sellerOrders;

const STATUS_OPTIONS = [
  { value: '', label: t.allStatuses },
  ...PART_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

/** Each step's button and the question asked before it. */
const STEP_TEXTS: Partial<Record<PartStatusValue, { action: string; question: string }>> = {
  shipped: { action: t.ship, question: t.confirmShip },
  delivered: { action: t.deliver, question: t.confirmDeliver },
  cancelled: { action: t.cancel, question: t.confirmCancelPart },
};

/** Paid on delivery, a shipped part is delivered with its cash, or refused at the door. */
const CASH_STEP_TEXTS: Partial<Record<PartStatusValue, { action: string; question: string }>> = {
  delivered: { action: t.collectCash, question: t.confirmCollectCash },
  cancelled: { action: t.refusedAtDoor, question: t.confirmRefusedAtDoor },
};

const isCash = (order: Order): boolean => order.paymentMethod === 'cash-on-delivery';

/** The button and question of a step: at the door for a shipped part paid on delivery. */
const stepTexts = (order: Order, status: PartStatusValue, from: PartStatusValue) =>
  (isCash(order) && from === 'shipped' ? CASH_STEP_TEXTS[status] : undefined) ?? STEP_TEXTS[status];

interface Step {
  order: Order;
  status: PartStatusValue;
  /** with `shipped`: the carrier and tracking number from the ship form */
  shipment?: ShipValues;
}

/**
 * The seller's part of an order: the server answers only the caller's (`parts[0]`, `items` its lines). A server
 * without parts answers the order whole: its status stands for the part.
 */
const ownPart = (order: Order): Pick<OrderPart, 'status' | 'refundStatus' | 'refunded' | 'paidAt'> =>
  order.parts?.[0] ?? {
    status: order.status === 'partially_shipped' ? 'processing' : order.status,
    refunded: 0,
  };

/** The seller's orders (the kit's DataTable): number (to their order sheet), date, customer, articles, total, status and the next steps. */
function sellerOrderColumns(
  onStep: (order: Order, status: PartStatusValue) => void,
): DataTableColumn<Order>[] {
  return [
    {
      id: 'order',
      header: t.order,
      cellClassName: styles.number,
      cell: (order) => (
        <Link
          to={routes.sellerOrder.href({ id: orderIdOf(order) })}
          aria-label={fill(sellerOrderSheetTexts.open, { number: order.orderNumber })}
        >
          {order.orderNumber}
        </Link>
      ),
    },
    { id: 'date', header: t.date, cell: (order) => formatShortDate(order.createdAt) },
    { id: 'customer', header: t.customer, cell: (order) => order.customer?.name ?? '' },
    {
      id: 'items',
      header: t.items,
      // Each line carries its quantity; a bare '(2)' after a single line repeated it.
      cell: (order) => order.items.map((item) => `${item.name} × ${item.quantity}`).join(', '),
    },
    { id: 'total', header: t.total, cell: (order) => eurAndCfa(order.total), align: 'end' },
    {
      id: 'status',
      header: t.status,
      cell: (order) => {
        const part = ownPart(order);
        return (
          <>
            <div className={styles.badges}>
              <OrderStatusBadge status={part.status} />
              {part.refundStatus ? <RefundStatusBadge status={part.refundStatus} /> : null}
            </div>
            {isCash(order) ? (
              <span className={page.muted}>
                {part.paidAt ? ordersShopTexts.cashOnDelivery.paid : t.cashOnDelivery}
              </span>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'actions',
      header: t.actions,
      cell: (order) => {
        const part = ownPart(order);
        return (
          <div className={styles.actions}>
            {nextSellerStatuses(part.status, order.paymentMethod).map((next) => {
              const action = stepTexts(order, next, part.status)?.action ?? next;
              return (
                <Button
                  key={next}
                  size="sm"
                  variant={next === 'cancelled' ? 'ghost' : 'outline'}
                  onClick={() => onStep(order, next)}
                  aria-label={`${action} : ${order.orderNumber}`}
                >
                  {action}
                </Button>
              );
            })}
          </div>
        );
      },
    },
  ];
}

/**
 * /seller/orders: the seller's part of each order, filtered by status (in the address), moved step by step;
 * /seller/orders/:id: the order sheet of one (in this page's chunk: one lazy route less in the shop's first load).
 */
export function SellerOrdersPage() {
  const { id } = useParams();
  return <SellerArea>{id === undefined ? <SellerOrders /> : <SellerOrderSheet id={id} />}</SellerArea>;
}

function SellerOrders() {
  const [status, setStatus] = useStatusParam(isPartStatus);
  const queryClient = useQueryClient();
  const orders = useQuery(sellerQueries.orders({ page: 1, limit: 100, ...(status ? { status } : {}) }));
  const [step, setStep] = useState<Step | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const change = useMutation({
    mutationFn: ({ order, status: next, shipment }: Step) =>
      sdk.orders.setStatus(orderIdOf(order), next, {
        ...shipment,
        cashCollected: collectsCash(next, order.paymentMethod),
      }),
    onSuccess: (updated, { status: next }) => {
      setAnnouncement(fill(t.updated, { number: updated.orderNumber, status: orderStatusLabel(next) }));
      setStep(null);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.seller });
    },
    // A refused shipment keeps its form open, with the server's reason under it.
    onError: (_error, failed) => setStep(failed.status === 'shipped' ? failed : null),
  });
  const shipping = step?.status === 'shipped' ? step : null;

  const list = orders.data?.data.orders ?? [];
  const texts = step ? stepTexts(step.order, step.status, ownPart(step.order).status) : undefined;
  return (
    <div>
      <div className={page.stack}>
        <div className={page.row}>
          <h1 className={page.title}>{t.title}</h1>
          {orders.data ? (
            <span className={page.muted}>
              {plural(t.count, orders.data.data.pagination.total ?? list.length)}
            </span>
          ) : null}
        </div>
        <div className={page.row}>
          <StatusFilter label={t.filter} options={STATUS_OPTIONS} status={status} onChange={setStatus} />
        </div>
        <p role="status" className={announcement ? undefined : page.visuallyHidden}>
          {announcement}
        </p>
        {change.isError && !shipping ? (
          <AlertBanner tone="critical" onDismiss={() => change.reset()}>
            {change.error instanceof Error && change.error.message ? change.error.message : t.updateFailed}
          </AlertBanner>
        ) : null}
        {orders.isPending ? (
          <>
            <p className={page.muted}>{t.loading}</p>
            <Skeleton height="12rem" />
          </>
        ) : orders.isError ? (
          <AlertBanner tone="critical" onRetry={() => orders.refetch()} retryLabel={t.retry}>
            {orders.error instanceof Error && orders.error.message ? orders.error.message : t.loadFailed}
          </AlertBanner>
        ) : list.length === 0 ? (
          <EmptyState icon="cart" title={status ? t.emptyFiltered : t.empty} />
        ) : (
          <DataTable
            rows={list}
            columns={sellerOrderColumns((order, status) => setStep({ order, status }))}
            rowId={orderIdOf}
            caption={t.title}
            variant="seller-orders"
          />
        )}
      </div>
      <Dialog
        open={shipping !== null}
        onOpenChange={(open) => {
          if (!open) {
            setStep(null);
            change.reset();
          }
        }}
      >
        <DialogContent>
          <DialogTitle>
            {shipping ? fill(sellerOrderSheetTexts.title, { number: shipping.order.orderNumber }) : ''}
          </DialogTitle>
          {shipping ? (
            <DialogDescription>
              {fill(t.confirmShip, { number: shipping.order.orderNumber })}
            </DialogDescription>
          ) : null}
          {shipping ? (
            <ShipForm
              pending={change.isPending}
              serverError={change.isError && change.error instanceof Error ? change.error.message : undefined}
              onSubmit={(shipment) => change.mutate({ ...shipping, shipment })}
              onCancel={() => {
                setStep(null);
                change.reset();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={step !== null && step.status !== 'shipped'}
        onOpenChange={(open) => {
          if (!open) setStep(null);
        }}
        title={t.confirmTitle}
        message={
          step && texts
            ? fill(texts.question, { number: step.order.orderNumber, amount: eurAndCfa(step.order.total) })
            : ''
        }
        confirmLabel={t.confirm}
        cancelLabel={t.back}
        pending={change.isPending}
        onConfirm={() => {
          if (step) change.mutate(step);
        }}
      />
    </div>
  );
}
