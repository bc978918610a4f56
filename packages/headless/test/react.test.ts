import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../src/auth/storage.js';
import { buildCartItem } from '../src/cart/cart-item.js';
import {
  TerangaProvider,
  useAuth,
  useCart,
  useCheckout,
  useHydrated,
  useIsFavorite,
  useLoadShop,
  useSignInReturn,
  useWishlist,
} from '../src/react.js';
import { createMemoryStorage } from '../src/shared/storage.js';
import { createSessionBridge } from '../src/shop/session-bridge.js';
import { createShop, type Shop } from '../src/shop/shop.js';
import { demoUser, fakeBackend } from './support/fake-client.js';
import { makeToken } from './support/tokens.js';

const P1 = '0123456789abcdef01234567';

function Probe() {
  const auth = useAuth();
  const cart = useCart();
  const cartInEuros = useCart({ currency: 'EUR' });
  const checkout = useCheckout();
  const wishlist = useWishlist();
  const favourite = useIsFavorite(P1);
  return createElement(
    'p',
    null,
    [
      `user=${auth.displayName}`,
      `auth=${auth.isAuthenticated}`,
      `items=${cart.totalItems}`,
      `shipping=${cart.shippingLabel}`,
      `shippingEur=${cartInEuros.shippingLabel}`,
      `method=${checkout.paymentMethod}`,
      `favourites=${wishlist.tooltip}`,
      `p1=${favourite}`,
    ].join(' | '),
  );
}

function SignInReturnProbe({ url }: { url: string }) {
  const { status, error } = useSignInReturn(url);
  return createElement('p', null, `${status}: ${error ?? ''}`);
}

const prefixed = (prefix: string, record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [`${prefix}.${key}`, value]));

function shopWith(storage = createMemoryStorage()) {
  const bridge = createSessionBridge(storage);
  return createShop({ client: fakeBackend(bridge.getToken, bridge.onUnauthorized).client, storage, bridge });
}

/** A browser's storage after a visit: a session, two units in the cart, one favourite. */
function storageHoldingEverything() {
  const storage = createMemoryStorage();
  saveSession(storage, { token: makeToken(), user: demoUser, rememberMe: true });
  storage.local.setItem(
    'cart-storage',
    JSON.stringify({
      state: { items: [buildCartItem({ _id: P1, name: 'Boubou', price: 20 }, { quantity: 2 }, 1)] },
    }),
  );
  storage.local.setItem('wishlist-storage', JSON.stringify({ state: { favoriteIds: [P1] } }));
  return storage;
}

