import { accountMessages, deliveryDeskTexts, staffReturnTexts, staffReviewTexts } from '@teranga/messages';
import { Route, Routes } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { StaffReviewsPage } from '../../reviews/staff-reviews.page';
import { NotFoundPage } from '../not-found.page';
import { StaffBalancesPage } from './staff-balances.page';
import { StaffDeliveryPage } from './staff-delivery.page';
import { StaffFlaggedOrdersPage } from './staff-flagged-orders.page';
import { StaffPayoutsPage } from './staff-payouts.page';
import { StaffRefundsPage } from './staff-refunds.page';
import { StaffReturnsPage } from './staff-returns.page';
import { StaffSellersPage } from './staff-sellers.page';

const titles = accountMessages.staffDesk.titles;

/**
 * The staff desk (/admin/*): one route of the shop and one chunk, its screens routed here, so that the storefront's
 * first load carries a single lazy entry for all of them. Each screen names its tab.
 */
const SCREENS = [
  { path: 'sellers', title: titles.sellers, Screen: StaffSellersPage },
  { path: 'balances', title: titles.balances, Screen: StaffBalancesPage },
  { path: 'orders', title: titles.flagged, Screen: StaffFlaggedOrdersPage },
  { path: 'refunds', title: titles.refunds, Screen: StaffRefundsPage },
  { path: 'payouts', title: titles.payouts, Screen: StaffPayoutsPage },
  { path: 'returns', title: staffReturnTexts.pageTitle, Screen: StaffReturnsPage },
  { path: 'reviews', title: staffReviewTexts.title, Screen: StaffReviewsPage },
  { path: 'delivery', title: deliveryDeskTexts.title, Screen: StaffDeliveryPage },
] as const;

function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return children;
}

export function StaffDeskPage() {
  return (
    <Routes>
      {SCREENS.map(({ path, title, Screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Titled title={title}>
              <Screen />
            </Titled>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
