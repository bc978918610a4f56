import { createActor } from 'xstate';
import type { AuthMachine } from '../../src/auth/auth.machine.js';
import { loadSession, persistSession } from '../../src/auth/storage.js';
import { cartMachine } from '../../src/cart/cart.machine.js';
import { persistCart, restoreCart } from '../../src/cart/cart.storage.js';
import type { HeadlessStorage, StorageLike } from '../../src/shared/storage.js';
import type { WishlistInput, WishlistMachine } from '../../src/wishlist/wishlist.machine.js';
import { persistWishlist, restoreWishlist } from '../../src/wishlist/wishlist.storage.js';

/** The actors as `createShop` makes them: restored from storage, kept in step with it, started. */
export function startAuth(machine: AuthMachine, storage: HeadlessStorage) {
  const actor = createActor(machine, { input: { session: loadSession(storage) } });
  persistSession(actor, storage);
  return actor.start();
}

export function startCart(storage: StorageLike) {
  const actor = createActor(cartMachine, { input: restoreCart(storage) });
  persistCart(actor, storage);
  return actor.start();
}

export function startWishlist(machine: WishlistMachine, storage: StorageLike, input: WishlistInput = {}) {
  const actor = createActor(machine, { input: { ...restoreWishlist(storage), ...input } });
  persistWishlist(actor, storage);
  return actor.start();
}
