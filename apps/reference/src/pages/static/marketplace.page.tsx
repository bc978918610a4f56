import { useQuery } from '@tanstack/react-query';
import { listingMessages } from '@teranga/messages/catalogue';
import { shopPageTexts } from '@teranga/messages/storefront';
import { Button } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { ProductResults } from '../../catalogue/product-results';
import { SORT_OPTIONS } from '../../catalogue/sort-options';
import { routes } from '../../routes';

const NEWEST = SORT_OPTIONS.find((option) => option.value === 'newest')?.query ?? {};

/** /marketplace: the sellers' latest products, and an invitation to sell. */
export function MarketplacePage() {
  const products = useQuery(catalogueQueries.products(NEWEST));
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <div className={page.sectionHead}>
          <div className={page.stack}>
            <h1 className={page.title}>{shopPageTexts.marketplace.title}</h1>
            <p className={page.muted}>{shopPageTexts.marketplace.text}</p>
          </div>
          <Button asChild variant="accent">
            <Link to={routes.register.href()}>{shopPageTexts.marketplace.becomeSeller}</Link>
          </Button>
        </div>
        <ProductResults
          products={products.data?.products}
          isPending={products.isPending}
          error={products.error}
          onRetry={() => products.refetch()}
          empty={listingMessages.noProductsAvailable}
        />
      </div>
    </div>
  );
}
