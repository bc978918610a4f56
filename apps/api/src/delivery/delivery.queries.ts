import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { deliveryOptions, deliveryZones, pickupPoints } from '../db/schema.js';

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;
export type PickupPointRow = typeof pickupPoints.$inferSelect;

export interface OptionWithPoints extends DeliveryOptionRow {
  points: PickupPointRow[];
}
export interface ZoneWithOptions extends DeliveryZoneRow {
  options: OptionWithPoints[];
}

/** Every zone (by position, then name) with every option and point, and the default option: one small read. */
export interface DeliverySetupRows {
  zones: ZoneWithOptions[];
  defaultOption: OptionWithPoints;
}

/**
 * One round trip (an order prices its delivery with it, in its transaction): zones, options and points joined, in
 * the order the setup lists them: zones by position then name, options by creation, points by creation.
 */
const setupRows = preparedOnce('delivery_setup', (db, name) =>
  db
    .select({ zone: deliveryZones, option: deliveryOptions, point: pickupPoints })
    .from(deliveryOptions)
    .fullJoin(deliveryZones, eq(deliveryZones.id, deliveryOptions.zoneId))
    .leftJoin(pickupPoints, eq(pickupPoints.optionId, deliveryOptions.id))
    .orderBy(
      asc(deliveryZones.position),
      asc(deliveryZones.name),
      asc(deliveryZones.id),
      asc(deliveryOptions.createdAt),
      asc(deliveryOptions.id),
      asc(pickupPoints.createdAt),
      asc(pickupPoints.id),
    )
    .prepare(name),
);

/** The delivery setup, read by a statement prepared once per database (db/prepared.ts): every order reads it. */
export async function loadDeliverySetup(db: Queryable): Promise<DeliverySetupRows> {
  const rows = await setupRows(db).execute();
  const zones = new Map<string, ZoneWithOptions>();
  const options = new Map<string, OptionWithPoints>();
  for (const { zone, option, point } of rows) {
    if (zone && !zones.has(zone.id)) zones.set(zone.id, { ...zone, options: [] });
    if (!option) continue;
    let withPoints = options.get(option.id);
    if (!withPoints) {
      withPoints = { ...option, points: [] };
      options.set(option.id, withPoints);
      if (zone) zones.get(zone.id)?.options.push(withPoints);
    }
    if (point) withPoints.points.push(point);
  }
  const defaultOption = [...options.values()].find((option) => option.isDefault);
  // Migration 0018 makes it and nothing removes it (it cannot be deactivated).
  if (!defaultOption) throw new Error('delivery: the default option is missing (migration 0018)');
  return { zones: [...zones.values()], defaultOption };
}

export async function findZone(db: Queryable, id: string): Promise<DeliveryZoneRow | undefined> {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return zone;
}

export async function findOption(db: Queryable, id: string): Promise<DeliveryOptionRow | undefined> {
  const [option] = await db.select().from(deliveryOptions).where(eq(deliveryOptions.id, id));
  return option;
}

export async function findPickupPoint(db: Queryable, id: string): Promise<PickupPointRow | undefined> {
  const [point] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id));
  return point;
}
