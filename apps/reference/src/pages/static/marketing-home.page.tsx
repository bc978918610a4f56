import { useQuery } from '@tanstack/react-query';
import { backendConnectionError, categoriesLoadError, messages } from '@teranga/headless';
import { shopPageTexts } from '@teranga/messages';
import { Button, CategoryGrid, Hero, NewsletterForm } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { catalogueQueries, HOME_FEATURED_SHOWN } from '../../catalogue/catalogue.queries';
import { categoryTiles } from '../../catalogue/category-tiles';
import { ProductResults } from '../../catalogue/product-results';

const CATEGORIES_ID = 'univers';

/**
 * /vitrine: the marketing home variant, made of the catalogue itself: its categories, four featured products and the
 * newsletter field (the same queries as home, so a visit from one to the other costs no new call).
 */
export function MarketingHomePage() {
  const home = useQuery(catalogueQueries.home());
  const categories = useQuery(catalogueQueries.categories());
  return (
    <>
      <Hero onBrowse={() => document.getElementById(CATEGORIES_ID)?.scrollIntoView({ behavior: 'smooth' })} />
      <div className={page.container}>
        <CategoryGrid
          id={CATEGORIES_ID}
          labels={{ title: shopPageTexts.marketingHome.universes }}
          loading={categories.isPending}
          error={categories.error ? categoriesLoadError(categories.error.message) : undefined}
          onRetry={() => categories.refetch()}
          categories={categoryTiles(categories.data)}
          renderLink={renderRouterLink}
        />
        <section className={page.section} aria-labelledby="titre-selection">
          <div className={page.sectionHead}>
            <h2 id="titre-selection" className={page.sectionTitle}>
              {shopPageTexts.marketingHome.selection}
            </h2>
            <Button asChild variant="outline">
              <Link to="/products">{shopPageTexts.marketingHome.seeAll}</Link>
            </Button>
          </div>
          <ProductResults
            products={home.data?.products.slice(0, HOME_FEATURED_SHOWN)}
            isPending={home.isPending}
            error={home.error}
            errorText={(error) => backendConnectionError(error.message || messages.catalogue.unknownError)}
            onRetry={() => home.refetch()}
            empty={messages.catalogue.noProductsAvailable}
            skeletonCount={HOME_FEATURED_SHOWN}
            pageSize={HOME_FEATURED_SHOWN}
          />
        </section>
        <NewsletterForm />
      </div>
    </>
  );
}
