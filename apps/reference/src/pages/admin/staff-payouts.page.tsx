import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCfa, formatPhone } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { accountMessages } from '@teranga/messages/identity';
import type { PayoutStatus, StaffPayout } from '@teranga/sdk';
import { AlertBanner, Button, DataTable, type DataTableColumn, EmptyState } from '@teranga/ui';
import { useState } from 'react';
import { StatusFilter, useStatusParam } from '../../app/native-select';
import * as page from '../../app/page.css';
import { PayoutStatusBadge, payoutStatuses } from '../../app/payout-status';
import { sdk } from '../../sdk';
import { formatShortDate } from '../orders/order-parts';
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
  const queryClient = useQueryClient();
  const payouts = useQuery(staffQueries.payouts(status));
  const [announcement, setAnnouncement] = useState('');
  const retry = useMutation({
    mutationFn: (payout: StaffPayout) => sdk.staff.retryPayout(payout.id),
    onSuccess: () => {
      setAnnouncement(t.retried);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.staff });
    },
  });

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
    {
      id: 'actions',
      header: t.actions,
      cell: (row) =>
        row.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            loading={retry.isPending && retry.variables?.id === row.id}
            aria-label={fill(t.retryLabel, { seller: row.sellerName })}
            onClick={() => retry.mutate(row)}
          >
            {t.retry}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{t.title}</h1>
        <p className={page.muted}>{t.intro}</p>
      </div>
      <div className={page.row}>
        <StatusFilter label={t.filter} options={STATUS_OPTIONS} status={status} onChange={setStatus} />
      </div>
      <p role="status" className={announcement ? undefined : page.visuallyHidden}>
        {announcement}
      </p>
      {retry.isError ? (
        <AlertBanner tone="critical" onDismiss={() => retry.reset()}>
          {retry.error instanceof Error && retry.error.message ? retry.error.message : t.retryFailed}
        </AlertBanner>
      ) : null}
      <DataTable
        rows={payouts.data ?? []}
        columns={columns}
        rowId={(row) => row.id}
        caption={t.caption}
        loading={payouts.isPending}
        error={payouts.isError ? t.loadFailed : undefined}
        onRetry={() => void payouts.refetch()}
        empty={<EmptyState icon="check" title={status ? t.emptyFiltered : t.empty} />}
      />
    </div>
  );
}
