import { deliveryDeskTexts } from '@teranga/messages/cart';
import { accountMessages } from '@teranga/messages/identity';
import { staffReturnTexts, staffReviewTexts } from '@teranga/messages/staff';
import { Route, Routes } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { StaffReviewsPage } from '../../reviews/staff-reviews.page';
import { pathWithin, type RouteEntry, routes } from '../../routes';
import { NotFoundPage } from '../not-found.page';
import { StaffBalancesPage } from './staff-balances.page';
import { StaffDeliveryPage } from './staff-delivery.page';
import { StaffFlaggedOrdersPage } from './staff-flagged-orders.page';
import { StaffPayoutsPage } from './staff-payouts.page';
import { StaffRefundsPage } from './staff-refunds.page';
import { StaffReturnsPage } from './staff-returns.page';
import { StaffSellersPage } from './staff-sellers.page';

const titles = accountMessages.staffDesk.titles;
const within = (screen: RouteEntry) => pathWithin(routes.staffDesk, screen);

/**
 * The staff desk (/admin/*): one route of the shop and one chunk, its screens routed here, so that the storefront's
 * first load carries a single lazy entry for all of them. Each screen names its tab.
 */
const SCREENS = [
  { path: within(routes.staffSellers), title: titles.sellers, Screen: StaffSellersPage },
  { path: within(routes.staffBalances), title: titles.balances, Screen: StaffBalancesPage },
  { path: within(routes.staffFlaggedOrders), title: titles.flagged, Screen: StaffFlaggedOrdersPage },
  { path: within(routes.staffRefunds), title: titles.refunds, Screen: StaffRefundsPage },
  { path: within(routes.staffPayouts), title: titles.payouts, Screen: StaffPayoutsPage },
  { path: within(routes.staffReturns), title: staffReturnTexts.pageTitle, Screen: StaffReturnsPage },
  { path: within(routes.staffReviews), title: staffReviewTexts.title, Screen: StaffReviewsPage },
  { path: within(routes.staffDelivery), title: deliveryDeskTexts.title, Screen: StaffDeliveryPage },
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
