import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney, formatNumber, TIMINGS } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { sellerAreaMessages, sellerProductMessages } from '@teranga/messages/seller';
import type { SellerProductsQuery, SellerStats } from '@teranga/sdk';
import { AlertBanner, Button, EmptyState, Skeleton, StatCard, TextField } from '@teranga/ui';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { routes } from '../../routes';
import { PageLinks, pageFrom } from './page-links';
import { type SalesDay, salesTrend, type Trend } from './sales-trend';
import { SellerArea } from './seller-area';
import * as styles from './seller-area.css';
import { SellerLedger } from './seller-ledger';
import { SellerPayouts } from './seller-payouts';
import { SellerProductTable } from './seller-product-table';
import {
  DASHBOARD_PAGE_SIZE,
  errorText,
  oneOf,
  PRODUCTS_GOAL,
  REVENUE_GOAL_CFA,
  SALES_GOAL,
  sellerQueries,
  toCfa,
  toRow,
  useProductActions,
} from './seller-products';
import { SellerShopForm } from './seller-shop-form';
import { useSellerToasts } from './seller-toasts';

// The chart library comes with the chart, only when there are sales to draw.
const SalesChart = lazy(() => import('./sales-chart'));

const t = sellerAreaMessages.dashboard;
const FILTERS = ['all', 'active', 'inactive'] as const;
type Filter = (typeof FILTERS)[number];

/** The orders screens add `salesByDay` to the stats; until a server sends it the chart shows its empty state. */
type StatsWithSales = SellerStats & { salesByDay?: SalesDay[] };

/** /seller/dashboard, 'Ma Boutique'. */
export function SellerDashboardPage() {
  return (
    <SellerArea>
      <Dashboard />
    </SellerArea>
  );
}

const isTokenError = (message: string) => /Token|Unauthorized/i.test(message);

function Dashboard() {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Search and filter live in the address, as on the product list: a reload or a shared link keeps them.
  const search = params.get('q')?.trim() ?? '';
  const filter: Filter = oneOf(FILTERS, params.get('status')) ?? 'all';
  const pageNumber = pageFrom(params.get('page'));
  const setInAddress = (name: 'q' | 'status', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== 'all') next.set(name, value);
      else next.delete(name);
      // Another search or filter starts again from its first page.
      next.delete('page');
      return next;
    });
  const filterId = useId();
  const toasts = useSellerToasts();
  const actions = useProductActions();

  // Search and filter run on the server, over every product of the seller, before the page of 50 is cut.
  const query: SellerProductsQuery = {
    page: pageNumber,
    limit: DASHBOARD_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filter === 'all' ? {} : { status: filter }),
  };
  const list = useQuery({ ...sellerQueries.products(query), placeholderData: keepPreviousData });
  const stats = useQuery(sellerQueries.stats());

  const loadError = list.error ?? stats.error;
  const message = loadError ? errorText(loadError, sellerProductMessages.listFailed) : null;

  // A token the server refuses: the stored session goes, and the seller signs in again (seller document, section 8).
  useEffect(() => {
    if (message && isTokenError(message)) {
      auth.logout();
      navigate(routes.login.href(), { replace: true });
    }
  }, [message, auth.logout, navigate]);

  // Back from the creation form: the green toast for 5 s, then fresh figures and an address without the flag.
  const created = params.get('created') === '1';
  useEffect(() => {
    if (!created) return;
    toasts.show({
      title: sellerProductMessages.created,
      tone: 'positive',
      duration: TIMINGS.dashboardCreatedToast,
    });
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.seller });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('created');
          return next;
        },
        { replace: true },
      );
    }, TIMINGS.dashboardCreatedToast);
    return () => clearTimeout(timer);
  }, [created, toasts.show, queryClient, setParams]);

  const serverError = message?.includes(t.serverErrorMarker) ?? false;
  // 'Erreur serveur' empties the list (the document's behaviour); the banner says what the back end must fix.
  const products = serverError ? [] : (list.data?.products ?? []);
  const rows = products.map(toRow);

  const figures = stats.data as StatsWithSales | undefined;
  const failed = (fallback: string) => (error: unknown) =>
    toasts.show({ title: errorText(error, fallback), tone: 'critical' });

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={page.title}>{t.title}</h1>
          <p className={page.muted}>{t.intro}</p>
        </div>
        <div className={page.row}>
          <Button asChild variant="outline">
            <Link to={routes.sellerProducts.href()}>{t.manageProducts}</Link>
          </Button>
          <Button asChild>
            <Link to={routes.sellerAddProduct.href()}>{t.addProduct}</Link>
          </Button>
        </div>
      </div>

      {serverError && message ? (
        <AlertBanner tone="critical" title={message} onRetry={() => void list.refetch()}>
          {t.serverErrorHint}
        </AlertBanner>
      ) : null}

      <StatCards stats={figures} loading={stats.isPending} />

      <SellerLedger />

      <SellerPayouts />

      <SellerShopForm />

      <section aria-labelledby="sales-chart-title" className={page.card}>
        <h2 id="sales-chart-title" className={page.sectionTitle}>
          {sellerAreaMessages.chart.title}
        </h2>
        <SalesPanel days={figures?.salesByDay} loading={stats.isPending} />
      </section>

      <section aria-labelledby="dashboard-products" className={page.stack}>
        <h2 id="dashboard-products" className={page.sectionTitle}>
          {t.productsTitle}
        </h2>
        <div className={styles.dashboardFilters}>
          <DashboardSearch key={search} initial={search} onSearch={(term) => setInAddress('q', term)} />
          <NativeSelect
            id={filterId}
            label={t.filter}
            value={filter}
            onChange={(event) => setInAddress('status', event.target.value)}
            options={FILTERS.map((value) => ({ value, label: t.filterOptions[value] }))}
          />
        </div>
        <SellerProductTable
          variant="overview"
          rows={rows}
          loading={list.isPending}
          error={message && !serverError && !isTokenError(message) ? message : undefined}
          onRetry={() => void list.refetch()}
          filtered={Boolean(search) || filter !== 'all'}
          onToggleStatus={(row) =>
            actions.toggleStatus.mutate(row, { onError: failed(sellerProductMessages.statusFailed) })
          }
          onToggleFeatured={(row) =>
            actions.toggleFeatured.mutate(row, { onError: failed(sellerProductMessages.featureFailed) })
          }
          onDelete={(row) =>
            actions.remove.mutate([row.id], { onError: failed(sellerProductMessages.deleteFailed) })
          }
          deletingId={actions.remove.isPending ? (actions.remove.variables?.[0] ?? null) : null}
        />
        <PageLinks page={pageNumber} pages={list.data?.pagination.pages ?? 0} />
      </section>
      {toasts.view}
    </>
  );
}

