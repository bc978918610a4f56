import { useQuery } from '@tanstack/react-query';
import { formatCfa } from '@teranga/headless';
import { terangaSellerQueries } from '@teranga/headless/account-query';
import { sellerAreaMessages } from '@teranga/messages/seller';
import type { LedgerEntry } from '@teranga/sdk';
import { BalanceSummary, DataTable, type DataTableColumn, EmptyState } from '@teranga/ui';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { formatShortDate } from '../orders/order-parts';
import { errorText } from './seller-products';

const t = sellerAreaMessages.ledger;
const sellerQueries = terangaSellerQueries(sdk);

/** The ledger lines the dashboard shows (the newest; the balance counts them all). */
export const LEDGER_PAGE_SIZE = 20;

const columns: readonly DataTableColumn<LedgerEntry>[] = [
  { id: 'date', header: t.date, cell: (entry) => formatShortDate(entry.createdAt) },
  { id: 'order', header: t.order, cell: (entry) => entry.orderNumber ?? '—' },
  { id: 'kind', header: t.kind, cell: (entry) => t.kinds[entry.kind] },
  { id: 'amount', header: t.amount, cell: (entry) => formatCfa(entry.amount) },
  { id: 'commission', header: t.commission, cell: (entry) => formatCfa(entry.commission) },
  { id: 'net', header: t.net, cell: (entry) => <strong>{formatCfa(entry.net)}</strong> },
];

/** The dashboard's « Solde » and « Commission », then the ledger lines behind them, in francs CFA. */
export function SellerLedger() {
  const ledger = useQuery({
    ...sellerQueries.ledger({ page: 1, limit: LEDGER_PAGE_SIZE }),
    retry: false,
  });
  const data = ledger.data;
  return (
    <>
      {ledger.isError ? null : (
        <BalanceSummary
          title={t.title}
          description={t.intro}
          loading={ledger.isPending}
          balance={formatCfa(data?.balance ?? 0)}
          commission={formatCfa(data?.commission ?? 0)}
          commissionPercent={data?.commissionPercent}
          sales={formatCfa(data?.sales ?? 0)}
          refunds={formatCfa(data?.refunds ?? 0)}
        />
      )}
      <section aria-labelledby="seller-ledger-lines" className={page.stack}>
        <h2 id="seller-ledger-lines" className={page.sectionTitle}>
          {t.linesTitle}
        </h2>
        <DataTable
          rows={data?.entries ?? []}
          columns={columns}
          rowId={(entry) => entry.id}
          caption={t.caption}
          loading={ledger.isPending}
          error={ledger.isError ? errorText(ledger.error, t.loadFailed) : undefined}
          onRetry={() => void ledger.refetch()}
          retryLabel={t.retry}
          empty={<EmptyState icon="store" title={t.empty} description={t.emptyText} />}
        />
      </section>
    </>
  );
}
