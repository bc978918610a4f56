import type { CallOptions, Transport } from '../client.js';
import { readWishlistItem, readWishlistItems } from '../readers.js';
import type { WishlistItem } from '../types.js';

export interface WishlistResource {
  /**
   * the signed-in customer's favourites
   * @example const items = await sdk.wishlist.list();
   */
  list(options?: CallOptions): Promise<WishlistItem[]>;
  /**
   * adds a favourite, with an optional note; fails with status 409 when the product is already one
   * @example await sdk.wishlist.add(productId, 'Pour la Tabaski');
   */
  add(productId: string, notes?: string, options?: CallOptions): Promise<WishlistItem>;
  /**
   * removes a favourite
   * @example await sdk.wishlist.remove(productId);
   */
  remove(productId: string, options?: CallOptions): Promise<void>;
  /**
   * whether the product is a favourite
   * @example if (await sdk.wishlist.check(id)) await sdk.wishlist.remove(id);
   */
  check(productId: string, options?: CallOptions): Promise<boolean>;
  /**
   * changes a favourite's note
   * @example await sdk.wishlist.updateNote(productId, 'Taille M');
   */
  updateNote(productId: string, notes: string, options?: CallOptions): Promise<WishlistItem>;
}

// A failed answer's JSON body stays on `error.body` for programs; the message a person reads carries none of it.
export function createWishlist(transport: Transport): WishlistResource {
  const { send, requireProductId } = transport;
  return {
    async list(options) {
      return readWishlistItems(await send((api, init) => api.GET('/wishlist', init), { call: options }));
    },
    async add(productId, notes, options) {
      requireProductId(productId);
      const body = await send(
        (api, init) =>
          api.POST('/wishlist', {
            ...init,
            body: notes === undefined ? { productId } : { productId, notes },
          }),
        { call: options },
      );
      return readWishlistItem(body);
    },
    async remove(productId, options) {
      requireProductId(productId);
      await send(
        (api, init) => api.DELETE('/wishlist/{productId}', { ...init, params: { path: { productId } } }),
        {
          call: options,
        },
      );
    },
    async check(productId, options) {
      requireProductId(productId);
      const body = await send(
        (api, init) => api.GET('/wishlist/check/{productId}', { ...init, params: { path: { productId } } }),
        { call: options },
      );
      return body.data.isInWishlist === true;
    },
    async updateNote(productId, notes, options) {
      requireProductId(productId);
      const body = await send(
        (api, init) =>
          api.PUT('/wishlist/{productId}', { ...init, params: { path: { productId } }, body: { notes } }),
        { call: options },
      );
      return readWishlistItem(body);
    },
  };
}
