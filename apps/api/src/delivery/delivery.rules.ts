import { convert, payableXof as payableXofOf } from '@teranga/headless';

/** A place name as zones compare it: no accents, no case, one space between words (« Sacré-Cœur » = « sacre coeur »). */
export function placeKey(name: string | undefined | null): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface ZoneCoverage {
  id: string;
  cities: readonly string[];
  regions: readonly string[];
}

/**
 * The zone of an address: the first zone (in the order given, by position) naming its city, else the first naming
 * its region; undefined when none does.
 */
export function zoneFor<Z extends ZoneCoverage>(
  zones: readonly Z[],
  address: { city?: string | null; region?: string | null },
): Z | undefined {
  const city = placeKey(address.city);
  const region = placeKey(address.region);
  const names = (list: readonly string[]) => list.map(placeKey);
  return (
    (city ? zones.find((zone) => names(zone.cities).includes(city)) : undefined) ??
    (region ? zones.find((zone) => names(zone.regions).includes(region)) : undefined)
  );
}

/** Whole francs CFA of EUR cents, at the shop's one rate (@teranga/headless `convert`, 655 XOF per EUR). */
export const xofOfCents = (cents: number): number => Math.round(convert(cents / 100, 'EUR', 'XOF'));

/** EUR cents of whole francs CFA (rounded to the cent): what `orders.shipping_cents` keeps of a CFA price. */
export const centsOfXof = (xof: number): number => Math.round(convert(xof, 'XOF', 'EUR') * 100);

/** What an option costs for a subtotal: nothing from its free-delivery threshold (compared in whole CFA). */
export function deliveryPriceXof(
  option: { priceXof: number; freeFromXof: number | null },
  subtotalCents: number,
): number {
  return option.freeFromXof !== null && xofOfCents(subtotalCents) >= option.freeFromXof ? 0 : option.priceXof;
}

/** The expected delivery day, YYYY-MM-DD: today (UTC, Dakar's time) plus the option's delay in days. */
export function expectedDateOf(delayDays: number, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + delayDays));
  return day.toISOString().slice(0, 10);
}

/** What the customer pays in whole CFA (what mobile money collects): headless `payableXof`, from the order's cents. */
export function payableXof(order: {
  subtotalCents: number;
  totalCents: number;
  delivery: { priceXof: number } | null;
}): number {
  return payableXofOf(order.subtotalCents / 100, order.totalCents / 100, order.delivery?.priceXof);
}
