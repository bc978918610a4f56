import { useQuery } from '@tanstack/react-query';
import { convert, isOrderStatus, ORDER_STATUSES, orderStatusLabel } from '@teranga/headless';
import { plural } from '@teranga/messages/format';
import { ordersShopTexts } from '@teranga/messages/orders';
import { shopPageTexts } from '@teranga/messages/storefront';
import { AlertBanner, Button, EmptyState, Skeleton, TextField } from '@teranga/ui';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { OrdersTable } from '../orders/order-parts';
import { orderQueries } from '../orders/order-queries';

const f = shopPageTexts.orderSearch;
const t = ordersShopTexts.orderSearch;

const STATUSES = [
  { value: '', label: f.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

const FIELDS = ['orderNumber', 'email', 'phone', 'from', 'to', 'status', 'minAmount', 'maxAmount'] as const;

/** The amounts are typed in CFA; the API compares EUR totals. */
const cfaToEur = (cfa: string): number | undefined => (cfa ? convert(Number(cfa), 'XOF', 'EUR') : undefined);

/** The form's own refusal, before any call: an empty range is a mistake worth saying. */
function rangeProblem(params: URLSearchParams): string | null {
  const min = params.get('minAmount');
  const max = params.get('maxAmount');
  if (min && max && Number(min) > Number(max)) return t.invalidRange;
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && from > to) return t.invalidDates;
  return null;
}

/**
 * /recherche-avancee: searches the signed-in customer's orders (staff: every order) with the document's fields.
 * The criteria live in the address, so a search can be shared and reloaded.
 */
export function OrderSearchPage() {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const searched = FIELDS.some((field) => params.has(field));
  const problem = rangeProblem(params);
  const status = params.get('status');
  const query = {
    page: 1,
    limit: 50,
    orderNumber: params.get('orderNumber') || undefined,
    email: params.get('email') || undefined,
    phone: params.get('phone') || undefined,
    dateFrom: params.get('from') || undefined,
    dateTo: params.get('to') || undefined,
    status: isOrderStatus(status) ? status : undefined,
    minAmount: cfaToEur(params.get('minAmount') ?? ''),
    maxAmount: cfaToEur(params.get('maxAmount') ?? ''),
  };
  const results = useQuery({
    ...orderQueries.mine(query),
    enabled: searched && !problem && auth.isAuthenticated,
  });
  const orders = results.data?.orders ?? [];

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{f.title}</h1>
        {!auth.restoring && !auth.isAuthenticated ? (
          <AlertBanner
            tone="info"
            action={
              <Button asChild size="sm">
                <Link to={signInPathFor(`${pathname}${search}`)}>{t.signInAction}</Link>
              </Button>
            }
          >
            {t.signIn}
          </AlertBanner>
        ) : null}
        <form
          className={page.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const next = new URLSearchParams();
            for (const field of FIELDS) {
              const value = String(form.get(field) ?? '').trim();
              if (value) next.set(field, value);
            }
            // An empty search still searches: every order.
            if ([...next.keys()].length === 0) next.set('status', '');
            setParams(next);
          }}
        >
          <TextField
            label={f.orderNumber}
            name="orderNumber"
            defaultValue={params.get('orderNumber') ?? ''}
          />
          <TextField label={f.email} name="email" type="email" defaultValue={params.get('email') ?? ''} />
          <TextField label={f.phone} name="phone" type="tel" defaultValue={params.get('phone') ?? ''} />
          <TextField label={f.from} name="from" type="date" defaultValue={params.get('from') ?? ''} />
          <TextField label={f.to} name="to" type="date" defaultValue={params.get('to') ?? ''} />
          <NativeSelect label={f.status} name="status" options={STATUSES} defaultValue={status ?? ''} />
          <TextField
            label={f.minAmount}
            name="minAmount"
            type="number"
            min={0}
            defaultValue={params.get('minAmount') ?? ''}
          />
          <TextField
            label={f.maxAmount}
            name="maxAmount"
            type="number"
            min={0}
            defaultValue={params.get('maxAmount') ?? ''}
          />
          <div className={page.row}>
            <Button type="submit" loading={results.isFetching}>
              {f.search}
            </Button>
          </div>
        </form>
        {problem ? <AlertBanner tone="critical">{problem}</AlertBanner> : null}
        {searched && !problem && auth.isAuthenticated ? (
          <section className={page.section} aria-labelledby="titre-resultats">
            <h2 id="titre-resultats" className={page.sectionTitle}>
              {t.results}
            </h2>
            {results.isPending ? (
              <Skeleton height="8rem" />
            ) : results.isError ? (
              <AlertBanner tone="critical" onRetry={() => results.refetch()}>
                {results.error instanceof Error && results.error.message
                  ? results.error.message
                  : ordersShopTexts.myOrders.loadFailed}
              </AlertBanner>
            ) : orders.length === 0 ? (
              <EmptyState title={t.none} />
            ) : (
              <>
                <p role="status" className={page.muted}>
                  {plural(t.count, results.data?.pagination.total ?? orders.length)}
                </p>
                <OrdersTable orders={orders} showCustomer={auth.isAdmin} caption={f.title} />
              </>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
