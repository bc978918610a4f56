import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorStatus, messages } from '@teranga/headless';
import type { ProductView } from '@teranga/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { routeTitle, usePageTitle } from '../../app/page-title';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { ListingFilters } from '../../catalogue/listing-filters';
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
  const category = useQuery(catalogueQueries.category(slug));
  const products = useQuery({
    ...catalogueQueries.categoryProducts(slug, { ...sortQuery(sort), page: pageNumber }),
    placeholderData: keepPreviousData,
  });
  const setSort = (value: string) => setParams(value === 'recommended' ? {} : { sort: value });
  const reset = () => setParams({});
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
          onReset={params.has('sort') ? reset : undefined}
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
            <NoProducts
              title={messages.catalogue.noProductsInCategory}
              onReset={params.has('sort') ? reset : undefined}
            />
          }
        />
        <Pager
          page={pageNumber}
          pages={products.data?.pagination.pages ?? 0}
          onPageChange={(next) =>
            setParams({
              ...(params.has('sort') ? { sort } : {}),
              ...(next > 1 ? { page: String(next) } : {}),
            })
          }
        />
      </div>
    </div>
  );
}
