import { createActor } from 'xstate';
import type { AuthMachine } from '../../src/auth/auth.machine.js';
import { loadSession, persistSession } from '../../src/auth/storage.js';
import { cartMachine } from '../../src/cart/cart.machine.js';
import { persistCart, restoreCart } from '../../src/cart/cart.storage.js';
import { type CheckoutInput, checkoutMachine } from '../../src/checkout/checkout.machine.js';
import { persistCheckout, restoreCheckout } from '../../src/checkout/checkout.storage.js';
import type { HeadlessStorage, StorageLike } from '../../src/shared/storage.js';
import type { SignInReturnMachine } from '../../src/sign-in-return/sign-in-return.machine.js';
import { persistSignInReturn, restoreSignInReturn } from '../../src/sign-in-return/sign-in-return.storage.js';
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

export function startCheckout(storage: StorageLike | undefined, input: Omit<CheckoutInput, 'pending'> = {}) {
  const actor = createActor(checkoutMachine, { input: { ...restoreCheckout(storage), ...input } });
  persistCheckout(actor, storage);
  return actor.start();
}

/** Not started, like `shop.createSignInReturn`: listen to it, then start it. */
export function createSignInReturn(
  machine: SignInReturnMachine,
  url: string,
  storage: StorageLike | undefined,
  nonceStorage: StorageLike | undefined,
) {
  const actor = createActor(machine, { input: restoreSignInReturn(url, storage, nonceStorage) });
  persistSignInReturn(actor, storage, nonceStorage);
  return actor;
}
