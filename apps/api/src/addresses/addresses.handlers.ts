import { ADDRESS_BOOK_MAX, type DeliveryAddressValues, normalizeDeliveryAddress } from '@teranga/headless';
import { addressTexts } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/index.js';
import {
  deleteAddress,
  insertAddress,
  listAddresses,
  savedAddressJson,
  updateAddress,
} from './addresses.queries.js';
import { changedValues } from './addresses.rules.js';

const m = addressTexts.api;

/** The signed-in customer's address book (GET/POST /me/addresses, PATCH/DELETE /me/addresses/{id}). */
export function createAddressHandlers({
  database,
}: ServiceContext): Handlers<'listAddresses' | 'createAddress' | 'updateAddress' | 'deleteAddress'> {
  const { db } = database;
  const book = async (userId: string) => ({
    addresses: (await listAddresses(db, userId)).map(savedAddressJson),
  });

  return {
    async listAddresses(request) {
      return ok(await book(sessionOf(request).user.id));
    },

    async createAddress(request, reply) {
      const { user } = sessionOf(request);
      // addressRules (addresses.rules.ts) checked every field (validateDeliveryAddress) before the contract's schema.
      const { isDefault, ...address } = request.body;
      const row = await insertAddress(
        db,
        user.id,
        normalizeDeliveryAddress(address as DeliveryAddressValues),
        isDefault === true,
      );
      if (row === 'full') throw new HttpError(409, m.tooMany(ADDRESS_BOOK_MAX));
      reply.code(201);
      return ok(savedAddressJson(row), m.created);
    },

    async updateAddress(request) {
      const { user } = sessionOf(request);
      const row = await updateAddress(
        db,
        user.id,
        request.params.id,
        changedValues(request.body),
        request.body.isDefault === true,
      );
      if (!row) throw new HttpError(404, m.notFound);
      return ok(savedAddressJson(row), m.updated);
    },

    async deleteAddress(request) {
      const { user } = sessionOf(request);
      if (!(await deleteAddress(db, user.id, request.params.id))) throw new HttpError(404, m.notFound);
      return ok(await book(user.id), m.removed);
    },
  };
}
