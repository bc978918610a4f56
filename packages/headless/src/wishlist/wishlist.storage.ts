import type { Actor } from 'xstate';
import type { WishlistItem } from '../client.js';
import { persist } from '../shared/persist.js';
import { readPersisted, STORAGE_KEYS, type StorageLike, writePersisted } from '../shared/storage.js';
import type { WishlistContext, WishlistInput, wishlistMachine } from './wishlist.machine.js';
import { wishlistProductId } from './wishlist-item.js';

/** The `wishlist-storage` format of the original shop (inside `{ state, version: 0 }`). */
interface PersistedWishlist {
  items?: WishlistItem[];
  favoriteIds?: string[];
}

/**
 * The saved favourites as the machine's input; without saved ids, the items' product ids.
 * @example const { favoriteIds } = restoreWishlist(localStorage);
 */
export function restoreWishlist(
  storage: StorageLike | undefined,
): Pick<WishlistInput, 'items' | 'favoriteIds'> {
  const persisted = readPersisted<PersistedWishlist>(storage, STORAGE_KEYS.wishlist);
  const items = Array.isArray(persisted?.items) ? persisted.items : [];
  const favoriteIds = Array.isArray(persisted?.favoriteIds)
    ? persisted.favoriteIds
    : items.map(wishlistProductId);
  return { items, favoriteIds };
}

const toStored = (context: Pick<WishlistContext, 'items' | 'favoriteIds'>): PersistedWishlist => ({
  items: context.items,
  favoriteIds: [...context.favoriteIds],
});

/**
 * Writes the favourites under `wishlist-storage` whenever they change; returns the unsubscribe function.
 * @example const stop = persistWishlist(shop.wishlist, localStorage);
 */
export function persistWishlist(
  actor: Actor<typeof wishlistMachine>,
  storage: StorageLike | undefined,
): () => void {
  return persist(actor, {
    // The favourites the machine started from: nothing is written until they change.
    stored: toStored(actor.getSnapshot().context),
    select: toStored,
    write: (stored) => writePersisted<PersistedWishlist>(storage, STORAGE_KEYS.wishlist, stored),
  });
}
