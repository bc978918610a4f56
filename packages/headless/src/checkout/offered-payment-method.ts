import type { PaymentMethod } from './checkout.defaults.js';

// The payment step's rule, in a module of its own: every page's first load carries checkout.defaults.ts, not this.

/**
 * The method to keep selected when the server offers only some (GET /payments/methods): the current one when it is
 * offered, else the first offered; with nothing offered (the server not asked yet), the current one.
 * @example offeredPaymentMethod('wave', ['orange-money', 'cash-on-delivery']); // 'orange-money'
 */
export function offeredPaymentMethod(
  current: PaymentMethod,
  offered: readonly PaymentMethod[],
): PaymentMethod {
  return offered.length === 0 || offered.includes(current) ? current : (offered[0] ?? current);
}
