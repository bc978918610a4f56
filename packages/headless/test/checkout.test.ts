import { checkoutPaymentTexts, messages } from '@teranga/messages';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, fromPromise } from 'xstate';
import { checkoutActors, orderLines } from '../src/checkout/checkout.actors.js';
import {
  type CheckoutInput,
  type CheckoutOrder,
  checkoutMachine,
  type PlaceOrderInput,
} from '../src/checkout/checkout.machine.js';
import {
  selectCheckoutError,
  selectConfirmation,
  selectIsPendingSignIn,
  selectPayButtonLabel,
  selectPayerErrors,
  selectPaymentMethod,
} from '../src/checkout/checkout.selectors.js';
import { persistCheckout, restoreCheckout } from '../src/checkout/checkout.storage.js';
import { EMPTY_PAYER, payerFromAccount, validatePayer } from '../src/checkout/payer.js';
import { memoryStorage, type StorageLike } from '../src/shared/storage.js';
import { controlledActors, FakeApiError, flush } from './support/deferred.js';
import { orderOf as fullOrderOf } from './support/sdk-fixtures.js';
import { GRAPH_LIMIT } from './support/walk.js';

const ORDER_ID = 'abcdefabcdefabcdefabcdef';
const LINES = [{ productId: '0123456789abcdef01234567', quantity: 2, size: 'M' }];
const PAYER = {
  phone: '+221 70 000 00 01',
  fullName: 'Awa Diop',
  quartier: 'Médina',
  street: 'Rue 10',
  landmark: '',
  city: 'Dakar',
  region: 'Dakar',
};
/** The Idempotency-Key a recorded placeOrder call was made with. */
const keyOf = (call: { input: unknown } | undefined): string =>
  (call?.input as PlaceOrderInput | undefined)?.idempotencyKey ?? '';

const orderOf = (paymentStatus: CheckoutOrder['paymentStatus']): CheckoutOrder => ({
  _id: ORDER_ID,
  id: ORDER_ID,
  orderNumber: 'TRG-2026-000001',
  paymentStatus,
});

/** The machine with promise actors the test settles, and the actor made and persisted as `createShop` does. */
function startControlled(storage: StorageLike, input: Omit<CheckoutInput, 'pending'> = {}) {
  const control = controlledActors(['placeOrder', 'fetchOrder']);
  const machine = checkoutMachine.provide({ actors: control.actors as never });
  const actor = createActor(machine, { input: { ...restoreCheckout(storage), ...input } });
  persistCheckout(actor, storage);
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'navigate' ? e.to : e.type));
  return { actor: actor.start(), control, emitted };
}

