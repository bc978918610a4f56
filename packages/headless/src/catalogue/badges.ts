import { productMessages } from '@teranga/messages/catalogue';
import type { ProductLike } from '../shared/product.js';
import { discountPercent } from './discount.js';

export const POPULAR_ABOVE_SOLD = 10;

export type CardBadge =
  | { kind: 'popular'; label: string }
  | { kind: 'discount'; label: string; percent: number }
  | { kind: 'top'; label: 'TOP' }
  | { kind: 'new'; label: 'NEW' };

/**
 * The product card's badges in display order: Populaire (sold above 10), -n%, TOP (featured), NEW (isNew).
 * @example const badges = cardBadges(product); // in display order: popular, discount (percent), top, new
 */
export function cardBadges(
  product: Pick<ProductLike, 'sold' | 'price' | 'comparePrice' | 'featured' | 'isNew'>,
): CardBadge[] {
  const badges: CardBadge[] = [];
  if ((product.sold ?? 0) > POPULAR_ABOVE_SOLD)
    badges.push({ kind: 'popular', label: productMessages.popularBadge });
  const percent = discountPercent(product.price, product.comparePrice);
  if (percent !== undefined && percent > 0) badges.push({ kind: 'discount', label: `-${percent}%`, percent });
  if (product.featured) badges.push({ kind: 'top', label: 'TOP' });
  if (product.isNew) badges.push({ kind: 'new', label: 'NEW' });
  return badges;
}

export type TagTone = 'green' | 'red' | 'orange';

/**
 * Product page tag badges: nouveau green, promo red, any other orange.
 * @example tagTone('promo'); // 'red'
 */
export function tagTone(tag: string): TagTone {
  const t = tag.trim().toLowerCase();
  if (t === 'nouveau') return 'green';
  if (t === 'promo') return 'red';
  return 'orange';
}
