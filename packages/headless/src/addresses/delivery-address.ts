import { addressTexts } from '@teranga/messages/identity';
import { normalizePayerPhone } from '../checkout/payer.js';
import { ADDRESS_FIELD_MAX_LENGTH } from '../shared/limits.js';
import { isValidSenegalPhone } from '../validation/registration.js';

/** Where a parcel goes in Senegal: a quartier and a landmark say more than a street name (the contract's DeliveryAddress). */
export interface DeliveryAddressValues {
  fullName: string;
  phone: string;
  quartier: string;
  street: string;
  /** « point de repère »: optional */
  landmark?: string | null | undefined;
  city: string;
  region: string;
}

export type DeliveryAddressField = keyof DeliveryAddressValues;
export type DeliveryAddressErrors = Partial<Record<DeliveryAddressField, string>>;

/** The fields in the form's order (the order of a refusal's messages too). */
export const DELIVERY_ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'quartier',
  'street',
  'landmark',
  'city',
  'region',
] as const satisfies readonly DeliveryAddressField[];

export const EMPTY_DELIVERY_ADDRESS: Required<{ [K in DeliveryAddressField]: string }> = {
  fullName: '',
  phone: '',
  quartier: '',
  street: '',
  landmark: '',
  city: '',
  region: '',
};

const REQUIRED = {
  fullName: addressTexts.validation.fullNameRequired,
  phone: addressTexts.validation.phoneRequired,
  quartier: addressTexts.validation.quartierRequired,
  street: addressTexts.validation.streetRequired,
  landmark: undefined,
  city: addressTexts.validation.cityRequired,
  region: addressTexts.validation.regionRequired,
} as const satisfies Record<DeliveryAddressField, string | undefined>;

/** A server receives anything: only text counts as a value. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The French refusal of each field of a delivery address (empty when it can be saved). The form shows them beside
 * the fields; the server answers them in its 400, in the same order.
 * @example const errors = validateDeliveryAddress(values); // errors.quartier: the French refusal, if any
 */
export function validateDeliveryAddress(
  values: Partial<Record<DeliveryAddressField, unknown>>,
): DeliveryAddressErrors {
  const v = addressTexts.validation;
  const errors: DeliveryAddressErrors = {};
  for (const field of DELIVERY_ADDRESS_FIELDS) {
    const value = textOf(values[field]);
    const required = REQUIRED[field];
    if (!value) {
      if (required) errors[field] = required;
    } else if (value.length > ADDRESS_FIELD_MAX_LENGTH) {
      errors[field] = v.tooLong(v.names[field], ADDRESS_FIELD_MAX_LENGTH);
    } else if (field === 'phone' && !isValidSenegalPhone(value)) {
      errors[field] = v.phoneInvalid;
    }
  }
  return errors;
}

/**
 * Whether a delivery address passes every rule of `validateDeliveryAddress`.
 * @example const canSave = isDeliveryAddressValid(values);
 */
export const isDeliveryAddressValid = (values: Partial<Record<DeliveryAddressField, unknown>>): boolean =>
  Object.keys(validateDeliveryAddress(values)).length === 0;

/**
 * A valid address as it is stored: trimmed, the phone in E.164 (+221…), an empty landmark left out as null.
 * @example await sdk.addresses.create(normalizeDeliveryAddress(values)); // phone '77 123 45 67' stored as '+221771234567'
 */
export function normalizeDeliveryAddress(
  values: DeliveryAddressValues,
): Required<Omit<DeliveryAddressValues, 'landmark'>> & { landmark: string | null } {
  return {
    fullName: values.fullName.trim(),
    phone: normalizePayerPhone(values.phone.trim()),
    quartier: values.quartier.trim(),
    street: values.street.trim(),
    landmark: textOf(values.landmark) || null,
    city: values.city.trim(),
    region: values.region.trim(),
  };
}