function trendText(trend: Trend): string | undefined {
  if (!trend) return undefined;
  switch (trend.kind) {
    case 'up':
      return fill(t.trendUp, { percent: trend.percent });
    case 'down':
      return fill(t.trendDown, { percent: trend.percent });
    case 'flat':
      return t.trendFlat;
    case 'new':
      return t.trendNew;
    default:
      return trend satisfies never;
  }
}

const toneOf = (trend: Trend) => (trend?.kind === 'down' ? 'critical' : 'positive');

/** The four figures, from GET /seller/stats; the bars fill towards the document's goals. */
function StatCards({ stats, loading }: { stats: StatsWithSales | undefined; loading: boolean }) {
  const total = stats?.totalProducts ?? 0;
  const active = stats?.activeProducts ?? 0;
  const sales = stats?.totalSales ?? 0;
  const revenue = toCfa(stats?.totalRevenue ?? 0);
  const activeShare = total > 0 ? Math.round((active / total) * 100) : 0;
  const days = stats?.salesByDay ?? [];
  const unitsTrend = salesTrend(days, (day) => day.units);
  const revenueTrend = salesTrend(days, (day) => day.revenue);
  return (
    <div className={styles.stats}>
      <StatCard
        label={t.totalProducts}
        icon="grid"
        loading={loading}
        value={formatNumber(total)}
        progress={(total / PRODUCTS_GOAL) * 100}
        progressHint={fill(t.productsGoal, { count: PRODUCTS_GOAL })}
      />
      <StatCard
        label={t.activeProducts}
        icon="check"
        loading={loading}
        value={formatNumber(active)}
        progress={activeShare}
        progressHint={fill(t.activeShare, { percent: activeShare })}
      />
      <StatCard
        label={t.totalSales}
        icon="cart"
        loading={loading}
        value={formatNumber(sales)}
        progress={(sales / SALES_GOAL) * 100}
        progressHint={fill(t.salesGoal, { count: SALES_GOAL })}
        trend={trendText(unitsTrend)}
        trendTone={toneOf(unitsTrend)}
      />
      <StatCard
        label={t.revenue}
        icon="store"
        loading={loading}
        value={formatMoney(revenue, 'XOF')}
        progress={(revenue / REVENUE_GOAL_CFA) * 100}
        progressHint={fill(t.revenueGoal, { amount: formatMoney(REVENUE_GOAL_CFA, 'XOF') })}
        trend={trendText(revenueTrend)}
        trendTone={toneOf(revenueTrend)}
      />
    </div>
  );
}

function SalesPanel({ days, loading }: { days: readonly SalesDay[] | undefined; loading: boolean }) {
  const chart = sellerAreaMessages.chart;
  if (loading) return <Skeleton height="18rem" />;
  if (!days?.some((day) => day.units > 0)) {
    return <EmptyState icon="cart" title={chart.empty} description={chart.emptyText} />;
  }
  return (
    <div className={styles.chartBox}>
      <Suspense fallback={<Skeleton height="18rem" />}>
        <SalesChart days={days} />
      </Suspense>
    </div>
  );
}

/** The dashboard's search: on the server, when submitted; an empty submit shows every product again. */
function DashboardSearch({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for the browsers the shop supports
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <div className={styles.grow}>
        <TextField
          label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline">
        {sellerAreaMessages.list.search}
      </Button>
    </form>
  );
}
