import type { SendOptions, Transport } from '../client.js';
import { readData, readWishlistItem, readWishlistItems } from '../readers.js';
import type { WishlistItem } from '../types.js';

export interface WishlistResource {
  list(): Promise<WishlistItem[]>;
  /** fails with status 409 when the product is already a favourite */
  add(productId: string, notes?: string): Promise<WishlistItem>;
  remove(productId: string): Promise<void>;
  /** @example if (await sdk.wishlist.check(id)) await sdk.wishlist.remove(id); */
  check(productId: string): Promise<boolean>;
  updateNote(productId: string, notes: string): Promise<WishlistItem>;
}

// The wishlist document appends the JSON body of a failed answer to the message.
const WISHLIST: SendOptions = { appendBody: true };

export function createWishlist(transport: Transport): WishlistResource {
  const { send, requireProductId } = transport;
  return {
    async list() {
      return readWishlistItems(await send((api) => api.GET('/wishlist'), WISHLIST));
    },
    async add(productId, notes) {
      requireProductId(productId);
      const body = await send(
        (api) => api.POST('/wishlist', { body: notes === undefined ? { productId } : { productId, notes } }),
        WISHLIST,
      );
      return readWishlistItem(body);
    },
    async remove(productId) {
      requireProductId(productId);
      await send((api) => api.DELETE('/wishlist/{productId}', { params: { path: { productId } } }), WISHLIST);
    },
    async check(productId) {
      requireProductId(productId);
      const body = await send(
        (api) => api.GET('/wishlist/check/{productId}', { params: { path: { productId } } }),
        WISHLIST,
      );
      const data = readData(body) as { isInWishlist?: unknown } | undefined;
      return (data?.isInWishlist ?? (body as { isInWishlist?: unknown } | undefined)?.isInWishlist) === true;
    },
    async updateNote(productId, notes) {
      requireProductId(productId);
      const body = await send(
        (api) => api.PUT('/wishlist/{productId}', { params: { path: { productId } }, body: { notes } }),
        WISHLIST,
      );
      return readWishlistItem(body);
    },
  };
}
