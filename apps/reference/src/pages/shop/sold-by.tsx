import { soldByText } from '@teranga/messages/catalogue';
import type { ShopRef } from '@teranga/sdk';
import { Link } from 'react-router';
import { routes } from '../../routes';
import * as styles from './shop-link.css';

/** « Vendu par {boutique} » on a product page, the shop's name a link to its page. */
export function SoldBy({ shop }: { shop: ShopRef }) {
  return (
    <p className={styles.soldBy}>
      {soldByText}{' '}
      <Link to={routes.shop.href({ slug: shop.slug })} className={styles.link}>
        {shop.name}
      </Link>
    </p>
  );
}
