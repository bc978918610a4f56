import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill, plural } from '@teranga/messages/format';
import { accountMessages } from '@teranga/messages/identity';
import { ordersShopTexts } from '@teranga/messages/orders';
import type { RefundStatus, StaffRefund } from '@teranga/sdk';
import {
  AlertBanner,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  RefundStatusBadge,
  refundStatuses,
} from '@teranga/ui';
import { useState } from 'react';
import { StatusFilter, useStatusParam } from '../../app/native-select';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { eurAndCfa, formatShortDate } from '../orders/order-parts';
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
  const queryClient = useQueryClient();
  const refunds = useQuery(staffQueries.refunds(status));
  const [announcement, setAnnouncement] = useState('');
  const retry = useMutation({
    mutationFn: (refund: StaffRefund) => sdk.staff.retryRefund(refund.id),
    onSuccess: () => {
      setAnnouncement(ordersShopTexts.refundRetried);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.staff });
    },
  });

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
    {
      id: 'actions',
      header: t.actions,
      cell: (row) =>
        row.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            loading={retry.isPending && retry.variables?.id === row.id}
            aria-label={fill(t.retryLabel, { number: row.orderNumber })}
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
        rows={refunds.data ?? []}
        columns={columns}
        rowId={(row) => row.id}
        caption={t.caption}
        loading={refunds.isPending}
        error={refunds.isError ? t.loadFailed : undefined}
        onRetry={() => void refunds.refetch()}
        empty={<EmptyState icon="check" title={status ? t.emptyFiltered : t.empty} />}
      />
    </div>
  );
}
