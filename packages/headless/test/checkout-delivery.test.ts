import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, fromPromise } from 'xstate';
import { checkoutActors } from '../src/checkout/checkout.actors.js';
import {
  type CheckoutInput,
  type CheckoutOrder,
  checkoutMachine,
  type PlaceOrderInput,
} from '../src/checkout/checkout.machine.js';
import { persistCheckout, restoreCheckout } from '../src/checkout/checkout.storage.js';
import {
  type CheckoutDeliveryQuote,
  type DeliveryQuoteInput,
  reconcileDeliveryChoice,
} from '../src/checkout/delivery-step.js';
import {
  deliveryOptionItem,
  deliveryPriceEur,
  formatDeliveryDate,
  selectDelivery,
} from '../src/checkout/delivery-view.js';
import { memoryStorage, type StorageLike } from '../src/shared/storage.js';
import { FakeApiError, flush } from './support/deferred.js';
import { GRAPH_LIMIT } from './support/walk.js';

const ORDER_ID = 'abcdefabcdefabcdefabcdef';
const LINES = [{ productId: '0123456789abcdef01234567', quantity: 2, size: 'M' }];
const PAYER = {
  phone: '77 123 45 67',
  fullName: 'Awa Diop',
  quartier: 'Médina',
  street: 'Rue 10',
  landmark: 'En face de la pharmacie',
  city: 'Dakar',
  region: 'Dakar',
};
const id = (n: number) => n.toString(16).padStart(24, '0');

const point = (n: number, name: string) => ({
  id: id(100 + n),
  name,
  address: `${n} avenue Senghor, Dakar`,
  openingHours: 'Lun–sam 9 h–19 h',
});
/** What the server answers for Dakar: home delivery, and pickup points. */
const DAKAR: CheckoutDeliveryQuote = {
  zone: { id: id(1), name: 'Dakar' },
  options: [
    {
      id: id(11),
      kind: 'home',
      name: 'Livraison à domicile',
      zoneName: 'Dakar',
      priceXof: 2000,
      freeFromXof: 50000,
      delayDays: 2,
      expectedDate: '2026-12-01',
      pickupPoints: [],
      isDefault: false,
    },
    {
      id: id(12),
      kind: 'pickup',
      name: 'Point relais',
      zoneName: 'Dakar',
      priceXof: 1000,
      freeFromXof: null,
      delayDays: 3,
      expectedDate: '2026-12-03',
      pickupPoints: [point(1, 'Relais Plateau'), point(2, 'Relais Sacré-Cœur')],
      isDefault: false,
    },
  ],
};
/** Thiès: its own home and pickup options (one point). */
const THIES: CheckoutDeliveryQuote = {
  zone: { id: id(2), name: 'Thiès' },
  options: [
    { ...(DAKAR.options[0] as (typeof DAKAR.options)[0]), id: id(21), zoneName: 'Thiès', priceXof: 3500 },
    {
      ...(DAKAR.options[1] as (typeof DAKAR.options)[0]),
      id: id(22),
      zoneName: 'Thiès',
      priceXof: 2500,
      pickupPoints: [point(3, 'Relais Thiès gare')],
    },
  ],
};
/** Outside every zone: the default option alone (10 EUR). */
const STANDARD: CheckoutDeliveryQuote = {
  zone: null,
  options: [
    {
      id: id(99),
      kind: 'home',
      name: 'Livraison standard',
      zoneName: null,
      priceXof: 6550,
      freeFromXof: null,
      delayDays: 5,
      expectedDate: '2026-12-05',
      pickupPoints: [],
      isDefault: true,
    },
  ],
};

const orderOf = (): CheckoutOrder => ({
  _id: ORDER_ID,
  id: ORDER_ID,
  orderNumber: 'TRG-1',
  paymentStatus: 'pending',
});

/** Every quote call kept, each settled by the test (so an older answer can arrive after a newer one). */
function quoteServer() {
  const calls: Array<{
    input: DeliveryQuoteInput;
    resolve: (q: CheckoutDeliveryQuote) => void;
    reject: (e: unknown) => void;
  }> = [];
  const actor = fromPromise<CheckoutDeliveryQuote, DeliveryQuoteInput>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return { actor, calls };
}

