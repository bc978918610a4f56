import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { plural } from '@teranga/messages/format';
import { sellerAreaMessages, sellerProductMessages } from '@teranga/messages/seller';
import type { SellerProductsQuery } from '@teranga/sdk';
import { Button, ConfirmDialog, TextField } from '@teranga/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { routes } from '../../routes';
import { PageLinks, pageFrom } from './page-links';
import { SellerArea } from './seller-area';
import * as styles from './seller-area.css';
import { SellerProductTable } from './seller-product-table';
import { errorText, LIST_PAGE_SIZE, oneOf, sellerQueries, toRow, useProductActions } from './seller-products';
import { useSellerToasts } from './seller-toasts';

const t = sellerAreaMessages.list;
const STATUSES = ['active', 'draft', 'archived'] as const;
const SORTS = ['newest', 'name', 'price', 'status'] as const;
type Sort = (typeof SORTS)[number];

/** /seller/products, 'Gestion des Produits'. */
export function SellerProductsPage() {
  return (
    <SellerArea>
      <ProductManager />
    </SellerArea>
  );
}

/** Search, filters and sort live in the address: each change is a step of the history, so Back restores the last one. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('q')?.trim() ?? '',
    status: oneOf(STATUSES, params.get('status')),
    category: params.get('category') ?? '',
    sort: oneOf(SORTS, params.get('sort')) ?? ('newest' satisfies Sort),
    page: pageFrom(params.get('page')),
  };
  const set = (name: 'q' | 'status' | 'category' | 'sort', value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === 'sort' && value === 'newest')) next.set(name, value);
    else next.delete(name);
    // Another search, filter or sort starts again from its first page.
    next.delete('page');
    setParams(next);
  };
  const filtered = Boolean(filters.search || filters.status || filters.category);
  return { filters, set, filtered, reset: () => setParams(new URLSearchParams()) };
}

function ProductManager() {
  const { filters, set, filtered, reset } = useListFilters();
  const query: SellerProductsQuery = {
    page: filters.page,
    limit: LIST_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  };
  // The page shown stays while the next one loads: the table does not flash empty between pages.
  const list = useQuery({ ...sellerQueries.products(query), placeholderData: keepPreviousData });
  const categories = useQuery(catalogueQueries.categories());
  const actions = useProductActions();
  const toasts = useSellerToasts();
  const [selection, setSelection] = useState<string[]>([]);
  const [confirmingSelection, setConfirmingSelection] = useState<string[] | null>(null);
  const ids = { status: useId(), category: useId(), sort: useId() };

  const rows = (list.data?.products ?? []).map(toRow);
  const total = list.data?.stats.total ?? 0;
  const failed = (fallback: string) => (error: unknown) =>
    toasts.show({ title: errorText(error, fallback), tone: 'critical' });

  const removeIds = (targets: readonly string[]) =>
    actions.remove.mutate(targets, {
      onSuccess: (count) => {
        setSelection((chosen) => chosen.filter((id) => !targets.includes(id)));
        toasts.show({ title: plural(t.deleted, count), tone: 'positive' });
      },
      onError: failed(sellerProductMessages.deleteFailed),
    });

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={page.title}>{t.title}</h1>
          <p className={page.muted}>{list.data ? plural(t.count, total) : '\u00a0'}</p>
        </div>
        <div className={page.row}>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {list.isFetching ? t.refreshing : t.refresh}
          </Button>
          <Button asChild>
            <Link to={routes.sellerAddProduct.href()}>{t.newProduct}</Link>
          </Button>
        </div>
      </div>

      <section aria-label={t.filters} className={styles.filters}>
        <SearchBox initial={filters.search} onSearch={(term) => set('q', term)} />
        <Select
          id={ids.status}
          label={t.status}
          value={filters.status ?? ''}
          onChange={(value) => set('status', value)}
          options={[
            { value: '', label: t.statusOptions.all },
            ...STATUSES.map((status) => ({ value: status, label: t.statusOptions[status] })),
          ]}
        />
        <Select
          id={ids.category}
          label={t.category}
          value={filters.category}
          onChange={(value) => set('category', value)}
          options={[
            { value: '', label: t.allCategories },
            ...(categories.data ?? []).map((category) => ({ value: category.slug, label: category.name })),
          ]}
        />
        <Select
          id={ids.sort}
          label={t.sort}
          value={filters.sort}
          onChange={(value) => set('sort', value)}
          options={SORTS.map((sort) => ({ value: sort, label: t.sortOptions[sort] }))}
        />
      </section>

      <div className={styles.header}>
        <p role="status" className={page.muted}>
          {list.data ? plural(t.results, list.data.pagination.total ?? rows.length) : ''}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={reset}>
            {t.resetFilters}
          </Button>
        ) : null}
      </div>

      <SellerProductTable
        rows={rows}
        loading={list.isPending}
        error={list.isError ? errorText(list.error, sellerProductMessages.listFailed) : undefined}
        onRetry={() => void list.refetch()}
        filtered={filtered}
        selectedIds={selection}
        onSelectionChange={setSelection}
        onDeleteSelected={(chosen) => setConfirmingSelection(chosen)}
        onToggleStatus={(row) =>
          actions.toggleStatus.mutate(row, { onError: failed(sellerProductMessages.statusFailed) })
        }
        onToggleFeatured={(row) =>
          actions.toggleFeatured.mutate(row, { onError: failed(sellerProductMessages.featureFailed) })
        }
        onDelete={(row) => removeIds([row.id])}
        deletingId={actions.remove.isPending ? (actions.remove.variables?.[0] ?? null) : null}
        emptyAction={
          filtered ? (
            <Button variant="outline" onClick={reset}>
              {t.resetFilters}
            </Button>
          ) : (
            <Button asChild>
              <Link to={routes.sellerAddProduct.href()}>{t.newProduct}</Link>
            </Button>
          )
        }
      />

      <PageLinks page={filters.page} pages={list.data?.pagination.pages ?? 0} />

      <ConfirmDialog
        open={confirmingSelection !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmingSelection(null);
        }}
        onConfirm={() => {
          if (confirmingSelection) removeIds(confirmingSelection);
          setConfirmingSelection(null);
        }}
        title={t.deleteSelectedTitle}
        message={plural(t.deleteSelectedMessage, confirmingSelection?.length ?? 0)}
      />
      {toasts.view}
    </>
  );
}

/** The search runs on the server when submitted; an empty submit clears it. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  // Back and Forward change the address under the field: follow it.
  useEffect(() => setTerm(initial), [initial]);
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
          name="q"
          placeholder={t.searchPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline">
        {t.search}
      </Button>
    </form>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A filter: each choice applies at once (and is a step of the history). */
function Select({ onChange, ...rest }: SelectProps) {
  return <NativeSelect {...rest} onChange={(event) => onChange(event.target.value)} />;
}
