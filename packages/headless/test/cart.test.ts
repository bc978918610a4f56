import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { cartMachine } from '../src/cart/cart.machine.js';
import {
  cartLineView,
  selectCountBadge,
  selectLastAdded,
  selectShipping,
  selectShippingLabel,
  selectSubtotal,
  selectTotal,
} from '../src/cart/cart.selectors.js';
import { buildCartItem, type CartItem } from '../src/cart/cart-item.js';
import { canIncrement } from '../src/cart/cart-lines.js';
import { memoryStorage } from '../src/shared/storage.js';
import { startCart } from './support/persisted.js';
import { GRAPH_LIMIT } from './support/walk.js';

const product = (id: string, quantity: number, price: number | string = 20) => ({
  _id: id.padEnd(24, '0'),
  name: `Produit ${id}`,
  price,
  inventory: { quantity },
});

describe('cart machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges the same product, size and colour and adds a line otherwise', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: 'ADD', item: buildCartItem(product('a', 50), { size: 'M', color: 'Bleu' }, 1) });
    actor.send({
      type: 'ADD',
      item: buildCartItem(product('a', 50), { size: 'M', color: 'Bleu', quantity: 2 }, 2),
    });
    actor.send({ type: 'ADD', item: buildCartItem(product('a', 50), { size: 'L', color: 'Bleu' }, 3) });
    const { items, totalItems, totalPrice } = actor.getSnapshot().context;
    expect(items.map((i) => [i.size, i.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
    expect(totalItems).toBe(4);
    expect(totalPrice).toBe(80);
  });

  it('removes a line set to 0 or less, floors the minus at 1, stops the plus at maxQuantity and when out of stock', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    const a = buildCartItem(product('a', 2), {}, 1);
    const out = { ...buildCartItem(product('b', 5), {}, 1), availability: 'out_of_stock' as const };
    actor.send({ type: 'ADD', item: a });
    actor.send({ type: 'ADD', item: out });
    actor.send({ type: 'DECREMENT', id: a.id });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(1);
    actor.send({ type: 'INCREMENT', id: a.id });
    actor.send({ type: 'INCREMENT', id: a.id });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(2);
    expect(canIncrement(actor.getSnapshot().context.items[0] as CartItem)).toBe(false);
    actor.send({ type: 'INCREMENT', id: out.id });
    expect(actor.getSnapshot().context.items[1]?.quantity).toBe(1);
    actor.send({ type: 'SET_QUANTITY', id: a.id, quantity: 99 });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(2);
    actor.send({ type: 'SET_QUANTITY', id: a.id, quantity: 0 });
    actor.send({ type: 'SET_QUANTITY', id: out.id, quantity: -3 });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('computes shipping: 10 EUR when the total is above 0, else "Gratuite"', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    expect(selectShipping(actor.getSnapshot())).toBe(0);
    expect(selectShippingLabel(actor.getSnapshot())).toBe('Gratuite');
    actor.send({ type: 'ADD', item: buildCartItem(product('a', 50, '45,90 €'), { quantity: 2 }, 1) });
    expect(selectSubtotal(actor.getSnapshot())).toBe(91.8);
    expect(selectShipping(actor.getSnapshot())).toBe(10);
    expect(selectShippingLabel(actor.getSnapshot())).toBe('6\u202f550 CFA');
    expect(selectShippingLabel(actor.getSnapshot(), 'EUR')).toBe('10,00€');
    expect(selectTotal(actor.getSnapshot())).toBe(101.8);
    const line = actor.getSnapshot().context.items[0] as CartItem;
    expect(cartLineView(line)).toMatchObject({
      price: '30\u202f065 CFA',
      total: '60\u202f129 CFA',
      availability: 'En stock',
      canIncrement: true,
      canDecrement: true,
    });
    expect(cartLineView(line, [line], { currency: 'EUR' })).toMatchObject({
      price: '45,90€',
      total: '91,80€',
    });
    actor.send({ type: 'CLEAR' });
    expect(selectTotal(actor.getSnapshot())).toBe(0);
  });

  it('shows the last added item for 4 s (simulated clock), restarting on another add', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: 'ADD', item: buildCartItem(product('a', 50), {}, 1) });
    expect(selectLastAdded(actor.getSnapshot())?.name).toBe('Produit a');
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'ADD', item: buildCartItem(product('b', 50), {}, 2) });
    vi.advanceTimersByTime(3999);
    expect(selectLastAdded(actor.getSnapshot())?.name).toBe('Produit b');
    vi.advanceTimersByTime(1);
    expect(selectLastAdded(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'ADD', item: buildCartItem(product('c', 50), {}, 3) });
    actor.send({ type: 'DISMISS_POPUP' });
    expect(selectLastAdded(actor.getSnapshot())).toBeNull();
  });

  it('persists under cart-storage and restores with the totals recomputed', () => {
    const storage = memoryStorage();
    const actor = startCart(storage);
    actor.send({ type: 'ADD', item: buildCartItem(product('a', 50, 12.5), { quantity: 3 }, 1) });
    actor.send({ type: 'OPEN' });
    const saved = JSON.parse(storage.getItem('cart-storage') ?? '{}');
    expect(saved).toMatchObject({ state: { totalItems: 3, totalPrice: 37.5, isOpen: true }, version: 0 });
    const again = startCart(storage);
    expect(again.getSnapshot().context).toMatchObject({ totalItems: 3, totalPrice: 37.5 });
    storage.setItem('cart-storage', '{broken');
    expect(startCart(storage).getSnapshot().context.items).toEqual([]);
  });

  it('caps the count badge', () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: 'ADD', item: buildCartItem(product('a', 500), { quantity: 120 }, 1) });
    expect(selectCountBadge(actor.getSnapshot())).toBe('99+');
  });
});

