import { checkoutDeliveryTexts } from '@teranga/messages/cart';
import {
  type DeliveryAddressErrors,
  type DeliveryAddressValues,
  validateDeliveryAddress,
} from '../addresses/delivery-address.js';
import type { PayerDetails } from './checkout.defaults.js';

// The checkout's delivery step: which address, which option, which pickup point. Prices and dates are the server's
// (GET /delivery/options, then POST /orders prices the choice again): nothing here computes a price.

/** A pickup point as the quote lists it (the contract's PickupPoint). */
export interface CheckoutPickupPoint {
  id: string;
  name: string;
  address: string;
  openingHours: string;
}

/** One option of the quote (the contract's DeliveryOption): priced by the server for the cart's subtotal. */
export interface CheckoutDeliveryOption {
  id: string;
  kind: 'home' | 'pickup';
  name: string;
  zoneName: string | null;
  priceXof: number;
  freeFromXof: number | null;
  delayDays: number;
  /** `YYYY-MM-DD` */
  expectedDate: string;
  pickupPoints: CheckoutPickupPoint[];
  isDefault: boolean;
}

/** The server's answer for an address (the contract's DeliveryQuote): its zone, or none, and the options. */
export interface CheckoutDeliveryQuote {
  zone: { id: string; name: string } | null;
  options: CheckoutDeliveryOption[];
}

/** What the quote is asked for: the address's place and the cart's subtotal (free thresholds compare it). */
export interface DeliveryQuoteInput {
  city: string;
  region: string;
  subtotalCents: number;
}

/** What the customer chose; null ids leave the choice to the server (its default option, the typed address). */
export interface DeliveryChoice {
  /** an address of the customer's book; null: the address typed in the payment step */
  addressId: string | null;
  optionId: string | null;
  pickupPointId: string | null;
  /**
   * The chosen option's kind, kept with its id: another zone's quote (or the first quote after a reload, with no
   * previous quote to look the id up in) offers the same kind, whichever answer came first.
   */
  kind?: CheckoutDeliveryOption['kind'] | null | undefined;
}

export const EMPTY_DELIVERY_CHOICE: DeliveryChoice = { addressId: null, optionId: null, pickupPointId: null };

/**
 * The chosen option of a quote, else the one the server would use (its default, else the first).
 * @example const option = chosenDeliveryOption(quote, choice.optionId); // option?.priceXof
 */
export function chosenDeliveryOption(
  quote: CheckoutDeliveryQuote | null,
  optionId: string | null,
): CheckoutDeliveryOption | undefined {
  if (!quote) return undefined;
  return (
    quote.options.find((option) => option.id === optionId) ??
    quote.options.find((option) => option.isDefault) ??
    quote.options[0]
  );
}

/** A pickup option with one point needs no choice: that point. */
const onlyPointOf = (option: CheckoutDeliveryOption | undefined): string | null =>
  option?.kind === 'pickup' && option.pickupPoints.length === 1 ? (option.pickupPoints[0]?.id ?? null) : null;

/**
 * Choosing an option: its point is kept when it has it, else its only point, else none yet.
 * @example const choice = chooseDeliveryOption(quote, current, option.id);
 */
export function chooseDeliveryOption(
  quote: CheckoutDeliveryQuote | null,
  choice: DeliveryChoice,
  optionId: string,
): DeliveryChoice {
  const option = quote?.options.find((o) => o.id === optionId);
  const keeps = option?.pickupPoints.some((point) => point.id === choice.pickupPointId) ?? false;
  return {
    ...choice,
    optionId,
    pickupPointId: keeps ? choice.pickupPointId : onlyPointOf(option),
    kind: option?.kind ?? choice.kind ?? null,
  };
}

/**
 * The choice once a new quote arrives (another address, another subtotal): the same option if it is still offered,
 * else one of the same kind (a pickup stays a pickup in the new zone), else the server's default, still remembering
 * the kind wanted for the next quote; the pickup point only if the option still has it.
 * @example const choice = reconcileDeliveryChoice(previousQuote, newQuote, current);
 */
export function reconcileDeliveryChoice(
  previous: CheckoutDeliveryQuote | null,
  next: CheckoutDeliveryQuote,
  choice: DeliveryChoice,
): DeliveryChoice {
  // The kind wanted: as the choice keeps it, else (a choice stored before kinds were kept) its option's in the previous
  // quote; never the kind of a default the previous quote fell back to.
  const kind = choice.optionId
    ? (choice.kind ?? previous?.options.find((o) => o.id === choice.optionId)?.kind ?? undefined)
    : undefined;
  const option =
    next.options.find((o) => o.id === choice.optionId) ??
    (kind ? next.options.find((o) => o.kind === kind) : undefined) ??
    chosenDeliveryOption(next, null);
  if (!option) return { ...choice, optionId: null, pickupPointId: null };
  const chosen = chooseDeliveryOption(next, choice, option.id);
  // A zone without that kind (the default alone, while the address is read) falls back without forgetting it.
  return kind && option.kind !== kind ? { ...chosen, kind } : chosen;
}

/**
 * Why this choice cannot be paid (a pickup option without its point), in French; null when it can.
 * @example const refusal = deliveryRefusal(quote, choice); // null: the delivery can be paid
 */
export function deliveryRefusal(quote: CheckoutDeliveryQuote | null, choice: DeliveryChoice): string | null {
  const option = chosenDeliveryOption(quote, choice.optionId);
  if (option?.kind === 'pickup' && !option.pickupPoints.some((point) => point.id === choice.pickupPointId))
    return checkoutDeliveryTexts.errors.pickupPointRequired;
  return null;
}

/**
 * The address typed in the payment step, as the order takes it (the paying phone is the courier's contact).
 * @example const address = typedAddressOf(payer); // { fullName, phone, quartier, street, city, region, landmark }
 */
export const typedAddressOf = (payer: PayerDetails): DeliveryAddressValues & { landmark?: string } => ({
  fullName: payer.fullName.trim(),
  phone: payer.phone.trim(),
  quartier: payer.quartier.trim(),
  street: payer.street.trim(),
  ...(payer.landmark.trim() ? { landmark: payer.landmark.trim() } : {}),
  city: payer.city.trim(),
  region: payer.region.trim(),
});

/**
 * The address book's rules on the typed address (the phone is the payer's, checked with the payment's words).
 * @example const errors = typedAddressErrors(payer); // errors.quartier, errors.street…
 */
export function typedAddressErrors(payer: PayerDetails): DeliveryAddressErrors {
  const { phone: _payerPhone, ...errors } = validateDeliveryAddress(typedAddressOf(payer));
  return errors;
}
