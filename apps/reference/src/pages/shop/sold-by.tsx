import { soldByText } from '@teranga/messages';
import type { ShopRef } from '@teranga/sdk';
import { Link } from 'react-router';
import * as styles from './shop-link.css';
import { shopPath } from './shop-path';

/** « Vendu par {boutique} » on a product page, the shop's name a link to its page. */
export function SoldBy({ shop }: { shop: ShopRef }) {
  return (
    <p className={styles.soldBy}>
      {soldByText}{' '}
      <Link to={shopPath(shop.slug)} className={styles.link}>
        {shop.name}
      </Link>
    </p>
  );
}
