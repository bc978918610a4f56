import { formatConverted } from '@teranga/headless';
import { shopTexts } from '@teranga/messages';
import { Button, CategoryGrid, Hero, NewsletterForm, ProductCard, ProductGrid } from '@teranga/ui';
import { Link } from 'react-router';
import { useCurrency } from '../../app/currency';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';

// A static marketing variant of the home page (no data call), as the document describes it.
const CATEGORIES_ID = 'univers';

const CATEGORIES = shopTexts.samples.universes.map((name) => ({
  id: name,
  name,
  href: '/products',
}));

const FEATURED = [
  { name: shopTexts.samples.featured.dress, priceEur: 45, isNew: true },
  { name: shopTexts.samples.featured.necklace, priceEur: 19 },
  { name: shopTexts.samples.featured.basket, priceEur: 15, featured: true },
  { name: shopTexts.samples.featured.painting, priceEur: 50 },
] as const;

/** /vitrine: the marketing home variant, categories, four featured products and a newsletter field. */
export function MarketingHomePage() {
  const { currency } = useCurrency();
  return (
    <>
      <Hero onBrowse={() => document.getElementById(CATEGORIES_ID)?.scrollIntoView({ behavior: 'smooth' })} />
      <div className={page.container}>
        <CategoryGrid
          id={CATEGORIES_ID}
          labels={{ title: shopTexts.marketingHome.universes }}
          categories={CATEGORIES}
          renderLink={renderRouterLink}
        />
        <section className={page.section} aria-labelledby="titre-selection">
          <div className={page.sectionHead}>
            <h2 id="titre-selection" className={page.sectionTitle}>
              {shopTexts.marketingHome.selection}
            </h2>
            <Button asChild variant="outline">
              <Link to="/products">{shopTexts.marketingHome.seeAll}</Link>
            </Button>
          </div>
          <ProductGrid>
            {FEATURED.map((product) => (
              <ProductCard
                key={product.name}
                name={product.name}
                href="/products"
                price={formatConverted(product.priceEur, 'EUR', currency)}
                isNew={'isNew' in product}
                featured={'featured' in product}
                renderLink={renderRouterLink}
              />
            ))}
          </ProductGrid>
        </section>
        <NewsletterForm />
      </div>
    </>
  );
}
