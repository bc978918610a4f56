import { useQuery } from '@tanstack/react-query';
import { backendConnectionError, categoriesLoadError, messages } from '@teranga/headless';
import { shopTexts } from '@teranga/messages';
import { Button, CategoryGrid, Hero, ReassuranceBadges } from '@teranga/ui';
import { Link } from 'react-router';
import { BelowTheFold } from '../../app/below-the-fold';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { homePromises } from '../../app/shipping-promise';
import { catalogueQueries, HOME_FEATURED_SHOWN } from '../../catalogue/catalogue.queries';
import { categoryTiles } from '../../catalogue/category-tiles';
import { ProductResults } from '../../catalogue/product-results';

const CATEGORIES_ID = 'categories';

/** Home: hero, the categories from the backend, four featured products and the reassurance block. */
export function HomePage() {
  const home = useQuery(catalogueQueries.home());
  const categories = useQuery(catalogueQueries.categories());
  const featured = home.data?.products.slice(0, HOME_FEATURED_SHOWN);

  return (
    <>
      <Hero onBrowse={() => document.getElementById(CATEGORIES_ID)?.scrollIntoView({ behavior: 'smooth' })} />
      <div className={page.container}>
        <CategoryGrid
          id={CATEGORIES_ID}
          labels={{ title: shopTexts.home.categories }}
          loading={categories.isPending}
          error={categories.error ? categoriesLoadError(categories.error.message) : undefined}
          onRetry={() => categories.refetch()}
          categories={categoryTiles(categories.data)}
          renderLink={renderRouterLink}
        />
        <BelowTheFold>
          <section className={page.section} aria-labelledby="titre-vedette">
            <div className={page.sectionHead}>
              <h2 id="titre-vedette" className={page.sectionTitle}>
                {shopTexts.home.featured}
              </h2>
              <Button asChild variant="outline">
                <Link to="/products">{shopTexts.home.seeAll}</Link>
              </Button>
            </div>
            <ProductResults
              products={featured}
              isPending={home.isPending}
              error={home.error}
              errorText={(error) => backendConnectionError(error.message || messages.catalogue.unknownError)}
              onRetry={() => home.refetch()}
              empty={messages.catalogue.noProductsAvailable}
              skeletonCount={HOME_FEATURED_SHOWN}
              pageSize={HOME_FEATURED_SHOWN}
            />
          </section>
          <ReassuranceBadges items={homePromises} />
        </BelowTheFold>
      </div>
    </>
  );
}
