import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerMayCancel } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import type { Order, OrderPart } from '@teranga/sdk';
import { AlertBanner, Button, ConfirmDialog } from '@teranga/ui';
import { useState } from 'react';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { eurAndCfa, OrderDetails, orderIdOf, type PartExtras, sellerOf } from './order-parts';

const t = ordersShopTexts.confirmation;

/** The order's parts, each with « Annuler » while the customer may still cancel it (paid, not shipped). */
export function CancellableOrder({ order, details }: { order: Order; details?: PartExtras['details'] }) {
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
        details={details}
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
