import { fill, stockTexts } from '@teranga/messages';
import { isPurchasable } from '../catalogue/availability.js';
import type { CartItem } from './cart-item.js';

/** Pure operations on cart lines; the machine applies them and recomputes the totals after each. */

const sameLine = (a: CartItem, b: Pick<CartItem, 'productId' | 'size' | 'color'>): boolean =>
  a.productId === b.productId && (a.size ?? '') === (b.size ?? '') && (a.color ?? '') === (b.color ?? '');

/** Cart quantities stay between 1 and the line's maxQuantity. */
const clamp = (quantity: number, item: CartItem): number =>
  Math.min(item.maxQuantity, Math.max(1, Math.trunc(quantity)));

/** Same product, size and colour raises the quantity (up to maxQuantity); anything else is a new line. */
export function addLine(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) return [...items, { ...item, quantity: clamp(item.quantity, item) }];
  return items.map((line) =>
    line === existing ? { ...line, quantity: clamp(line.quantity + item.quantity, line) } : line,
  );
}

/** A quantity of 0 or less removes the line; above maxQuantity it stops at maxQuantity. */
export function setLineQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeLine(items, id);
  return items.map((line) => (line.id === id ? { ...line, quantity: clamp(quantity, line) } : line));
}

/** The plus button is disabled at maxQuantity and for an out-of-stock line. */
export const canIncrement = (item: CartItem): boolean =>
  item.quantity < item.maxQuantity && item.availability !== 'out_of_stock';

export const incrementLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.map((line) =>
    line.id === id && canIncrement(line) ? { ...line, quantity: line.quantity + 1 } : line,
  );

/** The minus button floors at 1. */
export const decrementLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.map((line) => (line.id === id ? { ...line, quantity: Math.max(1, line.quantity - 1) } : line));

export const removeLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.filter((line) => line.id !== id);

const cents = (amount: number): number => Math.round(amount * 100) / 100;

export const lineTotal = (item: CartItem): number => cents(item.price * item.quantity);

export function cartTotals(items: readonly CartItem[]): { totalItems: number; totalPrice: number } {
  return {
    totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: cents(items.reduce((sum, line) => sum + line.price * line.quantity, 0)),
  };
}

/** Flat 10 EUR shipping when the cart total is above 0, otherwise free. */
export const SHIPPING_FLAT_EUR = 10;
export const shippingFor = (totalPrice: number): number => (totalPrice > 0 ? SHIPPING_FLAT_EUR : 0);

/** Why the cart cannot be paid (a line out of stock), in French; null when every line can be bought. */
export function payBlockedReason(items: readonly CartItem[]): string | null {
  const blocked = items.filter((line) => !isPurchasable(line.availability));
  if (blocked.length === 0) return null;
  const [first] = blocked;
  if (blocked.length === 1 && first) return fill(stockTexts.payBlockedOne, { name: first.name });
  return fill(stockTexts.payBlockedMany, { count: blocked.length });
}
