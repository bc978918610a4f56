// What a page shows of the checkout before its machine is loaded (see `Shop.loadCheckout`): no imports but types, so
// the shell that reads these never carries the machine.
import type { components } from '@teranga/sdk';
import type { ListsExactly } from '../shared/contract-enums.js';

export const PAYMENT_METHODS = ['wave', 'orange-money', 'cash-on-delivery'] as const;
true satisfies ListsExactly<typeof PAYMENT_METHODS, components['schemas']['PaymentMethod']>;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What mobile money and delivery need: the paying number (also the courier's contact) and, when no address of the
 * customer's book is chosen, the delivery address typed in the payment step (the address book's fields).
 */
export interface PayerDetails {
  phone: string;
  fullName: string;
  quartier: string;
  street: string;
  /** « point de repère »: optional */
  landmark: string;
  city: string;
  region: string;
}

export const EMPTY_PAYER: PayerDetails = {
  phone: '',
  fullName: '',
  quartier: '',
  street: '',
  landmark: '',
  city: '',
  region: '',
};

/** The payer's fields, in the form's order (the compiler checks it names each field once). */
export const PAYER_FIELDS = [
  'phone',
  'fullName',
  'quartier',
  'street',
  'landmark',
  'city',
  'region',
] as const;
true satisfies ListsExactly<typeof PAYER_FIELDS, keyof PayerDetails>;
