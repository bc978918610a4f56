import { type Actor, createActor } from 'xstate';
import { type authMachine, createAuthMachine } from '../auth/auth.machine.js';
import { loadSession, persistSession } from '../auth/storage.js';
import { cartMachine } from '../cart/cart.machine.js';
import { persistCart, restoreCart } from '../cart/cart.storage.js';
import { hasCheckoutInProgress, loadCheckoutModule } from '../checkout/checkout.lazy.js';
import type { checkoutMachine } from '../checkout/checkout.machine.js';
import type { RunningCheckout } from '../checkout/checkout.start.js';
import type { HeadlessClient, HeadlessUser } from '../client.js';
import { type ShopPaths, shopPaths } from '../shared/paths.js';
import { type HeadlessStorage, STORAGE_KEYS, safely } from '../shared/storage.js';
import { createWishlistMachine, type wishlistMachine } from '../wishlist/wishlist.machine.js';
import { persistWishlist, restoreWishlist } from '../wishlist/wishlist.storage.js';
import { createSessionBridge, type SessionBridge } from './session-bridge.js';

export interface ShopOptions {
  /** An SDK client, or a factory that receives the session bridge to build one. */
  client: HeadlessClient | ((bridge: SessionBridge) => HeadlessClient);
  storage: HeadlessStorage;
  /** The bridge the client was built with (its getToken / onUnauthorized), if built beforehand. */
  bridge?: SessionBridge | undefined;
  /** For a client built without the bridge: how to hear its 401s (returns the unsubscribe function). */
  subscribeToUnauthorized?: ((listener: () => void) => () => void) | undefined;
  /** Where the machines send the shopper, in the app's addresses; each one left out keeps its default (README). */
  paths?: Partial<ShopPaths> | undefined;
}

export type NavigateListener = (to: string) => void;

export interface Shop {
  client: HeadlessClient;
  bridge: SessionBridge;
  auth: Actor<typeof authMachine>;
  cart: Actor<typeof cartMachine>;
  /**
   * The checkout actor once its code is loaded, else undefined: `loadCheckout` loads it, and `start` does when a
   * stored checkout is in progress (a sign-in it waits for, a payment it awaits).
   */
  readonly checkout: Actor<typeof checkoutMachine> | undefined;
  /** Loads the checkout's code and starts its actor (once the shop is started); the same actor on every call. */
  loadCheckout: () => Promise<Actor<typeof checkoutMachine>>;
  /** Tells when `checkout` becomes defined; returns the unsubscribe function. */
  subscribeToCheckout: (listener: () => void) => () => void;
  wishlist: Actor<typeof wishlistMachine>;
  storage: HeadlessStorage;
  /** Where the machines send the shopper (the defaults with `options.paths` over them). */
  paths: ShopPaths;
  /** Asks the server who holds `token`, with that token as the bearer (the sign-in return: see createSignInReturn). */
  verifyToken: (token: string) => Promise<HeadlessUser>;
  /** Hands a path to every navigation listener, as the machines do. */
  navigate: NavigateListener;
  /** Every navigation the machines ask for; returns the unsubscribe function. */
  onNavigate: (listener: NavigateListener) => () => void;
  start: () => Shop;
  stop: () => void;
}

/**
 * The machines wired together without any UI: auth drives wishlist loading and the pending checkout, a 401 from
 * the client logs out, the checkout empties the cart, navigation goes to the listeners.
 * @example const shop = createShop({ client: sdk, storage, bridge }).start(); shop.onNavigate((to) => router.navigate(to));
 */
