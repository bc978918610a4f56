import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCfa, isSellerHidden } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { accountMessages } from '@teranga/messages/identity';
import type { SellerBalance } from '@teranga/sdk';
import {
  AlertBanner,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
} from '@teranga/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import { StaffArea } from './staff-area';
import { staffQueries } from './staff-queries';

const t = accountMessages.staffDesk.balances;
const statuses = accountMessages.staffDesk.sellerStatuses;

const baseColumns: readonly DataTableColumn<SellerBalance>[] = [
  {
    id: 'seller',
    header: t.seller,
    cell: (row) => (
      <span>
        <strong>{row.name}</strong>
        <br />
        <span className={page.muted}>{row.email}</span>
      </span>
    ),
    sortValue: (row) => row.name,
  },
  {
    id: 'status',
    header: t.status,
    cell: (row) =>
      row.sellerStatus ? (
        <Badge
          tone={
            isSellerHidden(row.sellerStatus)
              ? 'critical'
              : row.sellerStatus === 'pending'
                ? 'caution'
                : 'positive'
          }
        >
          {statuses[row.sellerStatus]}
        </Badge>
      ) : null,
  },
  {
    id: 'balance',
    header: t.balance,
    cell: (row) => <strong>{formatCfa(row.balance)}</strong>,
    sortValue: (row) => row.balance,
  },
  {
    id: 'commission',
    header: t.commission,
    cell: (row) => formatCfa(row.commission),
    sortValue: (row) => row.commission,
  },
  { id: 'sales', header: t.sales, cell: (row) => formatCfa(row.sales), sortValue: (row) => row.sales },
  {
    id: 'refunds',
    header: t.refunds,
    cell: (row) => formatCfa(row.refunds),
    sortValue: (row) => row.refunds,
  },
  { id: 'open', header: t.openParts, cell: (row) => row.openParts, sortValue: (row) => row.openParts },
  {
    id: 'flagged',
    header: t.flaggedParts,
    cell: (row) =>
      row.flaggedParts > 0 ? <Badge tone="critical">{row.flaggedParts}</Badge> : row.flaggedParts,
    sortValue: (row) => row.flaggedParts,
  },
];

/** /admin/balances: what the shop owes every seller, from the ledger, with their open and flagged parts. */
export function StaffBalancesPage() {
  return (
    <StaffArea>
      <Balances />
    </StaffArea>
  );
}

function Balances() {
  const balances = useQuery(staffQueries.balances());
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<SellerBalance | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The whole balance, on the seller's Wave number: the server checks the balance, the number and what is in flight.
  const pay = useMutation({
    mutationFn: (row: SellerBalance) => sdk.staff.payout(row.sellerId),
    onSuccess: (payout, row) => {
      setPaying(null);
      setAnnouncement(fill(t.paid, { amount: formatCfa(payout.amount), seller: row.name }));
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.staff });
    },
    onError: () => setPaying(null),
  });
  const columns: readonly DataTableColumn<SellerBalance>[] = [
    ...baseColumns,
    {
      id: 'actions',
      header: t.actions,
      cell: (row) =>
        row.balance > 0 ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={fill(t.payLabel, { seller: row.name })}
            onClick={() => {
              pay.reset();
              setPaying(row);
            }}
          >
            {t.pay}
          </Button>
        ) : null,
    },
  ];
  const rows = balances.data ?? [];
  const owed = rows.reduce((sum, row) => sum + row.balance, 0);
  const flagged = rows.reduce((sum, row) => sum + row.flaggedParts, 0);
  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{t.title}</h1>
        <p className={page.muted}>{t.intro}</p>
      </div>
      {balances.data ? (
        <div className={page.row}>
          <p>{fill(t.total, { amount: formatCfa(owed) })}</p>
          {flagged > 0 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={routes.staffFlaggedOrders.href()}>{t.flaggedLink}</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className={announcement ? undefined : page.visuallyHidden}>
        {announcement}
      </p>
      {pay.isError ? (
        <AlertBanner tone="critical" onDismiss={() => pay.reset()}>
          {pay.error instanceof Error && pay.error.message ? pay.error.message : t.payFailed}
        </AlertBanner>
      ) : null}
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(row) => row.sellerId}
        caption={t.caption}
        loading={balances.isPending}
        error={balances.isError ? t.loadFailed : undefined}
        onRetry={() => void balances.refetch()}
        empty={<EmptyState icon="store" title={t.empty} />}
        defaultSort={{ columnId: 'flagged', direction: 'descending' }}
      />
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
        title={t.confirmTitle}
        message={
          paying ? fill(t.confirmText, { amount: formatCfa(paying.balance), seller: paying.name }) : ''
        }
        confirmLabel={t.confirmPay}
        cancelLabel={t.keep}
        pending={pay.isPending}
        onConfirm={() => {
          if (paying) pay.mutate(paying);
        }}
      />
    </div>
  );
}
