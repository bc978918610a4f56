import { deliveryMessages as m } from '@teranga/messages';
import type { Queryable } from '../db/client.js';
import type { Address, OrderDelivery } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { loadDeliverySetup } from './delivery.queries.js';
import { centsOfXof, deliveryPriceXof, expectedDateOf } from './delivery.rules.js';
import { pickupPointJson, servingZoneOf } from './delivery-quote.js';

export type DeliveryAddressSnapshot = NonNullable<OrderDelivery['address']>;

/** What the customer chose at checkout (ids only: every price and name is read again here). */
export interface DeliveryChoice {
  optionId: string | undefined;
  pickupPointId: string | undefined;
  /** The address the customer gave (from their book or the checkout's form), null when none. */
  address: DeliveryAddressSnapshot | null;
  /** The account's address a home delivery falls back to when none is given (not for pickup). */
  fallbackAddress: DeliveryAddressSnapshot | null;
}

/** An order's stored address (the legacy Address shape, or DeliveryAddress's fields) as the delivery keeps it. */
export function deliveryAddressOf(address: Address | undefined | null): DeliveryAddressSnapshot | null {
  if (!address) return null;
  const named = `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim();
  const fullName = address.fullName?.trim() || named;
  const fields = {
    fullName,
    phone: address.phone,
    quartier: address.quartier,
    street: address.street,
    landmark: address.landmark,
    city: address.city,
    region: address.region,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as DeliveryAddressSnapshot;
}

export interface PricedDelivery {
  snapshot: OrderDelivery;
  /** The CFA price in EUR cents (rounded), for `orders.shipping_cents` and the EUR total. */
  shippingCents: number;
}

/**
 * Prices the delivery of an order inside its transaction, from the database only: the option chosen (the default
 * one when none is), which must be active and serve the address's zone; a pickup option needs one of its active
 * points; free from the option's threshold on the order's real subtotal. Refusals are French 400/404/409.
 */
export async function priceDelivery(
  db: Queryable,
  choice: DeliveryChoice,
  subtotalCents: number,
  now: Date = new Date(),
): Promise<PricedDelivery> {
  const setup = await loadDeliverySetup(db);
  const options = [setup.defaultOption, ...setup.zones.flatMap((zone) => zone.options)];
  const option = choice.optionId
    ? options.find((candidate) => candidate.id === choice.optionId)
    : setup.defaultOption;
  if (!option) throw new HttpError(404, m.optionNotFound);
  const zone = setup.zones.find((candidate) => candidate.id === option.zoneId) ?? null;
  if (!option.active || (zone && !zone.active)) throw new HttpError(409, m.optionUnavailable);

  // A home delivery goes to the address given, else the account's; a pickup order placed without one is served
  // where its point is.
  const address = choice.address ?? (option.kind === 'home' ? choice.fallbackAddress : null);
  // The default option serves everyone; a zone's option serves the addresses of that zone.
  if (zone && (option.kind === 'home' || address)) {
    if (!address) throw new HttpError(400, m.addressRequired);
    const served = servingZoneOf(setup, address);
    if (served?.id !== zone.id) {
      throw new HttpError(400, served ? m.optionOfAnotherZone(served.name) : m.optionWithoutZone);
    }
  }

  let pickupPoint: OrderDelivery['pickupPoint'] = null;
  if (option.kind === 'pickup') {
    if (!choice.pickupPointId) throw new HttpError(400, m.pickupPointRequired);
    const point = option.points.find((candidate) => candidate.id === choice.pickupPointId);
    if (!point?.active) throw new HttpError(400, m.pickupPointUnavailable);
    pickupPoint = pickupPointJson(point);
  }

  const priceXof = deliveryPriceXof(option, subtotalCents);
  return {
    snapshot: {
      optionId: option.id,
      kind: option.kind,
      name: option.name,
      zoneName: zone?.name ?? null,
      priceXof,
      delayDays: option.delayDays,
      expectedDate: expectedDateOf(option.delayDays, now),
      pickupPoint,
      address,
    },
    shippingCents: centsOfXof(priceXof),
  };
}