describe('React bindings (server rendering, no DOM)', () => {
  it('renders the state of every machine through the hooks', () => {
    const storage = storageHoldingEverything();
    const html = renderToString(
      createElement(TerangaProvider, { shop: shopWith(storage) }, createElement(Probe)),
    );
    expect(html).toContain(
      'user=Awa Diop | auth=true | items=2 | shipping=6\u202f550 CFA | shippingEur=10,00€ | method=wave | favourites=1 | p1=true',
    );
  });

  it('renders a signed-out visitor with an empty cart', () => {
    const html = renderToString(createElement(TerangaProvider, { shop: shopWith() }, createElement(Probe)));
    expect(html).toContain(
      'user= | auth=false | items=0 | shipping=Gratuite | shippingEur=Gratuite | method=wave | favourites=Favoris vides | p1=false',
    );
  });

  it('with serverRendering, draws a signed-out visitor with an empty cart whatever the shop holds', () => {
    // What the server cannot read (the browser's storage) must not be in its HTML, nor in the browser's first render,
    // which hydrates that HTML: both read a blank shop, the render after hydration the real one.
    const storage = storageHoldingEverything();
    const shop = shopWith(storage);
    const html = renderToString(
      createElement(TerangaProvider, { shop, serverRendering: true }, createElement(Probe)),
    );
    expect(html).toContain(
      'user= | auth=false | items=0 | shipping=Gratuite | shippingEur=Gratuite | method=wave | favourites=Favoris vides | p1=false',
    );
    // The real shop is untouched, and without the option it shows at once.
    expect(shop.cart.getSnapshot().context.items).toHaveLength(1);
    expect(renderToString(createElement(TerangaProvider, { shop }, createElement(Probe)))).toContain(
      'items=2',
    );
  });

  it('with serverRendering and nothing stored, reads the real shop from the start (no second render after hydration)', () => {
    const shop = shopWith();
    let actor: unknown;
    function ActorProbe() {
      actor = useCart().actor;
      return null;
    }
    renderToString(
      createElement(TerangaProvider, { shop, serverRendering: true }, createElement(ActorProbe)),
    );
    expect(actor).toBe(shop.cart);
    // Something stored: a blank shop stands in for it.
    shop.cart.start();
    shop.cart.send({
      type: 'ADD',
      item: buildCartItem({ _id: P1, name: 'Boubou', price: 20 }, { quantity: 1 }, 1),
    });
    renderToString(
      createElement(TerangaProvider, { shop, serverRendering: true }, createElement(ActorProbe)),
    );
    expect(actor).not.toBe(shop.cart);
  });

  it('useHydrated is false while a page is drawn on the server', () => {
    function HydratedProbe() {
      return createElement('p', null, `hydrated=${useHydrated()}`);
    }
    expect(renderToString(createElement(HydratedProbe))).toContain('hydrated=false');
  });

  it('builds its own shop from a client and a storage, its machines loaded on demand', async () => {
    const storage = createMemoryStorage();
    const bridge = createSessionBridge(storage);
    const { client } = fakeBackend(bridge.getToken, bridge.onUnauthorized);
    let load: (() => Promise<Shop>) | undefined;
    function Loader() {
      load = useLoadShop();
      return createElement(SignInReturnProbe, { url: '/auth/callback' });
    }
    // Drawn without the machines (their code is a chunk of its own): the sign-in return waits for them.
    const html = renderToString(
      createElement(TerangaProvider, { client, storage, bridge }, createElement(Loader)),
    );
    expect(html).toContain('loading: ');
    const shop = await load?.();
    expect(shop?.client).toBe(client);
    expect(shop?.auth.getSnapshot().matches('signedOut')).toBe(true);
    expect(await load?.()).toBe(shop);
    // Once loaded, the screen's machine reads the address as before.
    const after = renderToString(
      createElement(TerangaProvider, { shop }, createElement(SignInReturnProbe, { url: '/auth/callback' })),
    );
    expect(after).toContain(
      'error: Aucun token reçu dans l&#x27;URL. Veuillez réessayer l&#x27;authentification.',
    );
  });

  it('before the machines are loaded, reads what storage holds: the session, the cart and the favourites', () => {
    const storage = storageHoldingEverything();
    const bridge = createSessionBridge(storage);
    const { client } = fakeBackend(bridge.getToken, bridge.onUnauthorized);
    const html = renderToString(
      createElement(TerangaProvider, { client, storage, bridge }, createElement(Probe)),
    );
    // The same as the machines draw (the test above).
    expect(html).toContain(
      'user=Awa Diop | auth=true | items=2 | shipping=6\u202f550 CFA | shippingEur=10,00€ | method=wave | favourites=1 | p1=true',
    );
    // A server-drawn page still hydrates as a signed-out visitor with an empty cart.
    const drawn = renderToString(
      createElement(
        TerangaProvider,
        { client, storage, bridge, serverRendering: true },
        createElement(Probe),
      ),
    );
    expect(drawn).toContain('auth=false');
    expect(drawn).toContain('items=0');
  });

  it('keeps the action functions of every hook the same across renders (safe in effect dependencies)', () => {
    const seen: Array<Record<string, unknown>> = [];
    function Collector() {
      const { actor: _a, ...auth } = useAuth();
      const { actor: _c, ...cart } = useCart();
      const { actor: _k, ...checkout } = useCheckout();
      const { actor: _w, isFavorite: _f, ...wishlist } = useWishlist();
      seen.push({
        ...prefixed('auth', auth),
        ...prefixed('cart', cart),
        ...prefixed('checkout', checkout),
        ...prefixed('wishlist', wishlist),
      });
      return null;
    }
    const shop = shopWith();
    renderToString(createElement(TerangaProvider, { shop }, createElement(Collector)));
    renderToString(createElement(TerangaProvider, { shop }, createElement(Collector)));
    const [first, second] = seen as [Record<string, unknown>, Record<string, unknown>];
    const actions = Object.keys(first).filter((key) => typeof first[key] === 'function');
    expect(actions).toEqual(
      expect.arrayContaining([
        'auth.dismiss',
        'auth.login',
        'cart.addProduct',
        'checkout.pay',
        'wishlist.dismiss',
      ]),
    );
    for (const key of actions) expect(second[key], key).toBe(first[key]);
    // Another shop gets its own functions, bound to its own machines.
    renderToString(createElement(TerangaProvider, { shop: shopWith() }, createElement(Collector)));
    expect(seen[2]?.['auth.dismiss']).not.toBe(first['auth.dismiss']);
  });

  it('refuses hooks outside the provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(
      'Teranga hooks must be used inside <TerangaProvider>',
    );
  });
});
