import { cartMessages } from '@teranga/messages/cart';
import { availabilityLabel } from '../catalogue/availability.js';
import { countBadge } from '../catalogue/count-badge.js';
import { type CurrencyCode, formatCartPrice } from '../money/currency.js';
import type { CartSnapshot } from './cart.machine.js';
import type { CartItem } from './cart-item.js';
import { canIncrement, lineTotal, shippingFor } from './cart-lines.js';

/**
 * The cart's lines (public name: `selectCartItems`).
 * @example const items = selectCartItems(shop.cart.getSnapshot());
 */
export const selectItems = (snapshot: CartSnapshot): CartItem[] => snapshot.context.items;
/**
 * The number of units in the cart, every line summed.
 * @example selectTotalItems(shop.cart.getSnapshot()); // 3
 */
export const selectTotalItems = (snapshot: CartSnapshot): number => snapshot.context.totalItems;
/**
 * The cart's lines total in EUR, shipping excluded.
 * @example formatCfa(selectSubtotal(shop.cart.getSnapshot())); // '30 065 CFA'
 */
export const selectSubtotal = (snapshot: CartSnapshot): number => snapshot.context.totalPrice;
/**
 * The shipping fee in EUR: `SHIPPING_FLAT_EUR` when the cart holds something, else 0.
 * @example selectShipping(shop.cart.getSnapshot()); // 10
 */
export const selectShipping = (snapshot: CartSnapshot): number => shippingFor(snapshot.context.totalPrice);
/**
 * Subtotal plus shipping, in EUR, rounded to the cent.
 * @example const total = selectTotal(shop.cart.getSnapshot()); // 55.9
 */
export const selectTotal = (snapshot: CartSnapshot): number =>
  Math.round((snapshot.context.totalPrice + selectShipping(snapshot)) * 100) / 100;
/**
 * `cartMessages.freeShipping` when nothing is due, else the fee in the display currency ('6 550 CFA', or '10,00€'
 * with `'EUR'`).
 * @example selectShippingLabel(cart.getSnapshot(), 'EUR'); // '10,00€'
 */
export const selectShippingLabel = (snapshot: CartSnapshot, currency: CurrencyCode = 'XOF'): string => {
  const shipping = selectShipping(snapshot);
  return shipping === 0 ? cartMessages.freeShipping : formatCartPrice(shipping, currency);
};
/**
 * Whether the cart has no line (public name: `selectCartIsEmpty`).
 * @example if (selectCartIsEmpty(shop.cart.getSnapshot())) return <EmptyCart />;
 */
export const selectIsEmpty = (snapshot: CartSnapshot): boolean => snapshot.context.items.length === 0;
/**
 * Whether the cart drawer is open (public name: `selectCartIsOpen`).
 * @example const open = selectCartIsOpen(shop.cart.getSnapshot());
 */
export const selectIsOpen = (snapshot: CartSnapshot): boolean => snapshot.context.isOpen;
/**
 * The header's cart badge text, capped at '99+' (public name: `selectCartCountBadge`).
 * @example selectCartCountBadge(shop.cart.getSnapshot()); // '3'
 */
export const selectCountBadge = (snapshot: CartSnapshot): string => countBadge(snapshot.context.totalItems);
/**
 * The line just added while the « added » popup shows, else null.
 * @example const added = selectLastAdded(shop.cart.getSnapshot()); // added?.name
 */
export const selectLastAdded = (snapshot: CartSnapshot): CartItem | null =>
  snapshot.matches({ popup: 'shown' }) ? snapshot.context.lastAdded : null;
/**
 * The units the last add put in the cart (0: its stock was all there already, nothing was added).
 * @example if (selectLastAddedUnits(shop.cart.getSnapshot()) === 0) toast(addCappedMessage(item));
 */
export const selectLastAddedUnits = (snapshot: CartSnapshot): number => snapshot.context.lastAddedUnits;

export interface CartLineView {
  item: CartItem;
  total: string;
  price: string;
  availability: string;
  canIncrement: boolean;
  canDecrement: boolean;
}

/** How a cart row's prices show. */
export interface CartLineViewOptions {
  /** the shop's display currency (default 'XOF': whole francs CFA); 'EUR' shows '45,90€' */
  currency?: CurrencyCode;
}

/**
 * What a cart row shows: prices in the display currency, availability label, stepper state (`items`, the whole
 * cart: the other lines of the same variant count against its stock).
 * @example const view = cartLineView(item, cart.items); // view.price: '30 065 CFA'
 * @example const view = cartLineView(item, cart.items, { currency: 'EUR' }); // view.price: '45,90€'
 */
export const cartLineView = (
  item: CartItem,
  items: readonly CartItem[] = [item],
  { currency = 'XOF' }: CartLineViewOptions = {},
): CartLineView => ({
  item,
  price: formatCartPrice(item.price, currency),
  total: formatCartPrice(lineTotal(item), currency),
  availability: availabilityLabel(item.availability),
  canIncrement: canIncrement(item, items),
  canDecrement: item.quantity > 1,
});
