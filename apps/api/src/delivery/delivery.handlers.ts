import { deliveryMessages as m } from '@teranga/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { deliveryOptions, deliveryZones, pickupPoints } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import {
  type DeliverySetupRows,
  findOption,
  findPickupPoint,
  findZone,
  loadDeliverySetup,
} from './delivery.queries.js';
import { placeKey } from './delivery.rules.js';
import { deliveryQuote, deliverySetupJson } from './delivery-quote.js';

type DeliveryOperation =
  | 'listDeliveryOptions'
  | 'listDeliveryZones'
  | 'createDeliveryZone'
  | 'updateDeliveryZone'
  | 'createDeliveryOption'
  | 'updateDeliveryOption'
  | 'createPickupPoint'
  | 'updatePickupPoint';

/** How long an instance reuses the zones it read for the public quote (staff writes on it forget them at once). */
const SETUP_REUSE_MS = 15_000;

/** Place names trimmed, one of each (compared as zones compare them). */
function placesOf(list: readonly string[] | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of list) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = placeKey(name);
    if (key && !seen.has(key)) {
      seen.add(key);
      kept.push(name);
    }
  }
  return kept;
}

/** A request without a body (or without its JSON content type) reaches the handler without one. */
function bodyOf<T>(body: T | undefined): T {
  if (typeof body !== 'object' || body === null) throw new HttpError(400, m.bodyRequired);
  return body;
}

const trimmed = (text: string | undefined): string | undefined => text?.trim();

export function createDeliveryHandlers({ database }: ServiceContext): Handlers<DeliveryOperation> {
  const db: Database = database.db;
  let reused: { at: number; setup: DeliverySetupRows } | undefined;

  async function setupForQuote(): Promise<DeliverySetupRows> {
    if (reused && Date.now() - reused.at < SETUP_REUSE_MS) return reused.setup;
    const setup = await loadDeliverySetup(db);
    reused = { at: Date.now(), setup };
    return setup;
  }

  /** Every staff answer: the whole setup as it now stands. */
  async function setupAnswer() {
    reused = undefined;
    return deliverySetupJson(await loadDeliverySetup(db));
  }

  /** A zone name another zone has is a 409 (the database's case-insensitive unique index decides). */
  async function withZoneName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, m.zoneNameTaken);
      throw error;
    }
  }

  return {
    async listDeliveryOptions(request, reply) {
      const { city, region, subtotalCents } = request.query;
      const quote = deliveryQuote(await setupForQuote(), { city, region }, subtotalCents ?? 0);
      // The same for everyone; the expected dates move at midnight UTC, staff changes within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return ok(quote);
    },

    async listDeliveryZones() {
      return ok(await setupAnswer());
    },

    async createDeliveryZone(request, reply) {
      const body = bodyOf(request.body);
      const cities = placesOf(body.cities) ?? [];
      const regions = placesOf(body.regions) ?? [];
      if (cities.length + regions.length === 0) throw new HttpError(400, m.coverageRequired);
      await withZoneName(() =>
        db.insert(deliveryZones).values({
          name: body.name.trim(),
          cities,
          regions,
          position: body.position ?? 0,
          active: body.active ?? true,
        }),
      );
      reply.code(201);
      return ok(await setupAnswer(), m.zoneCreated);
    },

    async updateDeliveryZone(request) {
      const body = bodyOf(request.body);
      const zone = await findZone(db, request.params.id);
      if (!zone) throw new HttpError(404, m.zoneNotFound);
      const cities = placesOf(body.cities) ?? zone.cities;
      const regions = placesOf(body.regions) ?? zone.regions;
      if (cities.length + regions.length === 0) throw new HttpError(400, m.coverageRequired);
      await withZoneName(() =>
        db
          .update(deliveryZones)
          .set({
            name: trimmed(body.name) ?? zone.name,
            cities,
            regions,
            position: body.position ?? zone.position,
            active: body.active ?? zone.active,
            updatedAt: new Date(),
          })
          .where(eq(deliveryZones.id, zone.id)),
      );
      return ok(await setupAnswer(), m.zoneUpdated);
    },

    async createDeliveryOption(request, reply) {
      const body = bodyOf(request.body);
      const zone = await findZone(db, request.params.id);
      if (!zone) throw new HttpError(404, m.zoneNotFound);
      await db.insert(deliveryOptions).values({
        zoneId: zone.id,
        kind: body.kind,
        name: body.name.trim(),
        priceXof: body.priceXof,
        delayDays: body.delayDays,
        freeFromXof: body.freeFromXof ?? null,
        active: body.active ?? true,
      });
      reply.code(201);
      return ok(await setupAnswer(), m.optionCreated);
    },

    async updateDeliveryOption(request) {
      const body = bodyOf(request.body);
      const option = await findOption(db, request.params.id);
      if (!option) throw new HttpError(404, m.optionNotFound);
      if (option.isDefault && body.active === false) throw new HttpError(409, m.defaultStaysActive);
      await db
        .update(deliveryOptions)
        .set({
          name: trimmed(body.name) ?? option.name,
          priceXof: body.priceXof ?? option.priceXof,
          delayDays: body.delayDays ?? option.delayDays,
          freeFromXof: body.freeFromXof === undefined ? option.freeFromXof : body.freeFromXof,
          active: body.active ?? option.active,
          updatedAt: new Date(),
        })
        .where(eq(deliveryOptions.id, option.id));
      return ok(await setupAnswer(), m.optionUpdated);
    },

    async createPickupPoint(request, reply) {
      const body = bodyOf(request.body);
      const option = await findOption(db, request.params.id);
      if (!option) throw new HttpError(404, m.optionNotFound);
      if (option.kind !== 'pickup') throw new HttpError(400, m.pickupOnlyForPickup);
      await db.insert(pickupPoints).values({
        optionId: option.id,
        name: body.name.trim(),
        address: body.address.trim(),
        openingHours: body.openingHours.trim(),
        active: body.active ?? true,
      });
      reply.code(201);
      return ok(await setupAnswer(), m.pickupPointCreated);
    },

    async updatePickupPoint(request) {
      const body = bodyOf(request.body);
      const point = await findPickupPoint(db, request.params.id);
      if (!point) throw new HttpError(404, m.pickupPointNotFound);
      await db
        .update(pickupPoints)
        .set({
          name: trimmed(body.name) ?? point.name,
          address: trimmed(body.address) ?? point.address,
          openingHours: trimmed(body.openingHours) ?? point.openingHours,
          active: body.active ?? point.active,
          updatedAt: new Date(),
        })
        .where(eq(pickupPoints.id, point.id));
      return ok(await setupAnswer(), m.pickupPointUpdated);
    },
  };
}
