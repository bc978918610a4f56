import { useQuery } from '@tanstack/react-query';
import { formatCfa, formatPhone } from '@teranga/headless';
import { fill } from '@teranga/messages/format';
import { accountMessages } from '@teranga/messages/identity';
import type { PayoutStatus, StaffPayout } from '@teranga/sdk';
import type { DataTableColumn } from '@teranga/ui';
import { useStatusParam } from '../../app/native-select';
import * as page from '../../app/page.css';
import { PayoutStatusBadge, payoutStatuses } from '../../app/payout-status';
import { sdk } from '../../sdk';
import { formatShortDate } from '../orders/order-parts';
import { RetryList, retryColumn, useRetry } from './retry-list';
import { StaffArea } from './staff-area';
import { staffQueries } from './staff-queries';
import * as styles from './staff-sellers.page.css';

const t = accountMessages.staffDesk.payouts;

const isPayoutStatus = (value: unknown): value is PayoutStatus =>
  payoutStatuses.some((status) => status === value);

const STATUS_OPTIONS = [
  { value: '', label: t.all },
  ...payoutStatuses.map((status) => ({ value: status, label: t.statuses[status] })),
];

/** /admin/payouts (« Versements »): every payout to a seller, newest first; a refused one is asked again. */
export function StaffPayoutsPage() {
  return (
    <StaffArea>
      <Payouts />
    </StaffArea>
  );
}

function Payouts() {
  const [status, setStatus] = useStatusParam(isPayoutStatus);
  const payouts = useQuery(staffQueries.payouts(status));
  const retry = useRetry((payout: StaffPayout) => sdk.staff.retryPayout(payout.id), t.retried);

  const columns: readonly DataTableColumn<StaffPayout>[] = [
    { id: 'date', header: t.date, cell: (row) => formatShortDate(row.createdAt) },
    {
      id: 'seller',
      header: t.seller,
      cell: (row) => (
        <span>
          <strong>{row.sellerName}</strong>
          <br />
          <span className={page.muted}>{row.sellerEmail}</span>
        </span>
      ),
      sortValue: (row) => row.sellerName,
    },
    {
      id: 'amount',
      header: t.amount,
      cell: (row) => <strong>{formatCfa(row.amount)}</strong>,
      sortValue: (row) => row.amount,
    },
    { id: 'phone', header: t.phone, cell: (row) => formatPhone(row.phone) },
    {
      id: 'status',
      header: t.status,
      cell: (row) => (
        <span className={styles.refundStatus}>
          <PayoutStatusBadge status={row.status} labels={t.statuses} />
          {row.provider === 'sandbox' ? <span className={page.muted}>{t.demo}</span> : null}
          {row.status === 'failed' && row.lastError ? (
            <span className={page.muted}>
              {t.lastError} : {row.lastError}
            </span>
          ) : null}
        </span>
      ),
    },
    retryColumn(retry, t, (row) => fill(t.retryLabel, { seller: row.sellerName })),
  ];

  return (
    <RetryList
      texts={t}
      statusOptions={STATUS_OPTIONS}
      status={status}
      onStatusChange={setStatus}
      list={payouts}
      columns={columns}
      retry={retry}
    />
  );
}
