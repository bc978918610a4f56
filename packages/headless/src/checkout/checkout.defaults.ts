// What a page shows of the checkout before its machine is loaded (see `Shop.loadCheckout`): no imports, so the shell
// that reads these never carries the machine.

export const PAYMENT_METHODS = ['wave', 'orange-money', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What mobile money and delivery need: the paying number and where to deliver. */
export interface PayerDetails {
  phone: string;
  street: string;
  city: string;
  region: string;
}

export const EMPTY_PAYER: PayerDetails = { phone: '', street: '', city: '', region: '' };
