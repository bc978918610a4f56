import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from '../src/cart/cart.machine.js';
import { cartLineView } from '../src/cart/cart.selectors.js';
import { buildCartItem } from '../src/cart/cart-item.js';
import { addLine, canIncrement, setLineQuantity } from '../src/cart/cart-lines.js';
import { soldOutSizes } from '../src/catalogue/sold-out-sizes.js';
import { variantFor } from '../src/catalogue/stock.js';

/** A product whose sizes keep their stock (the API's product page), the total being their sum. */
const sized = (
  rows: { id: string; size: string; color?: string; quantity: number }[],
  inventory: { trackQuantity?: boolean; allowBackorder?: boolean } = {},
) => ({
  _id: 'p'.repeat(24),
  name: 'Robe wax Soleil',
  price: 40,
  sizes: [...new Set(rows.map((row) => row.size))],
  inventory: { quantity: rows.reduce((sum, row) => sum + row.quantity, 0), ...inventory },
  variants: [
    ...rows.map((row) => ({
      _id: row.id.padEnd(24, '0'),
      type: 'size',
      value: row.size,
      size: row.size,
      ...(row.color ? { color: row.color } : {}),
      stock: row.quantity,
      inventory: { quantity: row.quantity },
    })),
    { _id: 'c'.repeat(24), type: 'color', value: 'Rouge', color: 'Rouge' },
  ],
});

describe('sizes that keep their own stock', () => {
  it('lists the sold-out sizes, in the chosen colour when a size keeps one colour apart', () => {
    const product = sized([
      { id: 's', size: 'S', quantity: 2 },
      { id: 'm', size: 'M', quantity: 0 },
      { id: 'l', size: 'L', color: 'Rouge', quantity: 0 },
      { id: 'l2', size: 'L', quantity: 3 },
    ]);
    expect(soldOutSizes(product)).toEqual(['M']);
    expect(soldOutSizes(product, 'Rouge')).toEqual(['M', 'L']);
    expect(soldOutSizes(product, 'Bleu')).toEqual(['M']);
    expect(variantFor(product, 'L', 'rouge')?._id).toBe('l'.padEnd(24, '0'));
    expect(variantFor(product, 'L', 'Bleu')?._id).toBe('l2'.padEnd(24, '0'));
    // Backorders and untracked stock never sell out; a product with one stock has no sizes of its own.
    expect(soldOutSizes({ ...product, inventory: { ...product.inventory, allowBackorder: true } })).toEqual(
      [],
    );
    expect(soldOutSizes({ ...product, inventory: { ...product.inventory, trackQuantity: false } })).toEqual(
      [],
    );
    expect(soldOutSizes({ sizes: ['S', 'M'], inventory: { quantity: 0 } })).toEqual([]);
  });

  it("caps a line at its size's units, and marks a sold-out size out of stock", () => {
    const product = sized([
      { id: 's', size: 'S', quantity: 2 },
      { id: 'm', size: 'M', quantity: 0 },
    ]);
    const small = buildCartItem(product, { size: 'S', quantity: 5 }, 1);
    expect(small).toMatchObject({
      maxQuantity: 2,
      availability: 'low_stock',
      stockKey: `${product._id}:s${'0'.repeat(23)}`,
    });
    expect(addLine([], small).map((line) => line.quantity)).toEqual([2]);
    expect(buildCartItem(product, { size: 'M' }, 1).availability).toBe('out_of_stock');
  });

  it('caps the lines of one variant together: two colours of a size kept for every colour share its units', () => {
    const product = sized([{ id: 'm', size: 'M', quantity: 3 }]);
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: 'ADD', item: buildCartItem(product, { size: 'M', color: 'Rouge', quantity: 2 }, 1) });
    actor.send({ type: 'ADD', item: buildCartItem(product, { size: 'M', color: 'Bleu', quantity: 2 }, 2) });
    let items = actor.getSnapshot().context.items;
    expect(items.map((line) => [line.color, line.quantity])).toEqual([
      ['Rouge', 2],
      ['Bleu', 1],
    ]);
    const [red, blue] = items;
    expect(canIncrement(red!, items)).toBe(false);
    expect(cartLineView(blue!, items).canIncrement).toBe(false);
    actor.send({ type: 'INCREMENT', id: blue!.id });
    actor.send({ type: 'SET_QUANTITY', id: red!.id, quantity: 9 });
    items = actor.getSnapshot().context.items;
    expect(items.map((line) => line.quantity)).toEqual([2, 1]);
    // Nothing left for a third colour: the add changes nothing.
    actor.send({ type: 'ADD', item: buildCartItem(product, { size: 'M', color: 'Vert' }, 3) });
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    // Freed units go to the other line.
    actor.send({ type: 'SET_QUANTITY', id: red!.id, quantity: 1 });
    actor.send({ type: 'INCREMENT', id: blue!.id });
    expect(actor.getSnapshot().context.items.map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('keeps apart the sizes that keep their own units, and shares one stock between sizes of a product without rows', () => {
    const product = sized([
      { id: 's', size: 'S', quantity: 1 },
      { id: 'm', size: 'M', quantity: 1 },
    ]);
    const both = addLine(
      addLine([], buildCartItem(product, { size: 'S' }, 1)),
      buildCartItem(product, { size: 'M' }, 2),
    );
    expect(both.map((line) => line.quantity)).toEqual([1, 1]);

    const single = { _id: 'q'.repeat(24), name: 'Pagne', price: 10, inventory: { quantity: 3 } };
    let lines = addLine([], buildCartItem(single, { size: 'S', quantity: 2 }, 1));
    lines = addLine(lines, buildCartItem(single, { size: 'M', quantity: 2 }, 2));
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    lines = setLineQuantity(lines, lines[1]!.id, 3);
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('reads a line saved before variants as drawing on its product', () => {
    const single = { _id: 'q'.repeat(24), name: 'Pagne', price: 10, inventory: { quantity: 3 } };
    const { stockKey: _saved, ...old } = buildCartItem(single, { size: 'S', quantity: 2 }, 1);
    const lines = addLine([old], buildCartItem(single, { size: 'M', quantity: 5 }, 2));
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
  });
});
