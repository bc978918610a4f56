import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isForAudience, TRADITIONAL_AUDIENCES, type TraditionalAudience } from '@teranga/headless';
import { listingMessages } from '@teranga/messages/catalogue';
import { shopTexts } from '@teranga/messages/storefront';
import { Button, Dialog, DialogContent, DialogTitle, type ProductView } from '@teranga/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { PAGE_SIZE, shopQueries } from '../../catalogue/catalogue.queries';
import { ListingFilters } from '../../catalogue/listing-filters';
import { useRefinements } from '../../catalogue/listing-refinements';
import { NoProducts } from '../../catalogue/no-products';
import { ProductResults } from '../../catalogue/product-results';
import { sortQuery } from '../../catalogue/sort-options';
import * as styles from './collection.page.css';
import { COLLECTIONS, type CollectionName, TRADITIONAL_TABS } from './collections';

const audienceParam = (value: string | null): TraditionalAudience | 'all' =>
  TRADITIONAL_AUDIENCES.find((audience) => audience === value) ?? 'all';

/** /femme, /homme, /enfant, /traditionnelle: one category's products, with sorting. */
export function CollectionPage() {
  // The route's own path names the collection.
  const collection = useLocation().pathname.split('/')[1] as CollectionName;
  const config = COLLECTIONS[collection];
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<ProductView>('grid');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sort = params.get('sort') ?? 'recommended';
  const tab = audienceParam(params.get('pour'));
  const refine = useRefinements();
  // Products of the first slug that has any (traditionnelle, then traditionnel).
  const query = useQuery({
    ...shopQueries.catalogue.collection(config.slugs, {
      limit: PAGE_SIZE * 4,
      ...sortQuery(sort),
      ...refine.query,
    }),
    placeholderData: keepPreviousData,
  });
  // Sort and tab live in the query string: each change is a history step, and a link keeps them.
  const update = (changes: { sort?: string; pour?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const setSort = (value: string) => update({ sort: value === 'recommended' ? undefined : value });
  const setTab = (value: TraditionalAudience | 'all') =>
    update({ pour: value === 'all' ? undefined : value });
  const filtered = tab !== 'all' || params.has('sort') || refine.active;
  const reset = () => setParams({});

  const products =
    collection === 'traditionnelle' && tab !== 'all'
      ? query.data?.products.filter((product) => isForAudience(product, tab))
      : query.data?.products;

  const filters = (
    <ListingFilters
      category={config.slugs[0]}
      sort={sort}
      onSortChange={setSort}
      onReset={filtered ? reset : undefined}
    />
  );

  return (
    <div className={page.container}>
      <div className={page.stack}>
        <header className={page.stack}>
          <h1 className={page.title}>{config.title}</h1>
          <p className={page.muted}>{config.description}</p>
        </header>
        {collection === 'traditionnelle' ? (
          <fieldset className={styles.tabs}>
            <legend className={styles.tabsLegend}>{shopTexts.collection.audience}</legend>
            {TRADITIONAL_TABS.map(({ value, label }) => (
              <Button
                key={value}
                size="sm"
                variant={tab === value ? 'solid' : 'outline'}
                aria-pressed={tab === value}
                onClick={() => setTab(value)}
              >
                {label}
              </Button>
            ))}
          </fieldset>
        ) : null}
        {collection === 'enfant' ? (
          <>
            <div className={styles.desktopOnly}>{filters}</div>
            <div className={styles.mobileOnly}>
              <Button variant="outline" onClick={() => setDrawerOpen(true)}>
                {shopTexts.collection.filters}
              </Button>
              <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
                <DialogContent>
                  <DialogTitle>{shopTexts.collection.filters}</DialogTitle>
                  {filters}
                </DialogContent>
              </Dialog>
            </div>
          </>
        ) : (
          filters
        )}
        <ProductResults
          products={products}
          total={products?.length}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => query.refetch()}
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
      </div>
    </div>
  );
}
