import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { checkoutMachine } from '../src/checkout/checkout.machine.js';
import {
  selectConfirmation,
  selectIsPendingSignIn,
  selectPayButtonLabel,
  selectPaymentMethod,
} from '../src/checkout/checkout.selectors.js';
import { memoryStorage } from '../src/shared/storage.js';
import { startCheckout } from './support/persisted.js';
import { GRAPH_LIMIT } from './support/walk.js';

describe('checkout machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signed out: sets the pending flag and redirect target and asks to go to /login?redirect=checkout', () => {
    const storage = memoryStorage();
    const actor = startCheckout(storage, { itemCount: 2 });
    const navigate = vi.fn();
    actor.on('navigate', navigate);
    actor.send({ type: 'PAY' });
    expect(selectIsPendingSignIn(actor.getSnapshot())).toBe(true);
    expect(storage.getItem('pendingCheckout')).toBe('true');
    expect(storage.getItem('redirectAfterLogin')).toBe('/cart');
    expect(navigate).toHaveBeenCalledWith({ type: 'navigate', to: '/login?redirect=checkout' });
  });

  it('runs by itself after sign-in with items, then pays in 2 s + 2 s and clears the cart (simulated clock)', () => {
    const storage = memoryStorage();
    storage.setItem('pendingCheckout', 'true');
    // A fresh actor, as after the page came back from the sign-in screen.
    const actor = startCheckout(storage, { itemCount: 1 });
    const seen: string[] = [];
    actor.on('*', (event) => seen.push(event.type === 'navigate' ? `navigate ${event.to}` : event.type));
    expect(selectIsPendingSignIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'AUTH_CHANGED', isAuthenticated: true });
    expect(storage.getItem('pendingCheckout')).toBeNull();
    expect(selectPayButtonLabel(actor.getSnapshot(), 'Payer')).toBe('Traitement...');
    vi.advanceTimersByTime(1999);
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
    vi.advanceTimersByTime(1);
    expect(selectConfirmation(actor.getSnapshot())).toEqual({
      title: 'Commande confirmée !',
      text: 'Votre paiement a été traité avec succès.',
    });
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(['clearCart', 'navigate /order-confirmation']);
    expect(selectPayButtonLabel(actor.getSnapshot(), 'Payer')).toBe('Payer');
  });

  it('clears the flag without paying when the cart is empty after sign-in', () => {
    const storage = memoryStorage();
    storage.setItem('pendingCheckout', 'true');
    const actor = startCheckout(storage, { itemCount: 0, isAuthenticated: true });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(storage.getItem('pendingCheckout')).toBeNull();
  });

  it('pays with wave by default, or orange-money; an empty cart does not pay', () => {
    const actor = createActor(checkoutMachine, { input: { isAuthenticated: true } }).start();
    expect(selectPaymentMethod(actor.getSnapshot())).toBe('wave');
    actor.send({ type: 'SELECT_PAYMENT', method: 'orange-money' });
    expect(selectPaymentMethod(actor.getSnapshot())).toBe('orange-money');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('checkout machine, model-based', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type Event = EventFromLogic<typeof checkoutMachine>;
  const after = (delay: string, state: string) =>
    ({ type: `xstate.after.${delay}.checkout.${state}` }) as unknown as Event;
  const events: Event[] = [
    { type: 'PAY' },
    { type: 'AUTH_CHANGED', isAuthenticated: true },
    { type: 'AUTH_CHANGED', isAuthenticated: false },
    { type: 'CART_CHANGED', itemCount: 2 },
    { type: 'CART_CHANGED', itemCount: 0 },
    { type: 'SELECT_PAYMENT', method: 'orange-money' },
    after('payment', 'processing'),
    after('confirmation', 'confirmed'),
  ];
  type Snap = ReturnType<typeof checkoutMachine.getInitialSnapshot>;
  const serialize = (s: Snap) =>
    JSON.stringify([s.value, s.context.isAuthenticated, s.context.itemCount, s.context.paymentMethod]);
  // The model keeps the pending flag in the state value (awaitingSignIn), so storage is left out of the walk.
  const paths = [
    ...getShortestPaths(checkoutMachine, {
      events,
      serializeState: serialize,
      input: {},
      limit: GRAPH_LIMIT,
    }),
    ...getSimplePaths(checkoutMachine, {
      events: events.filter((e) => e.type !== 'SELECT_PAYMENT'),
      serializeState: serialize,
      input: {},
      limit: GRAPH_LIMIT,
    }),
  ];

  it('has paths to every state', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...values].sort()).toEqual(['"awaitingSignIn"', '"confirmed"', '"idle"', '"processing"']);
  });

  it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    'path %i: %s',
    (_i, _name, path) => {
      const storage = memoryStorage();
      const actor = startCheckout(storage);
      const emitted: string[] = [];
      actor.on('*', (e) => emitted.push(e.type === 'navigate' ? e.to : e.type));
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(2000);
        else if ((step.event.type as string) !== 'xstate.init') actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(serialize(snapshot)).toBe(serialize(step.state));
        expect(storage.getItem('pendingCheckout') === 'true').toBe(snapshot.matches('awaitingSignIn'));
      }
      // Leaving the confirmation always empties the cart and then navigates.
      const finished = path.steps.filter(
        (s) => (s.event.type as string) === 'xstate.after.confirmation.checkout.confirmed',
      ).length;
      expect(emitted.filter((e) => e === 'clearCart')).toHaveLength(finished);
      actor.stop();
    },
  );
});
