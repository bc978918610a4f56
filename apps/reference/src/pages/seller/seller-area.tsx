import { sellerAreaMessages, sellerReturnTexts, sellerReviewTexts } from '@teranga/messages/seller';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import { SellerGuard } from '../account/seller-guard';
import * as styles from './seller-area.css';

const t = sellerAreaMessages.nav;

/** Where the seller screens lead each other; /seller/orders belongs to the orders screens. */
export const SELLER_LINKS = [
  { to: routes.sellerDashboard.href(), label: t.dashboard },
  { to: routes.sellerProducts.href(), label: t.products },
  { to: routes.sellerAddProduct.href(), label: t.addProduct },
  { to: routes.sellerOrders.href(), label: t.orders },
  { to: routes.sellerReturns.href(), label: sellerReturnTexts.title },
  { to: routes.sellerReviews.href(), label: sellerReviewTexts.nav },
] as const;

/** Every /seller/* screen: the guard first, then the screen beside the seller navigation. */
export function SellerArea({ children }: { children: ReactNode }) {
  return (
    <SellerGuard>
      <div className={page.container}>
        <div className={styles.layout}>
          <nav aria-label={t.label} className={styles.nav}>
            {SELLER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className={styles.navLink}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </SellerGuard>
  );
}