function start(storage: StorageLike, input: Omit<CheckoutInput, 'pending'> = {}) {
  const quotes = quoteServer();
  const placed: PlaceOrderInput[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      quoteDelivery: quotes.actor,
      placeOrder: fromPromise<CheckoutOrder, PlaceOrderInput>(async ({ input: order }) => {
        placed.push(order);
        return orderOf();
      }),
      fetchOrder: fromPromise<CheckoutOrder, { orderId: string }>(() => new Promise(() => {})),
    },
  });
  const actor = createActor(machine, { input: { ...restoreCheckout(storage), ...input } });
  persistCheckout(actor, storage);
  actor.start();
  return { actor, quotes, placed };
}

describe('checkout delivery step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the options for the typed address and the subtotal, and takes the server’s default until one is chosen', async () => {
    const { actor, quotes } = start(memoryStorage(), {
      lines: LINES,
      payer: PAYER,
      subtotalCents: 9180,
      isAuthenticated: true,
    });
    expect(quotes.calls).toHaveLength(0);
    actor.send({ type: 'QUOTE_DELIVERY' });
    expect(selectDelivery(actor.getSnapshot()).quoting).toBe(true);
    expect(quotes.calls[0]?.input).toEqual({ city: 'Dakar', region: 'Dakar', subtotalCents: 9180 });
    quotes.calls[0]?.resolve(STANDARD);
    await flush();
    const view = selectDelivery(actor.getSnapshot());
    expect(view.quoting).toBe(false);
    expect(view.option?.name).toBe('Livraison standard');
    expect(view.choice.optionId).toBe(id(99));
    // 6 550 CFA is the document's 10,00 €.
    expect(deliveryPriceEur(view.option ?? { priceXof: -1 })).toBe(10);
  });

  it('typing the city asks again once the customer pauses; Thiès gets Thiès prices and a pickup stays a pickup', async () => {
    const { actor, quotes } = start(memoryStorage(), { lines: LINES, payer: PAYER, isAuthenticated: true });
    actor.send({ type: 'QUOTE_DELIVERY' });
    quotes.calls[0]?.resolve(DAKAR);
    await flush();
    actor.send({ type: 'SELECT_DELIVERY', optionId: id(12) });
    actor.send({ type: 'SELECT_PICKUP_POINT', pickupPointId: id(101) });
    for (const value of ['T', 'Th', 'Thiès']) actor.send({ type: 'EDIT_PAYER', field: 'city', value });
    actor.send({ type: 'EDIT_PAYER', field: 'region', value: 'Thiès' });
    await vi.advanceTimersByTimeAsync(399);
    expect(quotes.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(quotes.calls).toHaveLength(2);
    expect(quotes.calls[1]?.input).toMatchObject({ city: 'Thiès', region: 'Thiès' });
    quotes.calls[1]?.resolve(THIES);
    await flush();
    const view = selectDelivery(actor.getSnapshot());
    expect(view.option).toMatchObject({ id: id(22), kind: 'pickup', priceXof: 2500 });
    // The Dakar point is not in Thiès; Thiès has one point, so it is the one.
    expect(view.choice.pickupPointId).toBe(id(103));
  });

  it('an older answer arriving after a newer one is dropped', async () => {
    const { actor, quotes } = start(memoryStorage(), { lines: LINES, payer: PAYER, isAuthenticated: true });
    actor.send({ type: 'QUOTE_DELIVERY' });
    actor.send({ type: 'EDIT_PAYER', field: 'city', value: 'Thiès' });
    await vi.advanceTimersByTimeAsync(400);
    quotes.calls[1]?.resolve(THIES);
    await flush();
    quotes.calls[0]?.resolve(DAKAR);
    await flush();
    expect(selectDelivery(actor.getSnapshot()).quote?.zone?.name).toBe('Thiès');
  });

  it('refuses to pay a pickup option without its point, in French, then places the order with the option and point', async () => {
    const { actor, quotes, placed } = start(memoryStorage(), {
      lines: LINES,
      payer: PAYER,
      isAuthenticated: true,
    });
    actor.send({ type: 'QUOTE_DELIVERY' });
    quotes.calls[0]?.resolve(DAKAR);
    await flush();
    actor.send({ type: 'SELECT_DELIVERY', optionId: id(12) });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectDelivery(actor.getSnapshot()).error).toBe(
      'Choisissez un point relais pour ce mode de livraison.',
    );
    expect(placed).toEqual([]);
    actor.send({ type: 'SELECT_PICKUP_POINT', pickupPointId: id(102) });
    expect(selectDelivery(actor.getSnapshot()).error).toBeNull();
    actor.send({ type: 'PAY' });
    await flush();
    expect(placed[0]?.delivery).toEqual({
      addressId: null,
      optionId: id(12),
      pickupPointId: id(102),
      kind: 'pickup',
    });
  });

  it('an address of the book: the quote is asked for its place, the typed fields are not required, the order names it', async () => {
    const create = vi.fn(async (_body: unknown, _options?: unknown) => orderOf() as never);
    const quotes = quoteServer();
    const machine = checkoutMachine.provide({
      actors: { ...checkoutActors({ orders: { create, get: vi.fn() } }), quoteDelivery: quotes.actor },
    });
    const actor = createActor(machine, {
      input: { lines: LINES, payer: { phone: '77 123 45 67' }, isAuthenticated: true },
    }).start();
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.payerErrors).toHaveProperty('street');
    actor.send({ type: 'SELECT_ADDRESS', address: { id: id(50), city: 'Thiès', region: 'Thiès' } });
    expect(actor.getSnapshot().context.payerErrors).toEqual({});
    expect(quotes.calls[0]?.input).toMatchObject({ city: 'Thiès', region: 'Thiès' });
    quotes.calls[0]?.resolve(THIES);
    await flush();
    actor.send({ type: 'SELECT_DELIVERY', optionId: id(21) });
    actor.send({ type: 'PAY' });
    await flush();
    expect(create).toHaveBeenCalledWith(
      {
        items: LINES,
        paymentMethod: 'wave',
        payerPhone: '+221771234567',
        addressId: id(50),
        deliveryOptionId: id(21),
      },
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
  });

  it('a typed address goes whole with the order (landmark included); a failed quote still lets the server price it', async () => {
    const create = vi.fn(async (_body: unknown, _options?: unknown) => orderOf() as never);
    const machine = checkoutMachine.provide({
      actors: {
        ...checkoutActors({ orders: { create, get: vi.fn() } }),
        quoteDelivery: fromPromise<CheckoutDeliveryQuote, DeliveryQuoteInput>(async () => {
          throw new FakeApiError('Service indisponible', 503);
        }),
      },
    });
    const actor = createActor(machine, {
      input: { lines: LINES, payer: PAYER, isAuthenticated: true },
    }).start();
    actor.send({ type: 'QUOTE_DELIVERY' });
    await flush();
    expect(selectDelivery(actor.getSnapshot()).quoteError).toMatch(/^Impossible de calculer la livraison/);
    actor.send({ type: 'PAY' });
    await flush();
    expect(create.mock.calls[0]?.[0]).toEqual({
      items: LINES,
      paymentMethod: 'wave',
      payerPhone: '+221771234567',
      shippingAddress: {
        fullName: 'Awa Diop',
        phone: '+221771234567',
        quartier: 'Médina',
        street: 'Rue 10',
        landmark: 'En face de la pharmacie',
        city: 'Dakar',
        region: 'Dakar',
      },
    });
  });

  it('keeps the choice across a sign-in that leaves the page, and reads a payer stored before the address fields', async () => {
    const storage = memoryStorage();
    const first = start(storage, { lines: LINES, payer: PAYER });
    first.actor.send({ type: 'QUOTE_DELIVERY' });
    first.quotes.calls[0]?.resolve(DAKAR);
    await flush();
    first.actor.send({ type: 'SELECT_DELIVERY', optionId: id(12) });
    first.actor.send({ type: 'SELECT_PICKUP_POINT', pickupPointId: id(101) });
    first.actor.stop();
    expect(restoreCheckout(storage).delivery).toEqual({
      addressId: null,
      optionId: id(12),
      pickupPointId: id(101),
      kind: 'pickup',
    });

    const old = memoryStorage();
    old.setItem(
      'checkout-storage',
      JSON.stringify({
        state: { payer: { phone: '771234567', street: 'Rue 10', city: 'Dakar', region: 'Dakar' } },
      }),
    );
    expect(restoreCheckout(old).payer).toEqual({
      phone: '771234567',
      fullName: '',
      quartier: '',
      street: 'Rue 10',
      landmark: '',
      city: 'Dakar',
      region: 'Dakar',
    });
  });
});

