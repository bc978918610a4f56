import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCfa, formatPhone, isValidSenegalPhone } from '@teranga/headless';
import { accountQueryKeys, terangaSellerQueries } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { sellerAreaMessages } from '@teranga/messages/seller';
import type { Payout } from '@teranga/sdk';
import { AlertBanner, Button, DataTable, type DataTableColumn, EmptyState, TextField } from '@teranga/ui';
import { type FormEvent, useState } from 'react';
import * as page from '../../app/page.css';
import { PayoutStatusBadge } from '../../app/payout-status';
import { sdk } from '../../sdk';
import { formatShortDate } from '../orders/order-parts';
import { errorText } from './seller-products';

const t = sellerAreaMessages.payouts;
const sellerQueries = terangaSellerQueries(sdk);

const columns: readonly DataTableColumn<Payout>[] = [
  { id: 'date', header: t.date, cell: (payout) => formatShortDate(payout.createdAt) },
  { id: 'amount', header: t.amount, cell: (payout) => <strong>{formatCfa(payout.amount)}</strong> },
  { id: 'phone', header: t.phone, cell: (payout) => formatPhone(payout.phone) },
  {
    id: 'status',
    header: t.status,
    cell: (payout) => <PayoutStatusBadge status={payout.status} labels={t.statuses} />,
  },
];

/** Under the ledger: the seller's Wave number for payouts (a form), then what the shop sent them. */
export function SellerPayouts() {
  const payouts = useQuery({ ...sellerQueries.payouts(), retry: false });
  const current = payouts.data?.payoutPhone ?? null;
  return (
    <section aria-labelledby="seller-payouts-title" className={page.stack}>
      <div>
        <h2 id="seller-payouts-title" className={page.sectionTitle}>
          {t.title}
        </h2>
        <p className={page.muted}>{t.intro}</p>
      </div>
      {payouts.isPending ? null : <PayoutPhoneForm current={current} />}
      <DataTable
        rows={payouts.data?.payouts ?? []}
        columns={columns}
        rowId={(payout) => payout.id}
        caption={t.caption}
        loading={payouts.isPending}
        error={payouts.isError ? errorText(payouts.error, t.loadFailed) : undefined}
        onRetry={() => void payouts.refetch()}
        retryLabel={t.retry}
        empty={<EmptyState icon="store" title={t.empty} description={t.emptyText} />}
      />
    </section>
  );
}

function PayoutPhoneForm({ current }: { current: string | null }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const save = useMutation({
    mutationFn: (value: string) => sdk.seller.setPayoutPhone(value),
    onSuccess: (stored) => {
      setSaved(t.saved);
      queryClient.setQueryData(accountQueryKeys.sellerPayouts(), (previous) =>
        previous ? { ...previous, payoutPhone: stored } : previous,
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    const value = phone.trim();
    const problem = !value ? t.phoneRequired : isValidSenegalPhone(value) ? undefined : t.phoneInvalid;
    setError(problem);
    if (!problem) save.mutate(value);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="seller-payout-phone-title" className={page.card}>
      <h3 id="seller-payout-phone-title" className={page.sectionTitle}>
        {t.phoneTitle}
      </h3>
      <p className={page.muted}>
        {current ? fill(t.phoneCurrent, { phone: formatPhone(current) }) : t.phoneNone}
      </p>
      <div className={page.row}>
        <TextField
          label={t.phoneLabel}
          name="payoutPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t.phoneHint}
          value={phone}
          error={error}
          onChange={(event) => {
            setPhone(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
      <p role="status" className={saved ? undefined : page.visuallyHidden}>
        {saved}
      </p>
      {save.isError ? (
        <AlertBanner tone="critical" onDismiss={() => save.reset()}>
          {errorText(save.error, t.saveFailed)}
        </AlertBanner>
      ) : null}
    </form>
  );
}