describe('cart machine, model-based', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type Event = EventFromLogic<typeof cartMachine>;
  const a = buildCartItem(product('a', 2), { size: 'M' }, 1);
  const b = { ...buildCartItem(product('b', 3), {}, 1), availability: 'out_of_stock' as const };
  const events: Event[] = [
    { type: 'ADD', item: a },
    { type: 'ADD', item: b },
    { type: 'INCREMENT', id: a.id },
    { type: 'INCREMENT', id: b.id },
    { type: 'DECREMENT', id: a.id },
    { type: 'SET_QUANTITY', id: a.id, quantity: 0 },
    { type: 'REMOVE', id: b.id },
    { type: 'CLEAR' },
    { type: 'TOGGLE' },
    { type: 'DISMISS_POPUP' },
    { type: 'xstate.after.addedPopup.cart.popup.shown' } as unknown as Event,
  ];
  type Snap = ReturnType<typeof cartMachine.getInitialSnapshot>;
  const full = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.isOpen,
      s.context.items.map((i) => [i.productId, i.quantity]),
      s.context.totalPrice,
    ]);
  // Simple paths explode with quantities, so they walk single-unit lines with the structural events only.
  const one = { ...a, id: 'one', productId: 'one', maxQuantity: 1 };
  const two = { ...b, id: 'two', productId: 'two', maxQuantity: 1 };
  const simpleEvents: Event[] = [
    { type: 'ADD', item: one },
    { type: 'ADD', item: two },
    { type: 'REMOVE', id: 'one' },
    { type: 'CLEAR' },
    { type: 'xstate.after.addedPopup.cart.popup.shown' } as unknown as Event,
  ];
  // The limit turns a state explosion (say, quantities no longer capped at maxQuantity) into a failure, not a hang.
  const paths = [
    ...getShortestPaths(cartMachine, { events, serializeState: full, input: {}, limit: GRAPH_LIMIT }),
    ...getSimplePaths(cartMachine, {
      events: simpleEvents,
      serializeState: full,
      input: {},
      limit: GRAPH_LIMIT,
    }),
  ];

  it('walks a few hundred paths', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    'path %i: %s',
    (_i, _name, path) => {
      const storage = memoryStorage();
      const actor = startCart(storage);
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(4000);
        else if ((step.event.type as string) !== 'xstate.init') actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(full(snapshot)).toBe(full(step.state));
        const sum = snapshot.context.items.reduce((total, i) => total + i.price * i.quantity, 0);
        expect(snapshot.context.totalPrice).toBeCloseTo(sum, 2);
        expect(JSON.parse(storage.getItem('cart-storage') ?? '{"state":{"items":[]}}').state.items).toEqual(
          snapshot.context.items,
        );
      }
    },
  );
});

