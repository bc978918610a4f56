import { stockTexts } from '@teranga/messages/cart';
import { fill, innerQuotes, plural } from '@teranga/messages/format';
import { isPurchasable } from '../catalogue/availability.js';
import type { ProductLike } from '../shared/product.js';
import { productId } from '../shared/product.js';
import { buildCartItem, type CartItem } from './cart-item.js';

/** Pure operations on cart lines; the machine applies them and recomputes the totals after each. */

const sameLine = (a: CartItem, b: Pick<CartItem, 'productId' | 'size' | 'color'>): boolean =>
  a.productId === b.productId && (a.size ?? '') === (b.size ?? '') && (a.color ?? '') === (b.color ?? '');

const units = (lines: readonly CartItem[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The units a line may hold, counted on the real stock units as the server's checkout takes them. A line of a size row
 * (`stockKey`) draws on that row, shared with the other lines of the row (two colours of a size kept for every
 * colour); a line whose row is not known (no size chosen, or the product keeps one stock) draws on the product's whole
 * stock, which every line of the product then counts against (its `maxQuantity` is that whole stock).
 * @example const left = lineRoom(items, line) - line.quantity; // units still addable to this line
 */
export function lineRoom(items: readonly CartItem[], item: CartItem): number {
  const others = items.filter((line) => line.id !== item.id && line.productId === item.productId);
  let room = item.stockKey
    ? item.maxQuantity - units(others.filter((line) => line.stockKey === item.stockKey))
    : item.maxQuantity - units(others);
  for (const whole of others) if (!whole.stockKey) room = Math.min(room, whole.maxQuantity - units(others));
  return Math.max(0, room);
}

/**
 * How many units an add would put in the cart (0: the stock is all there already, nothing is added).
 * @example const added = unitsAdded(cart.items, item); // 0: all the stock is already in the cart
 */
export const unitsAdded = (items: readonly CartItem[], item: CartItem): number =>
  cartTotals(addLine(items, item)).totalItems - cartTotals(items).totalItems;

/**
 * The lines with their stock as the products read now (`products`: fresh from the server): each line's units,
 * availability and stock row are made again, its quantity is left as chosen (`payBlockedReason` then says what is
 * short). Lines of products not given stay as they are; nothing changed gives the same array back.
 * @example const products = await Promise.all(cart.items.map((line) => sdk.catalogue.product(line.productId))); const items = refreshLineStock(cart.items, products);
 */
export function refreshLineStock(items: CartItem[], products: readonly ProductLike[]): CartItem[] {
  const byId = new Map(products.map((product) => [productId(product), product]));
  let changed = false;
  const next = items.map((line) => {
    const product = byId.get(line.productId);
    if (!product) return line;
    const fresh = buildCartItem(product, { size: line.size, color: line.color }, 0);
    if (
      fresh.maxQuantity === line.maxQuantity &&
      fresh.availability === line.availability &&
      fresh.stockKey === line.stockKey
    )
      return line;
    changed = true;
    const { stockKey: _old, ...rest } = line;
    return {
      ...rest,
      maxQuantity: fresh.maxQuantity,
      availability: fresh.availability,
      ...(fresh.stockKey ? { stockKey: fresh.stockKey } : {}),
    };
  });
  return changed ? next : items;
}

/**
 * Same product, size and colour raises the quantity; anything else is a new line. Either way the lines of one
 * variant stay within its stock together: an add with no unit left changes nothing.
 * @example const items = addLine(cart.items, buildCartItem(product, { size: 'L', color: 'Bleu' }));
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

/**
 * A quantity of 0 or less removes the line; otherwise it stays between 1 and what its variant's stock leaves it.
 * @example const items = setLineQuantity(cart.items, line.id, 3); // 0 removes the line
 */
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
 * @example <button disabled={!canIncrement(line, items)}>+</button>
 */
export const canIncrement = (item: CartItem, items: readonly CartItem[] = [item]): boolean =>
  item.quantity < lineRoom(items, item) && item.availability !== 'out_of_stock';

/**
 * The lines with one more unit on line `id`, when its stock allows (see `canIncrement`).
 * @example const items = incrementLine(cart.items, line.id);
 */
export const incrementLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.map((line) =>
    line.id === id && canIncrement(line, items) ? { ...line, quantity: line.quantity + 1 } : line,
  );

/**
 * The minus button floors at 1.
 * @example const items = decrementLine(cart.items, line.id); // never below 1
 */
export const decrementLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.map((line) => (line.id === id ? { ...line, quantity: Math.max(1, line.quantity - 1) } : line));

/**
 * The lines without line `id`.
 * @example const items = removeLine(cart.items, line.id);
 */
export const removeLine = (items: readonly CartItem[], id: string): CartItem[] =>
  items.filter((line) => line.id !== id);

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * A line's price times its quantity, in EUR, rounded to the cent.
 * @example lineTotal({ ...item, price: 45.9, quantity: 2 }); // 91.8
 */
export const lineTotal = (item: CartItem): number => cents(item.price * item.quantity);

/**
 * The units and the EUR total of a list of lines.
 * @example const { totalItems, totalPrice } = cartTotals(items);
 */
export function cartTotals(items: readonly CartItem[]): { totalItems: number; totalPrice: number } {
  return {
    totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: cents(items.reduce((sum, line) => sum + line.price * line.quantity, 0)),
  };
}

/** Flat 10 EUR shipping when the cart total is above 0, otherwise free. */
export const SHIPPING_FLAT_EUR = 10;
/**
 * The shipping fee in EUR for a cart total: `SHIPPING_FLAT_EUR`, or 0 for an empty cart.
 * @example shippingFor(45.9); // 10
 */
export const shippingFor = (totalPrice: number): number => (totalPrice > 0 ? SHIPPING_FLAT_EUR : 0);

/** A line holding more than its stock unit leaves it (stock sold since it was added). */
const isShort = (items: readonly CartItem[], line: CartItem): boolean =>
  isPurchasable(line.availability) && line.quantity > lineRoom(items, line);

/**
 * Why the cart cannot be paid, in French: a line out of stock, or holding more units than are left; null when every
 * line can be bought as it is.
 * @example const reason = payBlockedReason(items); // null: the cart can be paid
 */
export function payBlockedReason(items: readonly CartItem[]): string | null {
  const soldOut = items.filter((line) => !isPurchasable(line.availability));
  const short = items.filter((line) => isShort(items, line));
  const count = soldOut.length + short.length;
  if (count === 0) return null;
  const [first] = soldOut;
  const [firstShort] = short;
  if (count === 1 && first) return fill(stockTexts.payBlockedOne, { name: innerQuotes(first.name) });
  if (count === 1 && firstShort) {
    const left = lineRoom(items, firstShort);
    return fill(plural(stockTexts.payBlockedShort, left), { name: innerQuotes(firstShort.name) });
  }
  if (short.length === 0) return fill(stockTexts.payBlockedMany, { count });
  return fill(stockTexts.payBlockedShortMany, { count });
}

/**
 * Why nothing was added (the cart holds all the stock of that product), in French.
 * @example if (unitsAdded(items, item) === 0) toast(addCappedMessage(item));
 */
export const addCappedMessage = (item: Pick<CartItem, 'name'>): string =>
  fill(stockTexts.addCapped, { name: innerQuotes(item.name) });