export function createShop(options: ShopOptions): Shop {
  const bridge = options.bridge ?? createSessionBridge(options.storage);
  const client = typeof options.client === 'function' ? options.client(bridge) : options.client;
  const { storage } = options;
  const paths = shopPaths(options.paths);
  const listeners = new Set<NavigateListener>();
  const navigate = (to: string) => {
    for (const listener of listeners) listener(to);
  };

  // A client built without the bridge reads its bearer elsewhere (usually the stored `token`): a token that is not
  // stored yet is then put where such a client looks, for the time of the check.
  const bridged = options.bridge !== undefined || typeof options.client === 'function';
  const verifyWithToken = (token: string) =>
    bridged
      ? bridge.withToken(token, () => client.auth.verifyToken())
      : withStoredToken(storage, token, () => client.auth.verifyToken());
  // The machines start from what is stored; `start` keeps the storage in step with them.
  const auth = createActor(createAuthMachine(client, verifyWithToken), {
    input: { session: loadSession(storage), loginPath: paths.login },
  });
  const cart = createActor(cartMachine, { input: restoreCart(storage.local) });
  const isAuthenticated = () => auth.getSnapshot().hasTag('authenticated');
  const wishlist = createActor(createWishlistMachine(client), {
    input: {
      ...restoreWishlist(storage.local),
      isAuthenticated: isAuthenticated(),
      loginPath: paths.wishlistLogin,
    },
  });
  // The checkout's code is fetched on first need; until then the shop runs without it.
  let running: RunningCheckout | undefined;
  let checkoutLoad: Promise<Actor<typeof checkoutMachine>> | undefined;
  const checkoutListeners = new Set<() => void>();
  let markStarted: () => void = () => {};
  const whenStarted = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  // The session as last decided (undefined while a stored token is being verified): a checkout loaded later hears it.
  let wasAuthenticated: boolean | undefined;

  const cleanups: Array<() => void> = [];
  let started = false;
  let stopped = false;

  const shop: Shop = {
    client,
    bridge,
    auth,
    cart,
    get checkout() {
      return running?.actor;
    },
    loadCheckout: () => {
      checkoutLoad ??= Promise.all([loadCheckoutModule(), whenStarted]).then(([{ startCheckout }]) => {
        running = startCheckout({
          orders: client.orders,
          delivery: client.delivery,
          storage: storage.local,
          auth,
          cart,
          navigate,
          paths,
        });
        if (stopped) running.stop();
        else if (wasAuthenticated !== undefined) running.authChanged(wasAuthenticated);
        for (const listener of checkoutListeners) listener();
        return running.actor;
      });
      return checkoutLoad;
    },
    subscribeToCheckout: (listener) => {
      checkoutListeners.add(listener);
      return () => checkoutListeners.delete(listener);
    },
    wishlist,
    storage,
    paths,
    verifyToken: verifyWithToken,
    navigate,
    onNavigate: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (started) return shop;
      started = true;
      // First subscribers: the stored token is written before anyone reacts to a sign-in.
      cleanups.push(
        persistSession(auth, storage),
        persistCart(cart, storage.local),
        persistWishlist(wishlist, storage.local),
      );
      cleanups.push(
        bridge.connect({
          getToken: () => auth.getSnapshot().context.token,
          onUnauthorized: () => auth.send({ type: 'UNAUTHORIZED' }),
        }),
      );
      if (options.subscribeToUnauthorized) {
        cleanups.push(options.subscribeToUnauthorized(() => auth.send({ type: 'UNAUTHORIZED' })));
      }
      const navigations = [
        auth.on('navigate', ({ to }) => navigate(to)),
        wishlist.on('navigate', ({ to }) => navigate(to)),
      ];
      cleanups.push(() => {
        for (const subscription of navigations) subscription.unsubscribe();
      });
      const authSubscription = auth.subscribe((snapshot) => {
        const now = snapshot.hasTag('authenticated');
        // While a stored token is being verified, nothing is decided yet.
        if (snapshot.matches('restoring') || snapshot.matches('verifying') || now === wasAuthenticated)
          return;
        wasAuthenticated = now;
        wishlist.send({ type: now ? 'AUTHENTICATED' : 'SIGNED_OUT' });
        running?.authChanged(now);
      });
      cleanups.push(() => authSubscription.unsubscribe());
      cart.start();
      wishlist.start();
      auth.start();
      markStarted();
      // A reload in the middle of a payment, or back from a sign-in the checkout waits for: it goes on at once.
      if (hasCheckoutInProgress(storage.local)) void shop.loadCheckout();
      return shop;
    },
    stop: () => {
      stopped = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      running?.stop();
      for (const actor of [auth, cart, wishlist]) actor.stop();
    },
  };
  return shop;
}

async function withStoredToken<T>(
  storage: HeadlessStorage,
  token: string,
  call: () => Promise<T>,
): Promise<T> {
  const stored = safely(
    () => storage.local.getItem(STORAGE_KEYS.token) ?? storage.session.getItem(STORAGE_KEYS.token),
  );
  if (stored === token) return call();
  const previous = safely(() => storage.session.getItem(STORAGE_KEYS.token)) ?? null;
  const previousLocal = safely(() => storage.local.getItem(STORAGE_KEYS.token)) ?? null;
  safely(() => storage.local.removeItem(STORAGE_KEYS.token));
  safely(() => storage.session.setItem(STORAGE_KEYS.token, token));
  try {
    return await call();
  } finally {
    safely(() => {
      if (previous === null) storage.session.removeItem(STORAGE_KEYS.token);
      else storage.session.setItem(STORAGE_KEYS.token, previous);
      if (previousLocal !== null) storage.local.setItem(STORAGE_KEYS.token, previousLocal);
    });
  }
}
