import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { accountMessages } from '@teranga/messages/identity';
import type { Order, OrderPart } from '@teranga/sdk';
import { AlertBanner, Button, ConfirmDialog, EmptyState, OrderPartCard, Skeleton } from '@teranga/ui';
import { useState } from 'react';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import {
  eurAndCfa,
  formatShortDate,
  orderIdOf,
  partLines,
  partRefund,
  sellerOf,
  statusText,
} from '../orders/order-parts';
import { StaffArea } from './staff-area';
import { staffQueries } from './staff-queries';
import * as styles from './staff-sellers.page.css';

const t = accountMessages.staffDesk.flagged;

interface Cancelling {
  order: Order;
  part: OrderPart;
}

/** /admin/orders: orders with a part flagged to staff (open, of a refused or suspended seller), cancelled and refunded here. */
export function StaffFlaggedOrdersPage() {
  return (
    <StaffArea>
      <FlaggedOrders />
    </StaffArea>
  );
}

function FlaggedOrders() {
  const queryClient = useQueryClient();
  const orders = useQuery(staffQueries.flaggedOrders({ page: 1, limit: 50 }));
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cancel = useMutation({
    mutationFn: ({ order, part }: Cancelling) =>
      sdk.orders.setStatus(orderIdOf(order), 'cancelled', { partId: part.id }),
    onSuccess: (_updated, { order, part }) => {
      setAnnouncement(fill(t.done, { seller: sellerOf(part), number: order.orderNumber }));
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.orders });
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.staff });
    },
    onError: () => setCancelling(null),
  });
  const list = orders.data?.orders ?? [];
  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{t.title}</h1>
        <p className={page.muted}>{t.intro}</p>
      </div>
      <p role="status" className={announcement ? undefined : page.visuallyHidden}>
        {announcement}
      </p>
      {cancel.isError ? (
        <AlertBanner tone="critical" onDismiss={() => cancel.reset()}>
          {cancel.error instanceof Error && cancel.error.message ? cancel.error.message : t.failed}
        </AlertBanner>
      ) : null}
      {orders.isPending ? (
        <Skeleton height="16rem" />
      ) : orders.isError ? (
        <AlertBanner tone="critical" onRetry={() => orders.refetch()}>
          {t.loadFailed}
        </AlertBanner>
      ) : list.length === 0 ? (
        <EmptyState icon="check" title={t.empty} description={t.emptyText} />
      ) : (
        <ul className={styles.list}>
          {list.map((order) => (
            <li key={orderIdOf(order)}>
              <section className={page.stack} aria-labelledby={`flagged-${orderIdOf(order)}`}>
                <div>
                  <h2 id={`flagged-${orderIdOf(order)}`} className={page.sectionTitle}>
                    {order.orderNumber}
                  </h2>
                  <p className={page.muted}>
                    {formatShortDate(order.createdAt)} · {statusText(order)} · {eurAndCfa(order.total)}
                    {order.customer?.email ? ` · ${fill(t.customer, { email: order.customer.email })}` : ''}
                  </p>
                </div>
                {order.parts.map((part) => (
                  <OrderPartCard
                    key={part.id}
                    sellerName={part.sellerName ?? null}
                    status={part.status}
                    flagged={part.flagged}
                    lines={partLines(part.items)}
                    subtotal={eurAndCfa(part.subtotal)}
                    refund={partRefund(part)}
                    actions={
                      part.flagged ? (
                        <Button
                          size="sm"
                          variant="critical"
                          aria-label={fill(t.cancelLabel, {
                            seller: sellerOf(part),
                            number: order.orderNumber,
                          })}
                          onClick={() => setCancelling({ order, part })}
                        >
                          {t.cancel}
                        </Button>
                      ) : null
                    }
                  />
                ))}
              </section>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t.confirmTitle}
        message={
          cancelling
            ? fill(t.confirmText, {
                seller: sellerOf(cancelling.part),
                number: cancelling.order.orderNumber,
                amount: eurAndCfa(cancelling.part.subtotal),
              })
            : ''
        }
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        pending={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
        }}
      />
    </div>
  );
}
