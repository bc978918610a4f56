import { useQuery } from '@tanstack/react-query';
import { fill, plural } from '@teranga/messages/format';
import { accountMessages } from '@teranga/messages/identity';
import { ordersShopTexts } from '@teranga/messages/orders';
import type { RefundStatus, StaffRefund } from '@teranga/sdk';
import { type DataTableColumn, RefundStatusBadge, refundStatuses } from '@teranga/ui';
import { useStatusParam } from '../../app/native-select';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { eurAndCfa, formatShortDate } from '../orders/order-parts';
import { RetryList, retryColumn, useRetry } from './retry-list';
import { StaffArea } from './staff-area';
import { staffQueries } from './staff-queries';
import * as styles from './staff-sellers.page.css';

const t = accountMessages.staffDesk.refunds;

const isRefundStatus = (value: unknown): value is RefundStatus =>
  refundStatuses.some((status) => status === value);

const STATUS_OPTIONS = [
  { value: '', label: t.all },
  ...refundStatuses.map((status) => ({ value: status, label: ordersShopTexts.refundStatuses[status] })),
];

/** /admin/refunds: every refund, newest first; a refused one is asked again with « Réessayer ». */
export function StaffRefundsPage() {
  return (
    <StaffArea>
      <Refunds />
    </StaffArea>
  );
}

function Refunds() {
  const [status, setStatus] = useStatusParam(isRefundStatus);
  const refunds = useQuery(staffQueries.refunds(status));
  const retry = useRetry(
    (refund: StaffRefund) => sdk.staff.retryRefund(refund.id),
    ordersShopTexts.refundRetried,
  );

  const columns: readonly DataTableColumn<StaffRefund>[] = [
    { id: 'date', header: t.date, cell: (row) => formatShortDate(row.createdAt) },
    {
      id: 'order',
      header: t.order,
      cell: (row) => (
        <span>
          <strong>{row.orderNumber}</strong>
          {row.customerEmail ? (
            <>
              <br />
              <span className={page.muted}>{row.customerEmail}</span>
            </>
          ) : null}
        </span>
      ),
    },
    { id: 'amount', header: t.amount, cell: (row) => eurAndCfa(row.amount), sortValue: (row) => row.amount },
    {
      id: 'status',
      header: t.status,
      cell: (row) => (
        <span className={styles.refundStatus}>
          <RefundStatusBadge status={row.status} />
          <span className={page.muted}>
            {t.reasons[row.reason]} · {plural(t.attemptsCount, row.attempts ?? 0)}
          </span>
          {row.lastError ? (
            <span className={page.muted}>
              {t.lastError} : {row.lastError}
            </span>
          ) : null}
        </span>
      ),
    },
    retryColumn(retry, t, (row) => fill(t.retryLabel, { number: row.orderNumber })),
  ];

  return (
    <RetryList
      texts={t}
      statusOptions={STATUS_OPTIONS}
      status={status}
      onStatusChange={setStatus}
      list={refunds}
      columns={columns}
      retry={retry}
    />
  );
}
