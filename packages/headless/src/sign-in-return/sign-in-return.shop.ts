import { type Actor, createActor } from 'xstate';
import type { Shop } from '../shop/shop.js';
import { createSignInReturnMachine, type signInReturnMachine } from './sign-in-return.machine.js';
import { persistSignInReturn, restoreSignInReturn } from './sign-in-return.storage.js';

/**
 * A sign-in return actor for the current address, wired to the shop's auth and navigation (start it yourself).
 * Apart from `createShop`, so that a shop's pages other than the return screen do not carry this machine.
 * @example const screen = createSignInReturn(shop, location.href).start();
 */
export function createSignInReturn(shop: Shop, url: string): Actor<typeof signInReturnMachine> {
  const { storage } = shop;
  const actor = createActor(createSignInReturnMachine(shop.verifyToken), {
    input: {
      ...restoreSignInReturn(url, storage.local, storage.session),
      homePath: shop.paths.home,
      loginPath: shop.paths.login,
    },
  });
  // Writes from `start()` on: an actor made and dropped unstarted leaves the nonce where it is.
  persistSignInReturn(actor, storage.local, storage.session);
  actor.on('signedIn', ({ token, user }) =>
    shop.auth.send({ type: 'SESSION_RECEIVED', token, user, rememberMe: true }),
  );
  actor.on('navigate', ({ to }) => shop.navigate(to));
  return actor;
}
