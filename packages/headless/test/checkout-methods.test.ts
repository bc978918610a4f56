import { describe, expect, it } from 'vitest';
import { offeredPaymentMethod } from '../src/index.js';

describe('offeredPaymentMethod (GET /payments/methods)', () => {
  it('keeps the chosen method when the server offers it, else takes the first offered', () => {
    expect(offeredPaymentMethod('wave', ['wave', 'orange-money'])).toBe('wave');
    expect(offeredPaymentMethod('orange-money', ['wave', 'orange-money'])).toBe('orange-money');
    expect(offeredPaymentMethod('wave', ['orange-money'])).toBe('orange-money');
    expect(offeredPaymentMethod('orange-money', ['wave'])).toBe('wave');
  });

  it('keeps the chosen method while the server has not said (nothing offered yet)', () => {
    expect(offeredPaymentMethod('orange-money', [])).toBe('orange-money');
  });
});
