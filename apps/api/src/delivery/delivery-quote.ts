import type { components } from '@teranga/sdk';
import type {
  DeliverySetupRows,
  OptionWithPoints,
  PickupPointRow,
  ZoneWithOptions,
} from './delivery.queries.js';
import { deliveryPriceXof, expectedDateOf, zoneFor } from './delivery.rules.js';

type Schemas = components['schemas'];

export const pickupPointJson = (point: PickupPointRow): Schemas['PickupPoint'] => ({
  id: point.id,
  name: point.name,
  address: point.address,
  openingHours: point.openingHours,
});

/** One option as the public quote shows it, priced for the subtotal. */
export function deliveryOptionJson(
  option: OptionWithPoints,
  zone: { id: string; name: string } | null,
  subtotalCents: number,
  now: Date,
): Schemas['DeliveryOption'] {
  return {
    id: option.id,
    zoneId: zone?.id ?? null,
    zoneName: zone?.name ?? null,
    kind: option.kind,
    name: option.name,
    priceXof: deliveryPriceXof(option, subtotalCents),
    basePriceXof: option.priceXof,
    freeFromXof: option.freeFromXof,
    delayDays: option.delayDays,
    expectedDate: expectedDateOf(option.delayDays, now),
    pickupPoints:
      option.kind === 'pickup' ? option.points.filter((point) => point.active).map(pickupPointJson) : [],
    isDefault: option.isDefault,
  };
}

/** A zone's options a customer may choose: active, and a pickup option only with an active point. */
export const offeredOptionsOf = (zone: ZoneWithOptions): OptionWithPoints[] =>
  zone.options.filter(
    (option) => option.active && (option.kind === 'home' || option.points.some((point) => point.active)),
  );

/** The zone that serves an address: active, matched by city then region, with at least one option offered. */
export function servingZoneOf(
  setup: DeliverySetupRows,
  address: { city?: string | null; region?: string | null },
): ZoneWithOptions | undefined {
  const zones = setup.zones.filter((zone) => zone.active && offeredOptionsOf(zone).length > 0);
  return zoneFor(zones, address);
}

/** GET /delivery/options: the address's zone and its options, or no zone and the default option. */
export function deliveryQuote(
  setup: DeliverySetupRows,
  address: { city?: string | null; region?: string | null },
  subtotalCents: number,
  now: Date = new Date(),
): Schemas['DeliveryQuote'] {
  const zone = servingZoneOf(setup, address);
  if (!zone) {
    return { zone: null, options: [deliveryOptionJson(setup.defaultOption, null, subtotalCents, now)] };
  }
  const ref = { id: zone.id, name: zone.name };
  return {
    zone: ref,
    options: offeredOptionsOf(zone).map((option) => deliveryOptionJson(option, ref, subtotalCents, now)),
  };
}

const staffOptionJson = (option: OptionWithPoints): Schemas['StaffDeliveryOption'] => ({
  id: option.id,
  zoneId: option.zoneId,
  kind: option.kind,
  name: option.name,
  priceXof: option.priceXof,
  delayDays: option.delayDays,
  freeFromXof: option.freeFromXof,
  active: option.active,
  isDefault: option.isDefault,
  pickupPoints: option.points.map((point) => ({ ...pickupPointJson(point), active: point.active })),
});

/** What staff read and edit under « Livraison »: every zone, option and point, active or not. */
export const deliverySetupJson = (setup: DeliverySetupRows): Schemas['DeliverySetup'] => ({
  zones: setup.zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    cities: zone.cities,
    regions: zone.regions,
    position: zone.position,
    active: zone.active,
    options: zone.options.map(staffOptionJson),
  })),
  defaultOption: staffOptionJson(setup.defaultOption),
});