describe('cart invariants (fast-check)', () => {
  const itemArb = fc
    .record({
      productId: fc.constantFrom('p1', 'p2', 'p3'),
      size: fc.constantFrom(undefined, 'S', 'M'),
      color: fc.constantFrom(undefined, 'Rouge'),
      price: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
      quantity: fc.integer({ min: 1, max: 20 }),
      maxQuantity: fc.integer({ min: 1, max: 30 }),
      availability: fc.constantFrom('in_stock' as const, 'low_stock' as const, 'out_of_stock' as const),
      stamp: fc.nat(),
    })
    .map(
      (r): CartItem => ({
        id: `${r.productId}-${r.size ?? ''}-${r.color ?? ''}-${r.stamp}`,
        productId: r.productId,
        name: r.productId,
        price: r.price,
        image: '',
        size: r.size,
        color: r.color,
        quantity: r.quantity,
        maxQuantity: r.maxQuantity,
        availability: r.availability,
      }),
    );

  type Command =
    | { type: 'ADD'; item: CartItem }
    | { type: 'SET_QUANTITY' | 'INCREMENT' | 'DECREMENT' | 'REMOVE'; pick: number; quantity: number }
    | { type: 'CLEAR' };
  const commandArb: fc.Arbitrary<Command> = fc.oneof(
    { weight: 4, arbitrary: itemArb.map((item) => ({ type: 'ADD' as const, item })) },
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constantFrom(
          'SET_QUANTITY' as const,
          'INCREMENT' as const,
          'DECREMENT' as const,
          'REMOVE' as const,
        ),
        pick: fc.nat(),
        quantity: fc.integer({ min: -5, max: 50 }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'CLEAR' as const }) },
  );

  function run(commands: Command[]) {
    const actor = createActor(cartMachine, { input: {} }).start();
    for (const command of commands) {
      const items = actor.getSnapshot().context.items;
      if (command.type === 'ADD' || command.type === 'CLEAR') actor.send(command);
      else {
        const id = items[command.pick % Math.max(1, items.length)]?.id ?? 'missing';
        actor.send(
          command.type === 'SET_QUANTITY'
            ? { type: command.type, id, quantity: command.quantity }
            : { type: command.type, id },
        );
      }
      const { context } = actor.getSnapshot();
      const sum = context.items.reduce((total, i) => total + i.price * i.quantity, 0);
      expect(context.totalPrice).toBeCloseTo(sum, 2);
      expect(context.totalItems).toBe(context.items.reduce((total, i) => total + i.quantity, 0));
      for (const item of context.items) {
        expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(item.quantity).toBeLessThanOrEqual(item.maxQuantity);
        expect(Number.isInteger(item.quantity)).toBe(true);
      }
      const keys = context.items.map((i) => `${i.productId}|${i.size ?? ''}|${i.color ?? ''}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    actor.stop();
  }

  it('keeps the total equal to the sum of lines, quantities within 1..maxQuantity and one line per variant', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => run(commands)),
      { numRuns: 300 },
    );
  });

  it('merges the same line added twice', () => {
    fc.assert(
      fc.property(itemArb, fc.integer({ min: 1, max: 20 }), fc.nat(), (item, secondQuantity, stamp) => {
        const actor = createActor(cartMachine, { input: {} }).start();
        actor.send({ type: 'ADD', item });
        actor.send({
          type: 'ADD',
          item: { ...item, id: `${item.id}-again-${stamp}`, quantity: secondQuantity },
        });
        const { items } = actor.getSnapshot().context;
        expect(items).toHaveLength(1);
        expect(items[0]?.id).toBe(item.id);
        expect(items[0]?.quantity).toBe(
          Math.min(Math.min(item.quantity, item.maxQuantity) + secondQuantity, item.maxQuantity),
        );
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
