import { cartMessages, wishlistMessages } from '@teranga/messages/cart';

export const COUNT_BADGE_CAP = 99;

/**
 * Header count badges show '99+' above 99.
 * @example countBadge(120); // '99+'
 */
export const countBadge = (count: number): string => (count > COUNT_BADGE_CAP ? '99+' : String(count));

/**
 * Tooltip of the header icons: `cartMessages.empty` / `wishlistMessages.empty` when empty, otherwise the count.
 * @example cartTooltip(0); // cartMessages.empty
 * @example cartTooltip(3); // '3'
 */
export const cartTooltip = (count: number): string => (count > 0 ? String(count) : cartMessages.empty);
/**
 * Tooltip of the header's wishlist icon: `wishlistMessages.empty` when empty, otherwise the count.
 * @example wishlistTooltip(0); // wishlistMessages.empty
 * @example wishlistTooltip(4); // '4'
 */
export const wishlistTooltip = (count: number): string =>
  count > 0 ? String(count) : wishlistMessages.empty;
