import { shopPageTexts } from '@teranga/messages/storefront';
import { NewsletterForm } from '@teranga/ui';
import * as page from '../../app/page.css';
import { FeaturedProducts, HomeCategories, HomeHero } from '../home/home-sections';

const CATEGORIES_ID = 'univers';

/**
 * /vitrine: the marketing home variant, made of the catalogue itself: its categories, four featured products and the
 * newsletter field (home's own sections, on the same queries).
 */
export function MarketingHomePage() {
  const texts = shopPageTexts.marketingHome;
  return (
    <>
      <HomeHero targetId={CATEGORIES_ID} />
      <div className={page.container}>
        <HomeCategories id={CATEGORIES_ID} title={texts.universes} />
        <FeaturedProducts titleId="titre-selection" title={texts.selection} seeAll={texts.seeAll} />
        <NewsletterForm />
      </div>
    </>
  );
}
