import { Button, CategoryGrid, Hero, NewsletterForm, ProductCard, ProductGrid } from '@teranga/ui';
import * as page from '../../app/page.css';
import { renderRouterLink } from '../../app/router-link';

// A static marketing variant of the home page (no data call), as the document describes it.
const CATEGORIES = ['Fashion', 'Jewelry', 'Home Decor', 'Art', 'Food', 'Gifts'].map((name) => ({
  id: name,
  name,
  href: '/products',
  image: null,
}));

const FEATURED = [
  { name: 'Robe wax Dakar', price: '29 475 CFA', badges: [{ kind: 'new', label: 'NEW' }] },
  { name: 'Collier en perles du Sahel', price: '12 445 CFA', badges: [] },
  { name: 'Panier tressé de Thiès', price: '9 825 CFA', badges: [{ kind: 'top', label: 'TOP' }] },
  { name: 'Tableau sous-verre', price: '32 750 CFA', badges: [] },
] as const;

/** /vitrine: the marketing home variant, categories, four featured products and a newsletter field. */
export function MarketingHomePage() {
  return (
    <>
      <Hero browseHref="/products" renderLink={renderRouterLink} />
      <div className={page.container}>
        <section className={page.section} aria-labelledby="titre-univers">
          <h2 id="titre-univers" className={page.sectionTitle}>
            Nos univers
          </h2>
          <CategoryGrid
            status="ready"
            categories={CATEGORIES}
            renderLink={renderRouterLink}
            showCounts={false}
          />
        </section>
        <section className={page.section} aria-labelledby="titre-selection">
          <div className={page.sectionHead}>
            <h2 id="titre-selection" className={page.sectionTitle}>
              Notre sélection
            </h2>
            <Button asChild variant="outline">
              <a href="/products">Voir Tout</a>
            </Button>
          </div>
          <ProductGrid>
            {FEATURED.map((product) => (
              <ProductCard
                key={product.name}
                name={product.name}
                href="/products"
                image=""
                price={product.price}
                badges={[...product.badges]}
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
