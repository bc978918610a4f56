import { cartMessages } from '@teranga/messages/cart';
import { availabilityLabel } from '../catalogue/availability.js';
import { countBadge } from '../catalogue/count-badge.js';
import { type CurrencyCode, formatCartPrice } from '../money/currency.js';
import type { CartSnapshot } from './cart.machine.js';
import type { CartItem } from './cart-item.js';
import { canIncrement, lineTotal, shippingFor } from './cart-lines.js';

export const selectItems = (snapshot: CartSnapshot): CartItem[] => snapshot.context.items;
export const selectTotalItems = (snapshot: CartSnapshot): number => snapshot.context.totalItems;
export const selectSubtotal = (snapshot: CartSnapshot): number => snapshot.context.totalPrice;
export const selectShipping = (snapshot: CartSnapshot): number => shippingFor(snapshot.context.totalPrice);
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
export const selectIsEmpty = (snapshot: CartSnapshot): boolean => snapshot.context.items.length === 0;
export const selectIsOpen = (snapshot: CartSnapshot): boolean => snapshot.context.isOpen;
export const selectCountBadge = (snapshot: CartSnapshot): string => countBadge(snapshot.context.totalItems);
export const selectLastAdded = (snapshot: CartSnapshot): CartItem | null =>
  snapshot.matches({ popup: 'shown' }) ? snapshot.context.lastAdded : null;
/** The units the last add put in the cart (0: its stock was all there already, nothing was added). */
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
