import { describe, expect, it } from 'vitest';
import { confirmationStateOf } from './confirmation-state';

const order = (over: Partial<Parameters<typeof confirmationStateOf>[0]>) =>
  confirmationStateOf({
    status: 'processing',
    paymentStatus: 'paid',
    refunded: 0,
    paymentMethod: 'wave',
    ...over,
  });

describe('confirmationStateOf', () => {
  it('thanks only for an order placed for good: paid, or to pay on delivery', () => {
    expect(order({})).toBe('placed');
    expect(order({ status: 'shipped' })).toBe('placed');
    expect(order({ paymentStatus: 'partially_refunded', refunded: 10 })).toBe('placed');
    expect(order({ paymentStatus: 'pending', paymentMethod: 'cash-on-delivery' })).toBe('placed');
  });

  it('says what became of an order that is not', () => {
    expect(order({ status: 'pending', paymentStatus: 'pending' })).toBe('pending');
    expect(order({ status: 'cancelled', paymentStatus: 'failed' })).toBe('paymentFailed');
    expect(order({ status: 'cancelled', paymentStatus: 'expired' })).toBe('paymentExpired');
    expect(order({ status: 'cancelled', paymentStatus: 'paid' })).toBe('cancelledRefundPending');
    expect(order({ status: 'cancelled', paymentStatus: 'refunded', refunded: 45.9 })).toBe(
      'cancelledRefunded',
    );
    expect(order({ status: 'cancelled', paymentStatus: 'pending', paymentMethod: 'cash-on-delivery' })).toBe(
      'cancelled',
    );
    expect(order({ status: 'delivered', paymentStatus: 'refunded', refunded: 45.9 })).toBe('refunded');
  });
});
