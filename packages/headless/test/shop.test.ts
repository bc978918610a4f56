import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartItem } from '../src/cart/cart-item.js';
import { createMemoryStorage } from '../src/shared/storage.js';
import { createSessionBridge } from '../src/shop/session-bridge.js';
import { createShop } from '../src/shop/shop.js';
import { createSignInReturn } from '../src/sign-in-return/sign-in-return.shop.js';
import { beginSocialSignIn } from '../src/sign-in-return/social-sign-in.js';
import { flush } from './support/deferred.js';
import { demoUser, fakeBackend } from './support/fake-client.js';
import { wishlistItemOf } from './support/sdk-fixtures.js';

const P1 = '0123456789abcdef01234567';

/** The payment step, typed before paying (the fake account has no phone or address to prefill). */
async function fillPayer(shop: ReturnType<typeof createShop>) {
  const checkout = await shop.loadCheckout();
  // The typed address takes the address book's fields (the landmark may stay empty).
  const typed = { phone: '77 123 45 67', fullName: 'Awa Diop', quartier: 'Médina', street: 'Rue 10' };
  for (const [field, value] of Object.entries({ ...typed, city: 'Dakar', region: 'Dakar' }))
    checkout.send({ type: 'EDIT_PAYER', field: field as keyof typeof typed, value });
  return checkout;
}

function setup() {
  const storage = createMemoryStorage();
  const bridge = createSessionBridge(storage);
  const backend = fakeBackend(bridge.getToken, bridge.onUnauthorized);
  const shop = createShop({ client: backend.client, storage, bridge });
  const navigations: string[] = [];
  shop.onNavigate((to) => navigations.push(to));
  shop.start();
  return { storage, bridge, backend, shop, navigations };
}

