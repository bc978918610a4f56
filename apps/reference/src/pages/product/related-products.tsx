import { useQuery } from '@tanstack/react-query';
import { messages } from '@teranga/headless';
import { shopTexts } from '@teranga/messages';
import * as page from '../../app/page.css';
import { catalogueQueries, RELATED_LIMIT } from '../../catalogue/catalogue.queries';
import { ProductResults } from '../../catalogue/product-results';

/** The four related products under the product. */
export function RelatedProducts({ productId }: { productId: string }) {
  const query = useQuery(catalogueQueries.related(productId));
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="produits-similaires">
      <h2 id="produits-similaires" className={page.sectionTitle}>
        {shopTexts.product.related}
      </h2>
      <ProductResults
        products={query.data}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        empty={messages.catalogue.noProductsFound}
        skeletonCount={RELATED_LIMIT}
        pageSize={RELATED_LIMIT}
      />
    </section>
  );
}
