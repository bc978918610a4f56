import { guillemets, innerQuotes, orderMessages } from '@teranga/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from '../src/cart/cart.machine.js';
import { selectLastAdded, selectLastAddedUnits } from '../src/cart/cart.selectors.js';
import { buildCartItem } from '../src/cart/cart-item.js';
import {
  addCappedMessage,
  addLine,
  lineRoom,
  payBlockedReason,
  refreshLineStock,
  unitsAdded,
} from '../src/cart/cart-lines.js';

const ID = 'abcdef0123456789abcdef01';
/** A one-size accessory whose size row keeps its stock (the demo's « Taille unique »), `units` on hand. */
const oneSize = (units: number) => ({
  _id: ID,
  name: 'Boucles d’oreilles « Saint-Louis »',
  price: 12,
  sizes: ['Taille unique'],
  inventory: { trackQuantity: true, quantity: units },
  variants: [
    { _id: 'row-unique', type: 'size', value: 'Taille unique', size: 'Taille unique', stock: units },
  ],
});
/** The same product as a listing card reads it: no variants (lists leave them out). */
const asCard = (units: number) => {
  const { variants: _left, ...card } = oneSize(units);
  return card;
};
/** A product with two sizes and no size rows: both sizes draw on its one stock. */
const oneStock = (units: number) => ({
  _id: ID,
  name: 'Pagne tissé',
  price: 30,
  sizes: ['S', 'M'],
  inventory: { trackQuantity: true, quantity: units },
});

describe('cart lines capped by the real stock unit', () => {
  it('a card quick add (no size) shares the stock of the size row a product-page line holds', () => {
    const page = buildCartItem(oneSize(2), { size: 'Taille unique', quantity: 2 }, 1);
    const lines = addLine([], page);
    const quick = buildCartItem(asCard(2), { quantity: 1 }, 2);
    expect(unitsAdded(lines, quick)).toBe(0);
    expect(addLine(lines, quick)).toEqual(lines);
    // and the other way round: a quick-added unit leaves the product page one less
    const first = addLine([], quick);
    const both = addLine(first, page);
    expect(both.map((line) => line.quantity)).toEqual([1, 1]);
    expect(both.map((line) => lineRoom(both, line))).toEqual([1, 1]);
  });

  it('two sizes of a product keeping one stock hold at most that stock together', () => {
    let lines = addLine([], buildCartItem(oneStock(3), { size: 'S', quantity: 2 }, 1));
    lines = addLine(lines, buildCartItem(oneStock(3), { size: 'M', quantity: 5 }, 2));
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(unitsAdded(lines, buildCartItem(oneStock(3), { size: 'M' }, 3))).toBe(0);
  });

  it('lines of two size rows do not count against each other', () => {
    const product = {
      ...oneStock(4),
      variants: [
        { _id: 'row-s', type: 'size', value: 'S', stock: 1 },
        { _id: 'row-m', type: 'size', value: 'M', stock: 3 },
      ],
    };
    let lines = addLine([], buildCartItem(product, { size: 'S', quantity: 1 }, 1));
    lines = addLine(lines, buildCartItem(product, { size: 'M', quantity: 3 }, 2));
    expect(lines.map((line) => line.quantity)).toEqual([1, 3]);
  });
});

describe('live stock', () => {
  it('a line made again from the product read now: sold out, or holding more than is left, blocks « Payer » in French', () => {
    const lines = addLine([], buildCartItem(oneSize(3), { size: 'Taille unique', quantity: 2 }, 1));
    expect(payBlockedReason(lines)).toBeNull();
    expect(refreshLineStock(lines, [oneSize(3)])).toBe(lines);
    const short = refreshLineStock(lines, [oneSize(1)]);
    expect(short[0]?.quantity).toBe(2);
    expect(short[0]?.maxQuantity).toBe(1);
    expect(payBlockedReason(short)).toBe(
      'Il ne reste que 1 exemplaire de « Boucles d’oreilles “Saint-Louis” » : réduisez la quantité pour payer.',
    );
    const soldOut = refreshLineStock(lines, [oneSize(0)]);
    expect(soldOut[0]?.availability).toBe('out_of_stock');
    expect(payBlockedReason(soldOut)).toBe(
      '« Boucles d’oreilles “Saint-Louis” » est en rupture de stock : retirez-le du panier pour payer.',
    );
  });

  it('the machine takes the products read (STOCK_CHANGED) and keeps the quantities chosen', () => {
    const actor = createActor(cartMachine, {
      input: { items: [buildCartItem(oneSize(5), { size: 'Taille unique', quantity: 3 }, 1)] },
    }).start();
    actor.send({ type: 'STOCK_CHANGED', products: [oneSize(2)] });
    const [line] = actor.getSnapshot().context.items;
    expect(line?.maxQuantity).toBe(2);
    expect(line?.quantity).toBe(3);
    expect(actor.getSnapshot().context.totalItems).toBe(3);
  });
});

describe('what an add says', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('no popup and 0 units when the cart holds the stock already; no popup either when not asked (« Acheter maintenant »)', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    const item = () => buildCartItem(oneSize(1), { size: 'Taille unique' });
    actor.send({ type: 'ADD', item: item(), popup: false });
    expect(selectLastAddedUnits(actor.getSnapshot())).toBe(1);
    expect(selectLastAdded(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'ADD', item: item() });
    expect(selectLastAddedUnits(actor.getSnapshot())).toBe(0);
    expect(selectLastAdded(actor.getSnapshot())).toBeNull();
    expect(addCappedMessage(item())).toBe(
      'Rien n’a été ajouté : votre panier contient déjà tout le stock disponible de « Boucles d’oreilles “Saint-Louis” ».',
    );
  });

  it('« Acheter maintenant » closes a popup left open by an earlier add', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: 'ADD', item: buildCartItem(oneStock(9), { size: 'S' }) });
    expect(selectLastAdded(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'ADD', item: buildCartItem(oneStock(9), { size: 'M' }), popup: false });
    expect(selectLastAdded(actor.getSnapshot())).toBeNull();
  });
});

describe('quotes inside quotes', () => {
  it('a name holding guillemets is quoted with “ ” inside « » (French nesting)', () => {
    expect(innerQuotes('Boucles d’oreilles « Saint-Louis »')).toBe('Boucles d’oreilles “Saint-Louis”');
    expect(guillemets('Boubou « Baobab »')).toBe('« Boubou “Baobab” »');
    expect(orderMessages.outOfStock('Boucles d’oreilles « Saint-Louis »', 0)).toBe(
      'Stock insuffisant pour « Boucles d’oreilles “Saint-Louis” » : épuisé',
    );
    expect(orderMessages.variantOutOfStock('Sac « Casamance »', 'Taille unique', 1)).toBe(
      'Stock insuffisant pour « Sac “Casamance” » (Taille unique) : 1 disponible',
    );
    expect(orderMessages.outOfStock('Pagne', 2)).toBe('Stock insuffisant pour « Pagne » : 2 disponibles');
  });
});
