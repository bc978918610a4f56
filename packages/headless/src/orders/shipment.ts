import { carrierLabels, shipmentRuleTexts } from '@teranga/messages/orders';
import type { components } from '@teranga/sdk';
import { isOneOf, type ListsExactly } from '../shared/contract-enums.js';

export type Carrier = components['schemas']['Carrier'];

/** The carriers a seller ships with, in the order the ship form offers them; hand delivery last. */
export const CARRIERS = ['ems-senegal', 'dhl', 'chronopost', 'paps', 'yobante', 'hand-delivery'] as const;
true satisfies ListsExactly<typeof CARRIERS, Carrier>;

/** « Remise en main propre »: the seller (or their courier) hands the parcel over; no tracking number needed. */
export const HAND_DELIVERY = 'hand-delivery' satisfies Carrier;

export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;
const TRACKING_CHARSET = /^[A-Z0-9-]+$/;

/**
 * Whether a value is a carrier key ('dhl', 'ems-senegal', 'hand-delivery'…).
 * @example isCarrier('dhl'); // true
 */
export const isCarrier = (value: unknown): value is Carrier => isOneOf(CARRIERS, value);

/**
 * What a carrier reads as ('DHL Express', 'Remise en main propre'); an unknown key reads as itself.
 * @example carrierLabel('dhl'); // 'DHL Express'
 */
export const carrierLabel = (carrier: string): string =>
  isCarrier(carrier) ? carrierLabels[carrier] : carrier;

/**
 * A tracking number as stored and shown: spaces dropped, upper case ('ee 123 456 sn' → 'EE123456SN').
 * @example normaliseTrackingNumber('ee 123 456 sn'); // 'EE123456SN'
 */
export const normaliseTrackingNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export interface ShipmentInput {
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
}

export type ShipmentErrors = Partial<Record<'carrier' | 'trackingNumber', string>>;

/**
 * The one rule of a shipment, for the ship form and the server: a carrier from the list; a tracking number for every
 * carrier but hand delivery (optional there), of 4 to 40 letters, digits or hyphens once spaces are dropped.
 * @example const errors = validateShipment({ carrier: 'dhl', trackingNumber }); // errors.trackingNumber?
 */
export function validateShipment({ carrier, trackingNumber }: ShipmentInput): ShipmentErrors {
  const errors: ShipmentErrors = {};
  const chosen = carrier?.trim() ?? '';
  if (!chosen) errors.carrier = shipmentRuleTexts.carrierRequired;
  else if (!isCarrier(chosen)) errors.carrier = shipmentRuleTexts.unknownCarrier;
  const tracking = normaliseTrackingNumber(trackingNumber ?? '');
  if (!tracking) {
    if (chosen !== HAND_DELIVERY && !errors.carrier)
      errors.trackingNumber = shipmentRuleTexts.trackingRequired;
  } else if (tracking.length < TRACKING_NUMBER_MIN || tracking.length > TRACKING_NUMBER_MAX) {
    errors.trackingNumber = shipmentRuleTexts.trackingLength(TRACKING_NUMBER_MIN, TRACKING_NUMBER_MAX);
  } else if (!TRACKING_CHARSET.test(tracking)) {
    errors.trackingNumber = shipmentRuleTexts.trackingCharset;
  }
  return errors;
}
