import { STAFF_RETURNS_PATH, STAFF_REVIEWS_PATH } from '@teranga/headless';
import { accountMessages, deliveryDeskTexts, staffReturnTexts, staffReviewTexts } from '@teranga/messages';
import { Skeleton } from '@teranga/ui';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import * as styles from '../seller/seller-area.css';

const t = accountMessages.staffDesk.nav;

/** The staff desk's screens, in its navigation's order. */
export const STAFF_LINKS = [
  { to: '/admin/sellers', label: t.sellers },
  { to: '/admin/balances', label: t.balances },
  { to: '/admin/orders', label: t.flagged },
  { to: '/admin/refunds', label: t.refunds },
  { to: '/admin/payouts', label: t.payouts },
  { to: STAFF_RETURNS_PATH, label: staffReturnTexts.title },
  { to: STAFF_REVIEWS_PATH, label: staffReviewTexts.title },
  { to: '/admin/delivery', label: deliveryDeskTexts.navLabel },
] as const;

/** Every /admin/* screen: staff only (signed out → sign-in and back; others → home), beside the desk's navigation. */
export function StaffArea({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  if (auth.restoring) return <Skeleton height="24rem" />;
  if (!auth.isAuthenticated) return <Navigate to={signInPathFor(pathname + search)} replace />;
  if (!auth.isAdmin) return <Navigate to="/" replace />;
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
