import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTerm } from '@teranga/headless';
import { listingMessages, noResultsFor } from '@teranga/messages/catalogue';
import { fill } from '@teranga/messages/format';
import { shopTexts } from '@teranga/messages/storefront';
import { FilterBar, type ProductView } from '@teranga/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { RefinementControls, useRefinements } from '../../catalogue/listing-refinements';
import { NoProducts } from '../../catalogue/no-products';
import { Pager } from '../../catalogue/pager';
import { ProductResults } from '../../catalogue/product-results';
import { SORT_OPTIONS, sortQuery } from '../../catalogue/sort-options';

type FilterKey = 'search' | 'category' | 'sort' | 'page';

/** /products: every active product; search, category and sort live in the query string so a link keeps them. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<ProductView>('grid');
  const search = searchTerm(params.get('search'));
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? 'recommended';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);

  const refine = useRefinements();
  const categories = useQuery(catalogueQueries.categories());
  const products = useQuery({
    ...catalogueQueries.products({
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      ...sortQuery(sort),
      ...refine.query,
      page: pageNumber,
    }),
    placeholderData: keepPreviousData,
  });

  const update = (changes: Partial<Record<FilterKey, string | undefined>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      // Each filter and page is a history step: Back returns to the previous one, not out of the listing.
    );
  };
  const reset = () => setParams(new URLSearchParams());
  const filtered = Boolean(search || category || params.get('sort') || refine.active);

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>
          {search ? fill(shopTexts.products.resultsFor, { term: search }) : shopTexts.products.all}
        </h1>
        <FilterBar
          key={search ?? ''}
          search={search ?? ''}
          onSearch={(term) => update({ search: term })}
          categories={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
          category={category}
          onCategoryChange={(value) => update({ category: value || undefined })}
          sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
          sort={sort}
          onSortChange={(value) => update({ sort: value === 'recommended' ? undefined : value })}
          onReset={filtered ? reset : undefined}
        />
        <RefinementControls category={category || undefined} />
        <ProductResults
          products={products.data?.products}
          total={products.data?.pagination.total}
          isPending={products.isPending}
          error={products.error}
          onRetry={() => products.refetch()}
          view={view}
          onViewChange={setView}
          empty={
            <NoProducts
              title={search ? noResultsFor(search) : listingMessages.noProductsFound}
              onReset={filtered ? reset : undefined}
            />
          }
        />
        <Pager
          page={pageNumber}
          pages={products.data?.pagination.pages ?? 0}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        />
      </div>
    </div>
  );
}