describe('delivery view', () => {
  it('writes the server’s day in French, and a free option as free', () => {
    expect(formatDeliveryDate('2026-12-03')).toBe('jeudi 3 décembre');
    expect(formatDeliveryDate('2026-12-01')).toBe('mardi 1er décembre');
    expect(deliveryOptionItem(DAKAR.options[0] as (typeof DAKAR.options)[0])).toMatchObject({
      price: expect.stringMatching(/^2\s000 CFA$/),
      freeFrom: expect.stringMatching(/^50\s000 CFA$/),
      expectedDate: 'mardi 1er décembre',
    });
    expect(
      deliveryOptionItem({ ...(STANDARD.options[0] as (typeof DAKAR.options)[0]), priceXof: 0 }).price,
    ).toBeNull();
  });
});

describe('checkout delivery step, model-based', () => {
  type Event = EventFromLogic<typeof checkoutMachine>;
  const quoteDone = (seq: number, output: CheckoutDeliveryQuote) =>
    ({ type: `xstate.done.actor.deliveryQuote-${seq}`, output }) as unknown as Event;
  const events: Event[] = [
    { type: 'QUOTE_DELIVERY' },
    quoteDone(1, DAKAR),
    quoteDone(2, THIES),
    { type: 'SELECT_DELIVERY', optionId: id(11) },
    { type: 'SELECT_DELIVERY', optionId: id(12) },
    { type: 'SELECT_PICKUP_POINT', pickupPointId: id(101) },
    { type: 'PAY' },
  ];
  type Snap = ReturnType<typeof checkoutMachine.getInitialSnapshot>;
  const serialize = (s: Snap) =>
    JSON.stringify([
      typeof s.value === 'string' ? s.value : 'processing',
      s.context.quoteSeq,
      s.context.quote?.zone?.name ?? null,
      s.context.delivery.optionId,
      s.context.delivery.pickupPointId,
      s.context.deliveryError !== null,
    ]);
  const paths = getShortestPaths(checkoutMachine, {
    // Two quotes at most (the Dakar one, then Thiès): enough to cover a quote replacing another.
    events: (state: Snap) =>
      state.context.quoteSeq < 2 ? events : events.filter((e) => e.type !== 'QUOTE_DELIVERY'),
    serializeState: serialize,
    input: { isAuthenticated: true, lines: LINES, payer: PAYER },
    limit: GRAPH_LIMIT,
  });

  it('reaches a paid pickup with its point and a refused one without', () => {
    const reached = paths.map((p) => p.state);
    expect(reached.some((s) => s.matches('processing') && s.context.delivery.pickupPointId === id(101))).toBe(
      true,
    );
    expect(reached.some((s) => s.matches('idle') && s.context.deliveryError !== null)).toBe(true);
  });

  it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    'path %i: %s',
    async (_i, _name, path) => {
      const { actor, quotes, placed } = start(memoryStorage(), {
        isAuthenticated: true,
        lines: LINES,
        payer: PAYER,
      });
      for (const step of path.steps) {
        const event = step.event as Event & { output?: CheckoutDeliveryQuote };
        const quoted = /^xstate\.done\.actor\.deliveryQuote-(\d+)$/.exec(event.type);
        if (quoted?.[1]) quotes.calls[Number(quoted[1]) - 1]?.resolve(event.output as CheckoutDeliveryQuote);
        else if ((event.type as string) !== 'xstate.init') actor.send(event);
        await flush();
        const snapshot = actor.getSnapshot();
        expect(serialize(snapshot)).toBe(serialize(step.state));
      }
      // Never an order for a pickup option without its point; an order always names what was chosen.
      for (const order of placed) {
        const option = [...DAKAR.options, ...THIES.options].find((o) => o.id === order.delivery.optionId);
        if (option?.kind === 'pickup') expect(order.delivery.pickupPointId).toBeTruthy();
      }
      actor.stop();
    },
  );
});

describe('reconcileDeliveryChoice: the choice when another quote arrives', () => {
  it('keeps the kind of a stored choice whichever quote comes first (a reload: no previous quote to look it up in)', () => {
    const stored = { addressId: null, optionId: id(12), pickupPointId: id(102), kind: 'pickup' as const };
    // The address-less quote (the default alone) may answer before the book's address: the pickup is not lost.
    const meanwhile = reconcileDeliveryChoice(null, STANDARD, stored);
    expect(meanwhile).toMatchObject({ optionId: id(99), kind: 'pickup' });
    expect(reconcileDeliveryChoice(STANDARD, THIES, meanwhile)).toMatchObject({
      optionId: id(22),
      pickupPointId: id(103),
      kind: 'pickup',
    });
    expect(reconcileDeliveryChoice(null, THIES, stored)).toMatchObject({ optionId: id(22), kind: 'pickup' });
  });
});
