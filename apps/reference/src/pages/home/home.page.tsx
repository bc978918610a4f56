import { shopTexts } from '@teranga/messages/storefront';
import { ReassuranceBadges } from '@teranga/ui';
import { BelowTheFold } from '../../app/below-the-fold';
import * as page from '../../app/page.css';
import { homePromises } from '../../app/shipping-promise';
import { FeaturedProducts, HomeCategories, HomeHero } from './home-sections';

const CATEGORIES_ID = 'categories';

/** Home: hero, the categories from the backend, four featured products and the reassurance block. */
export function HomePage() {
  return (
    <>
      <HomeHero targetId={CATEGORIES_ID} />
      <div className={page.container}>
        <HomeCategories id={CATEGORIES_ID} title={shopTexts.home.categories} />
        <BelowTheFold>
          <FeaturedProducts
            titleId="titre-vedette"
            title={shopTexts.home.featured}
            seeAll={shopTexts.home.seeAll}
          />
          <ReassuranceBadges items={homePromises} />
        </BelowTheFold>
      </div>
    </>
  );
}
