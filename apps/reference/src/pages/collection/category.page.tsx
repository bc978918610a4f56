import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorStatus } from '@teranga/headless';
import { listingMessages } from '@teranga/messages/catalogue';
import type { ProductView } from '@teranga/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { routeTitle, usePageTitle } from '../../app/page-title';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { ListingFilters } from '../../catalogue/listing-filters';
import { useRefinements } from '../../catalogue/listing-refinements';
import { NoProducts } from '../../catalogue/no-products';
import { Pager } from '../../catalogue/pager';
import { ProductResults } from '../../catalogue/product-results';
import { sortQuery } from '../../catalogue/sort-options';
import { NotFoundPage } from '../not-found.page';

/** /category/{slug}: the listing for any category that is not one of the four collections. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<ProductView>('grid');
  const sort = params.get('sort') ?? 'recommended';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const refine = useRefinements();
  const category = useQuery(catalogueQueries.category(slug));
  const products = useQuery({
    ...catalogueQueries.categoryProducts(slug, { ...sortQuery(sort), ...refine.query, page: pageNumber }),
    placeholderData: keepPreviousData,
  });
  // Sort, price range and size each keep the others; a change goes back to the first page.
  const update = (key: 'sort' | 'page', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key === 'sort') next.delete('page');
      return next;
    });
  const setSort = (value: string) => update('sort', value === 'recommended' ? undefined : value);
  const reset = () => setParams({});
  const filtered = params.has('sort') || refine.active;
  const notFound = errorStatus(category.error) === 404;
  usePageTitle(notFound ? routeTitle('*') : category.data?.name);

  if (notFound) return <NotFoundPage />;

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <header className={page.stack}>
          <h1 className={page.title}>{category.data?.name ?? slug}</h1>
          {category.data?.description ? <p className={page.muted}>{category.data.description}</p> : null}
        </header>
        <ListingFilters
          category={slug}
          sort={sort}
          onSortChange={setSort}
          onReset={filtered ? reset : undefined}
        />
        <ProductResults
          products={products.data?.products}
          total={products.data?.pagination.total}
          isPending={products.isPending}
          error={products.error}
          onRetry={() => products.refetch()}
          view={view}
          onViewChange={setView}
          // The first row of cards (two across a phone) holds the page's largest image.
          priorityCount={2}
          // The cards follow the page's h1 directly (the filters have no heading).
          headingLevel="h2"
          empty={
            <NoProducts title={listingMessages.noProductsInCategory} onReset={filtered ? reset : undefined} />
          }
        />
        <Pager
          page={pageNumber}
          pages={products.data?.pagination.pages ?? 0}
          onPageChange={(next) => update('page', next > 1 ? String(next) : undefined)}
        />
      </div>
    </div>
  );
}
