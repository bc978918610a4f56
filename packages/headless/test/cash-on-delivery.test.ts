import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PAYMENT_METHODS } from '../src/checkout/checkout.defaults.js';
import { type CheckoutOrder, checkoutMachine, isCashOnDelivery } from '../src/checkout/checkout.machine.js';
import { selectConfirmation } from '../src/checkout/checkout.selectors.js';
import { collectsCash, customerMayCancel, nextSellerStatuses } from '../src/index.js';

// Cash on delivery (issue 27): the seller's steps know the method; the checkout confirms such an order at once.

const ORDER_ID = 'abcdefabcdefabcdefabcdef';
const LINES = [{ productId: '0123456789abcdef01234567', quantity: 1 }];
const PAYER = {
  phone: '+221 70 000 00 01',
  fullName: 'Awa Diop',
  quartier: 'Médina',
  street: 'Rue 10',
  landmark: '',
  city: 'Dakar',
  region: 'Dakar',
};
const cashOrder: CheckoutOrder = {
  _id: ORDER_ID,
  orderNumber: 'TRG-2026-000002',
  paymentStatus: 'pending',
  paymentMethod: 'cash-on-delivery',
};

describe('the seller steps of a part paid on delivery', () => {
  it('offers delivered (with the cash) and refused at the door once shipped; mobile money only delivered', () => {
    expect(nextSellerStatuses('shipped', 'cash-on-delivery')).toEqual(['delivered', 'cancelled']);
    expect(nextSellerStatuses('shipped', 'wave')).toEqual(['delivered']);
    expect(nextSellerStatuses('shipped')).toEqual(['delivered']);
    expect(nextSellerStatuses('processing', 'cash-on-delivery')).toEqual(['shipped', 'cancelled']);
    expect(nextSellerStatuses('delivered', 'cash-on-delivery')).toEqual([]);
    expect(nextSellerStatuses('cancelled', 'cash-on-delivery')).toEqual([]);
  });

  it('delivering a cash-on-delivery part collects its cash; nothing else does', () => {
    expect(collectsCash('delivered', 'cash-on-delivery')).toBe(true);
    expect(collectsCash('cancelled', 'cash-on-delivery')).toBe(false);
    expect(collectsCash('delivered', 'orange-money')).toBe(false);
  });

  it('the customer may cancel before shipping only', () => {
    expect(customerMayCancel('processing')).toBe(true);
    expect(customerMayCancel('shipped')).toBe(false);
  });

  it('is a third payment method', () => {
    expect(PAYMENT_METHODS).toEqual(['wave', 'orange-money', 'cash-on-delivery']);
    expect(isCashOnDelivery('cash-on-delivery')).toBe(true);
    expect(isCashOnDelivery('wave')).toBe(false);
  });
});

describe('the checkout of a cash-on-delivery order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is confirmed as created, without waiting for a payment, then opens the confirmation page', async () => {
    const fetchOrder = vi.fn(async () => cashOrder);
    const machine = checkoutMachine.provide({
      actors: { placeOrder: fromPromise(async () => cashOrder), fetchOrder: fromPromise(fetchOrder) },
    });
    const actor = createActor(machine, { input: { lines: LINES, payer: PAYER, isAuthenticated: true } });
    const emitted: string[] = [];
    actor.on('*', (e) => emitted.push(e.type === 'navigate' ? e.to : e.type));
    actor.start();
    actor.send({ type: 'SELECT_PAYMENT', method: 'cash-on-delivery' });
    actor.send({ type: 'PAY' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(selectConfirmation(actor.getSnapshot())).toEqual({
      title: 'Commande confirmée !',
      text: 'Vous paierez en espèces à la livraison.',
    });
    expect(fetchOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(emitted).toEqual(['clearCart', `/order-confirmation?order=${ORDER_ID}`]);
  });

  it('a reload while it was being confirmed finds it confirmed', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(async () => cashOrder),
        fetchOrder: fromPromise(async () => cashOrder),
      },
    });
    const actor = createActor(machine, {
      input: {
        lines: LINES,
        payer: PAYER,
        isAuthenticated: true,
        attempt: { key: 'k', fingerprint: 'f', orderId: ORDER_ID },
      },
    }).start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('confirmed');
  });
});
