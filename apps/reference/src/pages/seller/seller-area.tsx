import { SELLER_RETURNS_PATH, SELLER_REVIEWS_PATH } from '@teranga/headless';
import { sellerAreaMessages, sellerReturnTexts, sellerReviewTexts } from '@teranga/messages';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import * as page from '../../app/page.css';
import { SellerGuard } from '../account/seller-guard';
import * as styles from './seller-area.css';

const t = sellerAreaMessages.nav;

/** Where the seller screens lead each other; /seller/orders belongs to the orders screens. */
export const SELLER_LINKS = [
  { to: '/seller/dashboard', label: t.dashboard },
  { to: '/seller/products', label: t.products },
  { to: '/seller/add-product', label: t.addProduct },
  { to: '/seller/orders', label: t.orders },
  { to: SELLER_RETURNS_PATH, label: sellerReturnTexts.title },
  { to: SELLER_REVIEWS_PATH, label: sellerReviewTexts.nav },
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
