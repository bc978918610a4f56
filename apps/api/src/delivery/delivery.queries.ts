import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
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

/** Every zone (by position, then name) with every option and point, and the default option: three small reads. */
export interface DeliverySetupRows {
  zones: ZoneWithOptions[];
  defaultOption: OptionWithPoints;
}

export async function loadDeliverySetup(db: Queryable): Promise<DeliverySetupRows> {
  const [zoneRows, optionRows, pointRows] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.name)),
    db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.createdAt), asc(deliveryOptions.id)),
    db.select().from(pickupPoints).orderBy(asc(pickupPoints.createdAt), asc(pickupPoints.id)),
  ]);
  const options = optionRows.map((option) => ({
    ...option,
    points: pointRows.filter((point) => point.optionId === option.id),
  }));
  const defaultOption = options.find((option) => option.isDefault);
  // Migration 0018 makes it and nothing removes it (it cannot be deactivated).
  if (!defaultOption) throw new Error('delivery: the default option is missing (migration 0018)');
  return {
    zones: zoneRows.map((zone) => ({
      ...zone,
      options: options.filter((option) => option.zoneId === zone.id),
    })),
    defaultOption,
  };
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
