import { checkoutPaymentTexts } from '@teranga/messages/cart';
import { DEFAULT_ADDRESS, DEFAULT_PHONE, isValidSenegalPhone } from '../validation/registration.js';

import { PAYER_FIELDS, type PayerDetails } from './checkout.defaults.js';
import { typedAddressErrors } from './delivery-step.js';

export { EMPTY_PAYER, type PayerDetails } from './checkout.defaults.js';

export type PayerField = keyof PayerDetails;
export type PayerErrors = Partial<Record<PayerField, string>>;

/**
 * The French refusals of the payment step, field by field (empty when it can be paid): the paying phone, and the
 * typed address by the address book's rules unless an address of the book is chosen (`typedAddress: false`).
 * @example const errors = validatePayer(payer, { typedAddress: false }); // an address of the book is chosen
 */
export function validatePayer(payer: PayerDetails, { typedAddress = true } = {}): PayerErrors {
  const errors: PayerErrors = typedAddress ? typedAddressErrors(payer) : {};
  const phone = payerPhoneRefusal(payer.phone);
  if (phone) errors.phone = phone;
  return errors;
}

/**
 * Why the paying phone cannot be used, in French (undefined when it can). A guest's is checked before the sign-in is
 * asked for, so that a mistyped number is said at once, not after a trip to the login page.
 * @example const refusal = payerPhoneRefusal(phone); // undefined: the number can pay
 */
export function payerPhoneRefusal(value: string): string | undefined {
  const m = checkoutPaymentTexts.checkout;
  const phone = value.trim();
  if (!phone) return m.phoneRequired;
  if (!isValidSenegalPhone(phone)) return m.phoneInvalid;
  return undefined;
}

/**
 * Whether the payment step can be paid: no refusal from `validatePayer`.
 * @example const canPay = isPayerValid(payer, { typedAddress: !savedAddressId });
 */
export const isPayerValid = (payer: PayerDetails, settings?: { typedAddress?: boolean }): boolean =>
  Object.keys(validatePayer(payer, settings)).length === 0;

/**
 * The account's phone and default address, the registration's placeholders left out (they are no one's).
 * @example const fromAccount = payerFromAccount(user); // the account's phone and default address, when real
 */
export function payerFromAccount(user: {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  addresses?: ReadonlyArray<{
    street?: string | null;
    city?: string | null;
    region?: string | null;
    isDefault?: boolean | null;
  }> | null;
}): Partial<PayerDetails> {
  const address = user.addresses?.find((a) => a.isDefault) ?? user.addresses?.[0];
  const phone = (user.phone ?? '').replace(/\s+/g, '');
  const street = address?.street ?? '';
  return {
    phone: phone && phone !== DEFAULT_PHONE ? phone : '',
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' ').trim(),
    street: street && street !== DEFAULT_ADDRESS.street ? street : '',
    city: address?.city ?? '',
    region: address?.region ?? '',
  };
}

/**
 * Fills the empty fields from `from`: what the customer typed wins over the account.
 * @example const payer = prefillPayer(typed, payerFromAccount(user)); // what was typed wins
 */
export function prefillPayer(payer: PayerDetails, from: Partial<PayerDetails> | undefined): PayerDetails {
  if (!from) return payer;
  const next = { ...payer };
  for (const field of PAYER_FIELDS) {
    if (!next[field].trim() && from[field]) next[field] = from[field] ?? '';
  }
  return next;
}

/**
 * A phone as the payment providers take it: digits with the Senegalese prefix (+221…).
 * @example normalizePayerPhone('77 123 45 67'); // '+221771234567'
 */
export function normalizePayerPhone(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, '').replace(/^\+?221/, '');
  return `+221${digits}`;
}
