import { deliveryDeskTexts } from '@teranga/messages/cart';
import { accountMessages } from '@teranga/messages/identity';
import { staffReturnTexts, staffReviewTexts } from '@teranga/messages/staff';
import { Skeleton } from '@teranga/ui';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { routes } from '../../routes';
import * as styles from '../seller/seller-area.css';

const t = accountMessages.staffDesk.nav;

/** The staff desk's screens, in its navigation's order. */
export const STAFF_LINKS = [
  { to: routes.staffSellers.href(), label: t.sellers },
  { to: routes.staffBalances.href(), label: t.balances },
  { to: routes.staffFlaggedOrders.href(), label: t.flagged },
  { to: routes.staffRefunds.href(), label: t.refunds },
  { to: routes.staffPayouts.href(), label: t.payouts },
  { to: routes.staffReturns.href(), label: staffReturnTexts.title },
  { to: routes.staffReviews.href(), label: staffReviewTexts.title },
  { to: routes.staffDelivery.href(), label: deliveryDeskTexts.navLabel },
] as const;

/** Every /admin/* screen: staff only (signed out → sign-in and back; others → home), beside the desk's navigation. */
export function StaffArea({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  if (auth.restoring) return <Skeleton height="24rem" />;
  if (!auth.isAuthenticated) return <Navigate to={signInPathFor(pathname + search)} replace />;
  if (!auth.isAdmin) return <Navigate to={routes.home.href()} replace />;
  return (
    <div className={page.container}>
      <div className={styles.layout}>
        <nav aria-label={t.label} className={styles.nav}>
          {STAFF_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={styles.navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
