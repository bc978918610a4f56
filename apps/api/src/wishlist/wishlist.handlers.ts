import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/index.js';
import { identityMessages as m } from '../identity/messages.js';
import { toWishlistItem } from './wishlist.mapper.js';
import {
  deleteWishlistItem,
  findWishlistItems,
  insertWishlistItem,
  isActiveProduct,
  isInWishlist,
  updateWishlistNote,
} from './wishlist.queries.js';

type WishlistOperation =
  | 'listWishlist'
  | 'addToWishlist'
  | 'checkWishlist'
  | 'updateWishlistNote'
  | 'removeFromWishlist';

export function createWishlistHandlers(ctx: ServiceContext): Handlers<WishlistOperation> {
  const { db } = ctx.database;
  const itemOf = async (userId: string, productId: string) => {
    const [row] = await findWishlistItems(db, userId, productId);
    return row && toWishlistItem(row);
  };

  return {
    async listWishlist(request) {
      const rows = await findWishlistItems(db, sessionOf(request).user.id);
      return ok({ items: rows.map(toWishlistItem) });
    },

    async addToWishlist(request, reply) {
      const { user } = sessionOf(request);
      const { productId, notes } = request.body;
      if (!(await isActiveProduct(db, productId))) throw new HttpError(404, m.productNotFound);
      const added = await insertWishlistItem(db, { userId: user.id, productId, notes: notes ?? '' });
      if (!added) throw new HttpError(409, m.alreadyInWishlist);
      reply.code(201);
      return ok(await itemOf(user.id, productId), m.wishlistAdded);
    },

    async checkWishlist(request) {
      const isIn = await isInWishlist(db, sessionOf(request).user.id, request.params.productId);
      return ok({ isInWishlist: isIn });
    },

    async updateWishlistNote(request) {
      const { user } = sessionOf(request);
      const { productId } = request.params;
      if (!(await updateWishlistNote(db, user.id, productId, request.body.notes))) {
        throw new HttpError(404, m.wishlistItemNotFound);
      }
      return ok(await itemOf(user.id, productId), m.wishlistUpdated);
    },

    async removeFromWishlist(request) {
      const removed = await deleteWishlistItem(db, sessionOf(request).user.id, request.params.productId);
      if (!removed) throw new HttpError(404, m.wishlistItemNotFound);
      return ok(undefined, m.wishlistRemoved);
    },
  };
}
