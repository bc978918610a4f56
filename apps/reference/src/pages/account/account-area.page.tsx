import { accountMessages } from '@teranga/messages/identity';
import { shopPageTexts } from '@teranga/messages/storefront';
import { Button, EmptyState } from '@teranga/ui';
import { Link, Route, Routes } from 'react-router';
import * as page from '../../app/page.css';
import { SellerReviewsPage } from '../../reviews/seller-reviews.page';
import { pathWithin, routes } from '../../routes';
import { SellerReturnsPage } from '../orders/seller-returns.page';
import { SellerArea } from '../seller/seller-area';

const t = accountMessages.guard;

/** The /seller/* screens still to come (and /add-product): the guard runs, then this says they are coming. */
export function AccountAreaPage() {
  // « Retours » sits under /seller/* rather than in a route of its own: the storefront's first load carries no entry
  // for it (the cart's budget has no room left).
  return (
    <Routes>
      <Route path={pathWithin(routes.sellerArea, routes.sellerReturns)} element={<SellerReturnsPage />} />
      <Route path={pathWithin(routes.sellerArea, routes.sellerReviews)} element={<SellerReviewsPage />} />
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}

function ComingSoon() {
  return (
    <SellerArea>
      <div>
        <h1 className={page.title}>{t.comingTitle}</h1>
        <EmptyState
          icon="store"
          title={shopPageTexts.account.soonTitle}
          description={t.comingText}
          action={
            <Button asChild>
              <Link to={routes.home.href()}>{t.backHome}</Link>
            </Button>
          }
        />
      </div>
    </SellerArea>
  );
}