describe('the wired shop (no UI)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs in, sends the session token as bearer and loads the wishlist; signs out and clears it', async () => {
    const { shop, backend } = setup();
    backend.favourites.set(P1, wishlistItemOf(P1));
    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1', rememberMe: true });
    await flush();
    expect(shop.bridge.getToken()).toBe(shop.auth.getSnapshot().context.token);
    expect(shop.wishlist.getSnapshot().context.favoriteIds.has(P1)).toBe(true);
    expect(backend.seenBearers.at(-1)).toBe(shop.auth.getSnapshot().context.token);
    shop.auth.send({ type: 'LOGOUT' });
    await flush();
    expect(shop.wishlist.getSnapshot().context.items).toEqual([]);
    expect(shop.bridge.getToken()).toBeNull();
  });

  it('a 401 on any call logs out with the session message and navigates to /login', async () => {
    const { shop, backend, navigations } = setup();
    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    backend.revokeAll();
    shop.wishlist.send({ type: 'RELOAD' });
    await flush();
    expect(shop.auth.getSnapshot().value).toBe('signedOut');
    expect(shop.auth.getSnapshot().context.notice).toBe('Session expirée. Redirection en cours...');
    expect(navigations).toContain('/login');
    expect(shop.wishlist.getSnapshot().matches({ data: 'guest' })).toBe(true);
  });

  it('restores a stored token by verifying it with that token as bearer', async () => {
    const storage = createMemoryStorage();
    const bridge = createSessionBridge(storage);
    const backend = fakeBackend(bridge.getToken, bridge.onUnauthorized);
    const token = backend.issue();
    storage.local.setItem('token', token);
    const shop = createShop({ client: backend.client, storage, bridge }).start();
    await flush();
    expect(backend.seenBearers[0]).toBe(token);
    expect(shop.auth.getSnapshot().context.user).toEqual(demoUser);
    expect(backend.client.wishlist.list).toHaveBeenCalled();
  });

  it('pending checkout: signed out goes to login, then pays by itself after sign-in and empties the cart', async () => {
    const { shop, navigations, storage, backend } = setup();
    shop.cart.send({ type: 'ADD', item: buildCartItem({ _id: P1, name: 'Boubou', price: 45.9 }, {}, 1) });
    const checkout = await fillPayer(shop);
    checkout.send({ type: 'PAY' });
    expect(navigations).toEqual(['/login?redirect=checkout']);
    expect(storage.local.getItem('redirectAfterLogin')).toBe('/cart');
    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    expect(checkout.getSnapshot().hasTag('paying')).toBe(true);
    // The cart's line became the order's line, with the attempt's key.
    expect(backend.client.orders?.create).toHaveBeenCalledWith(
      expect.objectContaining({ items: [{ productId: P1, quantity: 1 }], paymentMethod: 'wave' }),
      { idempotencyKey: expect.any(String) },
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(checkout.getSnapshot().value).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(shop.cart.getSnapshot().context.items).toEqual([]);
    expect(navigations.at(-1)).toBe(`/order-confirmation?order=${'1'.padStart(24, '0')}`);
  });

  it('starts without the checkout: its code loads on first need, and what is sent meanwhile waits for it', async () => {
    const { shop } = setup();
    await flush();
    expect(shop.checkout).toBeUndefined();
    const loaded = vi.fn();
    shop.subscribeToCheckout(loaded);
    const checkout = await shop.loadCheckout();
    expect(shop.checkout).toBe(checkout);
    expect(await shop.loadCheckout()).toBe(checkout);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(checkout.getSnapshot().value).toBe('idle');
  });

  it('a reload while a payment is awaited loads the checkout at start and keeps waiting for that order', async () => {
    const first = setup();
    first.shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    first.shop.cart.send({
      type: 'ADD',
      item: buildCartItem({ _id: P1, name: 'Boubou', price: 45.9 }, {}, 1),
    });
    (await fillPayer(first.shop)).send({ type: 'PAY' });
    await flush();
    expect(first.backend.client.orders?.create).toHaveBeenCalledTimes(1);
    first.shop.stop();

    const shop = createShop({ client: first.backend.client, storage: first.storage, bridge: first.bridge });
    const navigations: string[] = [];
    shop.onNavigate((to) => navigations.push(to));
    shop.start();
    await vi.waitFor(() => expect(shop.checkout?.getSnapshot().hasTag('paying')).toBe(true));
    await vi.advanceTimersByTimeAsync(4000);
    expect(first.backend.client.orders?.create).toHaveBeenCalledTimes(1);
    expect(shop.cart.getSnapshot().context.items).toEqual([]);
    expect(navigations.at(-1)).toBe(`/order-confirmation?order=${'1'.padStart(24, '0')}`);
  });

  it('the sign-in return verifies the URL token, signs in and goes to the stored target', async () => {
    const { shop, backend, navigations, storage } = setup();
    const token = backend.issue();
    storage.local.setItem('redirectAfterLogin', '/wishlist');
    // The nonce beginSocialSignIn kept in the shop's session storage before leaving for the provider.
    const nonce = beginSocialSignIn(storage.session);
    const screen = createSignInReturn(shop, `/auth/success#token=${token}&nonce=${nonce}`).start();
    await flush();
    expect(screen.getSnapshot().value).toBe('succeeded');
    expect(shop.auth.getSnapshot().context.token).toBe(token);
    expect(storage.local.getItem('token')).toBe(token);
    vi.advanceTimersByTime(1500);
    expect(navigations.at(-1)).toBe('/wishlist');
  });

  it('login CSRF: a link to /auth/success with a real token but no sign-in started here signs nobody in', async () => {
    const { shop, backend, storage } = setup();
    const token = backend.issue();
    for (const url of [
      `/auth/success?token=${token}`,
      `/auth/success#token=${token}&nonce=devine-0123456789abcdefgh`,
    ]) {
      const screen = createSignInReturn(shop, url).start();
      await flush();
      expect(screen.getSnapshot().value).toBe('failed');
    }
    expect(shop.auth.getSnapshot().context.token).toBeNull();
    expect(storage.local.getItem('token')).toBeNull();
  });

  it('builds the client from a factory given the bridge', async () => {
    const storage = createMemoryStorage();
    let built: ReturnType<typeof fakeBackend> | undefined;
    const shop = createShop({
      storage,
      client: (bridge) => {
        built = fakeBackend(bridge.getToken, bridge.onUnauthorized);
        return built.client;
      },
    }).start();
    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    built?.revokeAll();
    shop.auth.send({ type: 'UPDATE_PROFILE', fields: { firstName: 'X' } });
    await flush();
    expect(shop.auth.getSnapshot().value).toBe('signedOut');
  });

  it('works with a plain client whose bearer is the stored token (no bridge)', async () => {
    const storage = createMemoryStorage();
    const storedToken = () => storage.local.getItem('token') ?? storage.session.getItem('token');
    // Like the reference app's sdk.ts: getToken reads storage, 401s go to listeners.
    const listeners = new Set<() => void>();
    const backend = fakeBackend(storedToken, () => {
      for (const listener of listeners) listener();
    });
    const subscribeToUnauthorized = (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    const token = backend.issue();
    const shop = createShop({ client: backend.client, storage, subscribeToUnauthorized }).start();
    const nonce = beginSocialSignIn(storage.session);
    const screen = createSignInReturn(shop, `/auth/success#token=${token}&nonce=${nonce}`).start();
    await flush();
    expect(backend.seenBearers[0]).toBe(token);
    expect(screen.getSnapshot().value).toBe('succeeded');
    expect(storage.local.getItem('token')).toBe(token);
    expect(storage.session.getItem('token')).toBeNull();
    backend.revokeAll();
    shop.wishlist.send({ type: 'RELOAD' });
    await flush();
    expect(shop.auth.getSnapshot().value).toBe('signedOut');
  });

  describe('storage, kept in step from outside the machines', () => {
    // Written by the release before this one (the machines wrote storage themselves), byte for byte.
    const oldCart =
      '{"state":{"items":[{"id":"p1-M-Rouge-1","productId":"0123456789abcdef01234567","name":"Boubou","price":12.5,' +
      '"image":"/b.jpg","size":"M","color":"Rouge","quantity":2,"maxQuantity":5,"availability":"in_stock"},' +
      '{"id":"broken"}],"isOpen":false,"totalItems":2,"totalPrice":25},"version":0}';
    const oldWishlist = JSON.stringify({
      state: { items: [wishlistItemOf(P1)], favoriteIds: [P1] },
      version: 0,
    });

    it('reads a cart and a wishlist saved in the old format, and goes on writing that format', () => {
      const storage = createMemoryStorage();
      storage.local.setItem('cart-storage', oldCart);
      storage.local.setItem('wishlist-storage', oldWishlist);
      const shop = createShop({
        client: fakeBackend(
          () => null,
          () => {},
        ).client,
        storage,
      });
      // Read before start: once started, a guest's favourites are cleared (auth says signed out).
      expect([...shop.wishlist.getSnapshot().context.favoriteIds]).toEqual([P1]);
      shop.start();
      const cart = shop.cart.getSnapshot().context;
      expect(cart.items.map((item) => item.id)).toEqual(['p1-M-Rouge-1']);
      expect(cart).toMatchObject({ totalItems: 2, totalPrice: 25 });

      shop.cart.send({ type: 'INCREMENT', id: 'p1-M-Rouge-1' });
      expect(JSON.parse(storage.local.getItem('cart-storage') ?? '{}')).toEqual({
        state: {
          items: [{ ...cart.items[0], quantity: 3 }],
          isOpen: false,
          totalItems: 3,
          totalPrice: 37.5,
        },
        version: 0,
      });
      shop.stop();
    });

    it('writes nothing before the shopper changes something, then every change', () => {
      const { storage, shop } = setup();
      vi.advanceTimersByTime(10_000);
      expect(storage.local.getItem('cart-storage')).toBeNull();
      expect(storage.local.getItem('wishlist-storage')).toBeNull();
      expect(storage.local.getItem('auth-storage')).toBeNull();
      shop.cart.send({ type: 'ADD', item: buildCartItem({ _id: P1, name: 'Boubou', price: 10 }, {}, 1) });
      expect(JSON.parse(storage.local.getItem('cart-storage') ?? '{}').state.totalItems).toBe(1);
      shop.cart.send({ type: 'TOGGLE' });
      expect(JSON.parse(storage.local.getItem('cart-storage') ?? '{}').state.isOpen).toBe(true);
      shop.cart.send({ type: 'CLEAR' });
      expect(JSON.parse(storage.local.getItem('cart-storage') ?? '{}').state.items).toEqual([]);
      shop.stop();
    });

    it('the pending checkout: writes pendingCheckout and redirectAfterLogin, keeps them across a reload, removes the flag after sign-in', async () => {
      const first = setup();
      first.shop.cart.send({
        type: 'ADD',
        item: buildCartItem({ _id: P1, name: 'Boubou', price: 10 }, {}, 1),
      });
      expect(first.storage.local.getItem('pendingCheckout')).toBeNull();
      (await fillPayer(first.shop)).send({ type: 'PAY' });
      expect(first.storage.local.getItem('pendingCheckout')).toBe('true');
      expect(first.storage.local.getItem('redirectAfterLogin')).toBe('/cart');
      first.shop.stop();

      // The page comes back from a sign-in that left it (OAuth): a new shop over the same storage.
      const { storage } = first;
      const bridge = createSessionBridge(storage);
      const backend = fakeBackend(bridge.getToken, bridge.onUnauthorized);
      const shop = createShop({ client: backend.client, storage, bridge }).start();
      // The stored pending checkout loads the checkout's code at start, without any page asking for it.
      await vi.waitFor(() => expect(shop.checkout).toBeDefined());
      const checkout = await shop.loadCheckout();
      expect(checkout.getSnapshot().value).toBe('awaitingSignIn');
      expect(storage.local.getItem('pendingCheckout')).toBe('true');
      shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
      await flush();
      // What was typed before leaving came back with the page.
      expect(checkout.getSnapshot().hasTag('paying')).toBe(true);
      expect(checkout.getSnapshot().context.payer.street).toBe('Rue 10');
      expect(storage.local.getItem('pendingCheckout')).toBeNull();
      // The redirect target is the sign-in return's to use up, not the checkout's.
      expect(storage.local.getItem('redirectAfterLogin')).toBe('/cart');
      shop.stop();
    });

    it('the sign-in return: the nonce is removed at start (not when the actor is made), the target on success only', async () => {
      const { shop, backend, storage, navigations } = setup();
      const token = backend.issue();
      storage.local.setItem('redirectAfterLogin', '/cart');
      const nonce = beginSocialSignIn(storage.session);
      const url = `/auth/success#token=${token}&nonce=${nonce}`;
      // React's StrictMode makes the actor twice and starts one: the first must leave the nonce.
      createSignInReturn(shop, url);
      expect(storage.session.getItem('signInNonce')).toBe(nonce);
      const screen = createSignInReturn(shop, url);
      expect(storage.session.getItem('signInNonce')).toBe(nonce);
      screen.start();
      expect(storage.session.getItem('signInNonce')).toBeNull();
      await flush();
      expect(screen.getSnapshot().value).toBe('succeeded');
      expect(storage.local.getItem('redirectAfterLogin')).toBe('/cart');
      vi.advanceTimersByTime(1500);
      expect(navigations.at(-1)).toBe('/cart');
      expect(storage.local.getItem('redirectAfterLogin')).toBeNull();

      // A failed return uses up the nonce but leaves the target.
      storage.local.setItem('redirectAfterLogin', '/wishlist');
      const again = beginSocialSignIn(storage.session);
      const failed = createSignInReturn(shop, `/auth/callback?error=Refus%C3%A9#nonce=${again}`).start();
      expect(storage.session.getItem('signInNonce')).toBeNull();
      vi.advanceTimersByTime(3000);
      expect(failed.getSnapshot().value).toBe('done');
      expect(navigations.at(-1)).toBe('/login');
      expect(storage.local.getItem('redirectAfterLogin')).toBe('/wishlist');
    });

    it('stops writing once the shop is stopped', () => {
      const { storage, shop } = setup();
      shop.stop();
      shop.cart.send({ type: 'ADD', item: buildCartItem({ _id: P1, name: 'Boubou', price: 10 }, {}, 1) });
      expect(storage.local.getItem('cart-storage')).toBeNull();
    });
  });
});
