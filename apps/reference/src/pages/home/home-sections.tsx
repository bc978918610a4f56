import { useQuery } from '@tanstack/react-query';
import { backendConnectionError, categoriesLoadError, listingMessages } from '@teranga/messages/catalogue';
import { Button, CategoryGrid, Hero } from '@teranga/ui';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';
import { catalogueQueries, HOME_FEATURED_SHOWN } from '../../catalogue/catalogue.queries';
import { categoryTiles } from '../../catalogue/category-tiles';
import { ProductResults } from '../../catalogue/product-results';
import { routes } from '../../routes';

// The sections home (/) and the marketing home (/vitrine) both show, on the same queries: a visit from one to the
// other costs no new call.

/** The hero, whose button scrolls to the section `targetId`. */
export function HomeHero({ targetId }: { targetId: string }) {
  return <Hero onBrowse={() => document.getElementById(targetId)?.scrollIntoView({ behavior: 'smooth' })} />;
}

/** The catalogue's categories as tiles, from the backend. */
export function HomeCategories({ id, title }: { id: string; title: string }) {
  const categories = useQuery(catalogueQueries.categories());
  return (
    <CategoryGrid
      id={id}
      labels={{ title }}
      loading={categories.isPending}
      error={categories.error ? categoriesLoadError(categories.error.message) : undefined}
      onRetry={() => categories.refetch()}
      categories={categoryTiles(categories.data)}
      renderLink={renderRouterLink}
    />
  );
}

/** The first featured products of the home answer, under a title and a link to every product. */
export function FeaturedProducts({
  titleId,
  title,
  seeAll,
}: {
  titleId: string;
  title: string;
  seeAll: string;
}) {
  const home = useQuery(catalogueQueries.home());
  return (
    <section className={page.section} aria-labelledby={titleId}>
      <div className={page.sectionHead}>
        <h2 id={titleId} className={page.sectionTitle}>
          {title}
        </h2>
        <Button asChild variant="outline">
          <Link to={routes.products.href()}>{seeAll}</Link>
        </Button>
      </div>
      <ProductResults
        products={home.data?.products.slice(0, HOME_FEATURED_SHOWN)}
        isPending={home.isPending}
        error={home.error}
        errorText={(error) => backendConnectionError(error.message || listingMessages.unknownError)}
        onRetry={() => home.refetch()}
        empty={listingMessages.noProductsAvailable}
        skeletonCount={HOME_FEATURED_SHOWN}
        pageSize={HOME_FEATURED_SHOWN}
      />
    </section>
  );
}
