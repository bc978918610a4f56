import { fill, stockTexts } from '@teranga/messages';
import { isPurchasable } from '../catalogue/availability.js';
import type { CartItem } from './cart-item.js';

/** Pure operations on cart lines; the machine applies them and recomputes the totals after each. */

const sameLine = (a: CartItem, b: Pick<CartItem, 'productId' | 'size' | 'color'>): boolean =>
  a.productId === b.productId && (a.size ?? '') === (b.size ?? '') && (a.color ?? '') === (b.color ?? '');

/** The stock a line draws on: its variant's, or its product's one stock (lines saved before variants). */
const stockOf = (line: CartItem): string => line.stockKey ?? line.productId;

/**
 * The units a line may hold: its maxQuantity less what the other lines drawing on the same stock hold (two colours
 * of one size row, or two sizes of a product that keeps one stock).
 */
export function lineRoom(items: readonly CartItem[], item: CartItem): number {
  const others = items
    .filter((line) => line.id !== item.id && stockOf(line) === stockOf(item))
    .reduce((sum, line) => sum + line.quantity, 0);
  return item.maxQuantity - others;
}

/**
 * Same product, size and colour raises the quantity; anything else is a new line. Either way the lines of one
 * variant stay within its stock together: an add with no unit left changes nothing.
 */
export function addLine(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) {
    const quantity = Math.min(lineRoom(items, item), Math.max(1, Math.trunc(item.quantity)));
    return quantity >= 1 ? [...items, { ...item, quantity }] : [...items];
  }
  const room = lineRoom(items, existing);
  return items.map((line) =>
    line === existing
      ? { ...line, quantity: Math.max(line.quantity, Math.min(room, line.quantity + item.quantity)) }
      : line,
  );
}

/** A quantity of 0 or less removes the line; otherwise it stays between 1 and what its variant's stock leaves it. */
export function setLineQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeLine(items, id);
  return items.map((line) =>
    line.id === id
      ? { ...line, quantity: Math.max(1, Math.min(lineRoom(items, line), Math.trunc(quantity))) }
      : line,
  );
}

/**
 * The plus button is disabled at maxQuantity (counting the other lines of the same variant, when `items` are
 * given) and for an out-of-stock line.
 */
export const canIncrement = (item: CartItem, items: readonly CartItem[] = [item]): boolean =>
  item.quantity < lineRoom(items, item) && item.availability !== 'out_of_stock';

export const incrementLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.map((line) =>
    line.id === id && canIncrement(line, items) ? { ...line, quantity: line.quantity + 1 } : line,
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