describe('payment step rules', () => {
  it('asks for a Senegalese phone and the address book’s fields, in French', () => {
    expect(validatePayer(EMPTY_PAYER)).toEqual({
      phone: 'Saisissez le numéro qui paiera la commande',
      fullName: 'Indiquez le nom de la personne qui reçoit la livraison',
      quartier: 'Indiquez le quartier',
      street: 'Indiquez la rue, la villa ou l’immeuble',
      city: 'Indiquez la ville',
      region: 'Indiquez la région',
    });
    // An address of the book is chosen: only the paying number is asked.
    expect(validatePayer(EMPTY_PAYER, { typedAddress: false })).toEqual({
      phone: 'Saisissez le numéro qui paiera la commande',
    });
    expect(validatePayer({ ...PAYER, phone: '+33 6 12 34 56 78' }).phone).toMatch(
      /^Format de téléphone invalide/,
    );
    expect(validatePayer(PAYER)).toEqual({});
  });

  it('prefills from the account, leaving out the placeholders registration sends', () => {
    expect(
      payerFromAccount({
        phone: '+221770000000',
        addresses: [
          { street: 'À compléter par l’utilisateur', city: 'Dakar', region: 'Dakar', isDefault: true },
        ],
      }).phone,
    ).toBe('');
    expect(
      payerFromAccount({
        phone: '77 123 45 67',
        addresses: [{ street: 'Sacré-Cœur 3', city: 'Dakar', region: 'Dakar', isDefault: true }],
      }),
    ).toEqual({ phone: '771234567', fullName: '', street: 'Sacré-Cœur 3', city: 'Dakar', region: 'Dakar' });
  });

  it('sends the cart lines, the normalised phone, the address and the key to POST /orders', async () => {
    const create = vi.fn(async () => fullOrderOf());
    const actors = checkoutActors({ orders: { create, get: vi.fn() } });
    const input: PlaceOrderInput = {
      lines: orderLines([
        {
          id: 'x',
          productId: LINES[0]?.productId ?? '',
          name: 'Boubou',
          price: 45,
          image: '',
          size: 'M',
          quantity: 2,
          maxQuantity: 5,
          availability: 'low_stock',
        },
      ]),
      paymentMethod: 'wave',
      payer: PAYER,
      delivery: { addressId: null, optionId: null, pickupPointId: null },
      idempotencyKey: 'cle-1',
    };
    const actor = createActor(actors.placeOrder, { input }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual(fullOrderOf());
    expect(create).toHaveBeenCalledWith(
      {
        items: LINES,
        paymentMethod: 'wave',
        payerPhone: '+221700000001',
        shippingAddress: {
          fullName: 'Awa Diop',
          phone: '+221700000001',
          quartier: 'Médina',
          street: 'Rue 10',
          city: 'Dakar',
          region: 'Dakar',
        },
      },
      { idempotencyKey: 'cle-1' },
    );
  });
});

describe('checkout machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signed out: sets the pending flag and redirect target and asks to go to /login?redirect=checkout', () => {
    const storage = memoryStorage();
    const { actor, emitted } = startControlled(storage, { lines: LINES, payer: { phone: PAYER.phone } });
    actor.send({ type: 'PAY' });
    expect(selectIsPendingSignIn(actor.getSnapshot())).toBe(true);
    expect(storage.getItem('pendingCheckout')).toBe('true');
    expect(storage.getItem('redirectAfterLogin')).toBe('/cart');
    expect(emitted).toEqual(['/login?redirect=checkout']);
  });

  it('signed out: a missing or mistyped paying phone is refused before the sign-in is asked for', () => {
    const storage = memoryStorage();
    const { actor, emitted } = startControlled(storage, { lines: LINES, payer: { phone: '12 34' } });
    actor.send({ type: 'PAY' });
    expect(selectIsPendingSignIn(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.payerErrors).toEqual({ phone: messages.registration.phoneInvalid });
    expect(emitted).toEqual([]);
    actor.send({ type: 'EDIT_PAYER', field: 'phone', value: '' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.payerErrors.phone).toBe(checkoutPaymentTexts.checkout.phoneRequired);
    actor.send({ type: 'EDIT_PAYER', field: 'phone', value: '77 123 45 67' });
    actor.send({ type: 'PAY' });
    expect(emitted).toEqual(['/login?redirect=checkout']);
  });

  it('after sign-in with items and details, creates the order, waits for the payment, then 2 s later empties the cart', async () => {
    const storage = memoryStorage();
    storage.setItem('pendingCheckout', 'true');
    const { actor, control, emitted } = startControlled(storage, { lines: LINES, payer: PAYER });
    expect(selectIsPendingSignIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'AUTH_CHANGED', isAuthenticated: true });
    expect(storage.getItem('pendingCheckout')).toBeNull();
    expect(selectPayButtonLabel(actor.getSnapshot(), 'Payer')).toBe('Traitement...');
    const key = keyOf(control.calls[0]);
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    control.resolve('placeOrder', orderOf('pending'));
    await flush();
    // The attempt and its order survive a reload.
    expect(JSON.parse(storage.getItem('checkout-storage') ?? '{}').state.attempt).toMatchObject({
      key,
      orderId: ORDER_ID,
    });
    await vi.advanceTimersByTimeAsync(1000);
    // Paid after 1 s, but 'Traitement...' lasts its 2 s.
    control.resolve('fetchOrder', orderOf('paid'));
    await flush();
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectConfirmation(actor.getSnapshot())).toEqual({
      title: 'Commande confirmée !',
      text: 'Votre paiement a été traité avec succès.',
    });
    expect(emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(emitted).toEqual(['clearCart', `/order-confirmation?order=${ORDER_ID}`]);
    expect(selectPayButtonLabel(actor.getSnapshot(), 'Payer')).toBe('Payer');
    expect(JSON.parse(storage.getItem('checkout-storage') ?? '{}').state.attempt).toBeNull();
  });

  it('after sign-in without the details, stops on the payment step and says what is missing', () => {
    const storage = memoryStorage();
    storage.setItem('pendingCheckout', 'true');
    const { actor, control } = startControlled(storage, { lines: LINES });
    actor.send({
      type: 'AUTH_CHANGED',
      isAuthenticated: true,
      payer: { phone: '771234567', fullName: 'Awa Diop', quartier: 'Médina', city: 'Dakar', region: 'Dakar' },
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(storage.getItem('pendingCheckout')).toBeNull();
    expect(selectPayerErrors(actor.getSnapshot())).toEqual({
      street: 'Indiquez la rue, la villa ou l’immeuble',
    });
    expect(control.calls).toEqual([]);
    actor.send({ type: 'EDIT_PAYER', field: 'street', value: 'Rue 10' });
    expect(selectPayerErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'PAY' });
    expect(control.calls).toHaveLength(1);
  });

  it('a failed payment says so in French after its 2 s, keeps the cart and the next try has a new key', async () => {
    const storage = memoryStorage();
    const { actor, control, emitted } = startControlled(storage, {
      lines: LINES,
      payer: PAYER,
      isAuthenticated: true,
    });
    actor.send({ type: 'PAY' });
    const first = keyOf(control.calls[0]);
    control.resolve('placeOrder', orderOf('pending'));
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    control.resolve('fetchOrder', orderOf('failed'));
    await flush();
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectCheckoutError(actor.getSnapshot())).toBe(
      'Le paiement a échoué. Votre panier est conservé : vous pouvez réessayer.',
    );
    expect(emitted).toEqual([]);
    actor.send({ type: 'PAY' });
    expect(selectCheckoutError(actor.getSnapshot())).toBeNull();
    expect(keyOf(control.calls[2])).not.toBe(first);
  });

  it('a dropped connection while creating keeps the key: the retry cannot buy twice', async () => {
    const storage = memoryStorage();
    const { actor, control } = startControlled(storage, {
      lines: LINES,
      payer: PAYER,
      isAuthenticated: true,
    });
    actor.send({ type: 'PAY' });
    const first = keyOf(control.calls[0]);
    control.reject('placeOrder', new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectCheckoutError(actor.getSnapshot())).toBe('Failed to fetch');
    actor.send({ type: 'PAY' });
    expect(keyOf(control.calls[1])).toBe(first);
    // A refusal (409: stock) ends the attempt: a changed cart is a new request with a new key.
    control.reject('placeOrder', new FakeApiError('Stock insuffisant pour « Boubou »', 409));
    await vi.advanceTimersByTimeAsync(2000);
    expect(selectCheckoutError(actor.getSnapshot())).toBe('Stock insuffisant pour « Boubou »');
    actor.send({ type: 'PAY' });
    expect(keyOf(control.calls[2])).not.toBe(first);
  });

  it('a payment never answered ends as expired after its timeout', async () => {
    const storage = memoryStorage();
    const control = controlledActors(['placeOrder']);
    const machine = checkoutMachine.provide({
      actors: {
        placeOrder: control.actors.placeOrder as never,
        fetchOrder: fromPromise(async () => orderOf('pending')),
      },
      delays: { paymentTimeout: 10_000 },
    });
    const actor = createActor(machine, { input: { lines: LINES, payer: PAYER, isAuthenticated: true } });
    persistCheckout(actor, storage);
    actor.start();
    actor.send({ type: 'PAY' });
    control.resolve('placeOrder', orderOf('pending'));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectCheckoutError(actor.getSnapshot())).toMatch(/^Le paiement n'a pas été confirmé à temps/);
  });

  it('a reload while the payment is awaited keeps waiting for that order', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'checkout-storage',
      JSON.stringify({ state: { payer: PAYER, attempt: { key: 'k', fingerprint: 'f', orderId: ORDER_ID } } }),
    );
    const { actor, control, emitted } = startControlled(storage, { lines: LINES, isAuthenticated: true });
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    expect(control.calls).toEqual([{ name: 'fetchOrder', input: { orderId: ORDER_ID } }]);
    control.resolve('fetchOrder', orderOf('paid'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(emitted).toEqual(['clearCart', `/order-confirmation?order=${ORDER_ID}`]);
  });

  it('pays with wave by default, or orange-money; an empty cart does not pay', () => {
    const actor = createActor(checkoutMachine, { input: { isAuthenticated: true, payer: PAYER } }).start();
    expect(selectPaymentMethod(actor.getSnapshot())).toBe('wave');
    actor.send({ type: 'SELECT_PAYMENT', method: 'orange-money' });
    expect(selectPaymentMethod(actor.getSnapshot())).toBe('orange-money');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('checkout machine, model-based', () => {
  type Event = EventFromLogic<typeof checkoutMachine>;
  const after = (delay: string, path: string) =>
    ({ type: `xstate.after.${delay}.checkout.${path}` }) as unknown as Event;
  const done = (actor: string, output: unknown) =>
    ({ type: `xstate.done.actor.${actor}`, output }) as unknown as Event;
  const failed = (actor: string, error: unknown) =>
    ({ type: `xstate.error.actor.${actor}`, error }) as unknown as Event;
  const events: Event[] = [
    { type: 'PAY' },
    { type: 'AUTH_CHANGED', isAuthenticated: true },
    { type: 'AUTH_CHANGED', isAuthenticated: false },
    { type: 'CART_CHANGED', lines: LINES },
    { type: 'CART_CHANGED', lines: [] },
    { type: 'EDIT_PAYER', field: 'phone', value: '' },
    { type: 'EDIT_PAYER', field: 'phone', value: PAYER.phone },
    done('placeOrder', orderOf('pending')),
    failed('placeOrder', new FakeApiError('Stock insuffisant', 409)),
    failed('placeOrder', new TypeError('Failed to fetch')),
    done('fetchOrder', orderOf('pending')),
    done('fetchOrder', orderOf('paid')),
    done('fetchOrder', orderOf('failed')),
    done('fetchOrder', orderOf('expired')),
    failed('fetchOrder', new FakeApiError('Erreur serveur', 503)),
    failed('fetchOrder', new FakeApiError('Commande non trouvée', 404)),
    after('payment', 'processing.minimum.running'),
    after('pollInterval', 'processing.payment.waiting'),
    after('paymentTimeout', 'processing.payment'),
    after('confirmation', 'confirmed'),
  ];
  type Snap = ReturnType<typeof checkoutMachine.getInitialSnapshot>;
  const serialize = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.isAuthenticated,
      s.context.itemCount,
      s.context.payer.phone,
      s.context.outcome,
      s.context.attempt ? Boolean(s.context.attempt.orderId) : null,
    ]);
  const input = { payer: PAYER };
  const paths = [
    ...getShortestPaths(checkoutMachine, { events, serializeState: serialize, input, limit: GRAPH_LIMIT }),
    // Every simple path through a purchase, signed in with a cart (the sign-in part is covered above).
    ...getSimplePaths(checkoutMachine, {
      events: events.filter((e) => !['AUTH_CHANGED', 'CART_CHANGED', 'EDIT_PAYER'].includes(e.type)),
      serializeState: serialize,
      input: { ...input, isAuthenticated: true, lines: LINES },
      limit: GRAPH_LIMIT,
    }).map((path) => ({ ...path, input: { isAuthenticated: true, lines: LINES } })),
  ];

  it('has paths to every state and every outcome', () => {
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      'awaitingSignIn',
      'creating',
      'waiting',
      'checking',
      'settled',
      'confirmed',
      'done',
    ]) {
      expect([...states].some((value) => value.includes(`"${state}"`))).toBe(true);
    }
    const outcomes = new Set(paths.map((p) => p.state.context.outcome));
    expect([...outcomes].sort()).toEqual(['expired', 'failed', 'lost', 'paid', 'refused', null].sort());
  });

  it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    'path %i: %s',
    async (_i, _name, path) => {
      const storage = memoryStorage();
      const start = 'input' in path ? (path.input as object) : {};
      const { actor, control, emitted } = startControlled(storage, { ...input, ...start });
      for (const step of path.steps) {
        const event = step.event as Event & { output?: unknown; error?: unknown };
        const doneMatch = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
        const errorMatch = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
        if (doneMatch?.[1]) control.resolve(doneMatch[1], event.output);
        else if (errorMatch?.[1]) control.reject(errorMatch[1], event.error);
        // Delayed events are sent as the model takes them: the fake clock is never advanced, so no other fires.
        else if ((event.type as string) !== 'xstate.init') actor.send(event);
        await flush();
        const snapshot = actor.getSnapshot();
        expect(serialize(snapshot)).toBe(serialize(step.state));
        expect(storage.getItem('pendingCheckout') === 'true').toBe(snapshot.matches('awaitingSignIn'));
        // The stored attempt is the machine's; paying exactly while processing or confirmed.
        const stored = JSON.parse(storage.getItem('checkout-storage') ?? '{"state":{}}').state;
        expect(stored.attempt ?? null).toEqual(snapshot.context.attempt);
        expect(snapshot.hasTag('paying')).toBe(
          snapshot.matches('processing') || snapshot.matches('confirmed'),
        );
        // A failed, expired or refused payment always says why, in French.
        if (snapshot.matches('idle') && snapshot.context.outcome && snapshot.context.outcome !== 'paid')
          expect(snapshot.context.error).toBeTruthy();
      }
      // The cart is emptied only after a confirmed payment, then the order's confirmation page opens.
      const finished = path.steps.filter(
        (s) => (s.event.type as string) === 'xstate.after.confirmation.checkout.confirmed',
      ).length;
      expect(emitted.filter((e) => e === 'clearCart')).toHaveLength(finished);
      expect(emitted.filter((e) => e.startsWith('/order-confirmation'))).toEqual(
        Array(finished).fill(`/order-confirmation?order=${ORDER_ID}`),
      );
      actor.stop();
    },
  );
});

describe('order status rules', () => {
  it('maps the statuses to the tracking steps and the seller steps', async () => {
    const { trackingStep, nextSellerStatuses, formatCfa, orderStatusLabel } = await import(
      '../src/orders/order-status.js'
    );
    expect(
      ['pending', 'processing', 'shipped', 'delivered', 'cancelled'].map((s) => trackingStep(s as never)),
    ).toEqual([0, 1, 2, 4, null]);
    expect(nextSellerStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextSellerStatuses('shipped')).toEqual(['delivered']);
    expect(nextSellerStatuses('delivered')).toEqual([]);
    expect(formatCfa(45.9).replace(/\s/g, ' ')).toBe('30 065 CFA');
    expect(orderStatusLabel('shipped')).toBe('Expédiée');
  });
});
