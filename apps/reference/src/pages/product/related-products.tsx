import { useQuery } from '@tanstack/react-query';
import { listingMessages } from '@teranga/messages/catalogue';
import { shopTexts } from '@teranga/messages/storefront';
import { lazy, Suspense } from 'react';
import * as page from '../../app/page.css';
import { catalogueQueries, RELATED_LIMIT } from '../../catalogue/catalogue.queries';

// The cards sit below the product, drawn by the server: React keeps that HTML until their code (the kit's card and
// grid, about 3 KB gzipped) has come, then hydrates it. Requested as the page's code runs, not once React reaches it.
const resultsCode = import('../../catalogue/product-results');
const ProductResults = lazy(() => resultsCode.then((m) => ({ default: m.ProductResults })));

/** The four related products under the product. */
export function RelatedProducts({ productId }: { productId: string }) {
  const query = useQuery(catalogueQueries.related(productId));
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="produits-similaires">
      <h2 id="produits-similaires" className={page.sectionTitle}>
        {shopTexts.product.related}
      </h2>
      <Suspense fallback={null}>
        <ProductResults
          products={query.data}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => query.refetch()}
          empty={listingMessages.noProductsFound}
          skeletonCount={RELATED_LIMIT}
          pageSize={RELATED_LIMIT}
        />
      </Suspense>
    </section>
  );
}
