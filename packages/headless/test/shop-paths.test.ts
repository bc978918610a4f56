import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartItem } from '../src/cart/cart-item.js';
import { DEFAULT_SHOP_PATHS, type ShopPaths, shopPaths } from '../src/shared/paths.js';
import { createMemoryStorage } from '../src/shared/storage.js';
import { createSessionBridge } from '../src/shop/session-bridge.js';
import { createShop } from '../src/shop/shop.js';
import { createSignInReturn } from '../src/sign-in-return/sign-in-return.shop.js';
import { flush } from './support/deferred.js';
import { fakeBackend } from './support/fake-client.js';

const P1 = '0123456789abcdef01234567';
const ORDER = '1'.padStart(24, '0');

/** Another shop's addresses: none of the defaults. */
const OTHER_SHOP: ShopPaths = {
  home: '/accueil',
  login: '/connexion',
  checkoutLogin: '/connexion?retour=paiement',
  checkoutReturn: '/panier',
  wishlistLogin: '/connexion?retour=favoris',
  orderConfirmation: (id) => (id ? `/commandes/${id}/merci` : '/commandes'),
};

function setup(paths?: Partial<ShopPaths>) {
  const storage = createMemoryStorage();
  const bridge = createSessionBridge(storage);
  const backend = fakeBackend(bridge.getToken, bridge.onUnauthorized);
  const shop = createShop({ client: backend.client, storage, bridge, paths });
  const navigations: string[] = [];
  shop.onNavigate((to) => navigations.push(to));
  shop.start();
  return { storage, backend, shop, navigations };
}

async function payWhileSignedOut(shop: ReturnType<typeof createShop>) {
  shop.cart.send({ type: 'ADD', item: buildCartItem({ _id: P1, name: 'Boubou', price: 45.9 }, {}, 1) });
  const checkout = await shop.loadCheckout();
  const typed = { phone: '77 123 45 67', fullName: 'Awa Diop', quartier: 'Médina', street: 'Rue 10' };
  for (const [field, value] of Object.entries({ ...typed, city: 'Dakar', region: 'Dakar' }))
    checkout.send({ type: 'EDIT_PAYER', field: field as keyof typeof typed, value });
  checkout.send({ type: 'PAY' });
  return checkout;
}

describe("the machines' destinations, chosen by the app", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fills what the app leaves out with the documented defaults', () => {
    expect(shopPaths({ login: '/connexion' })).toEqual({ ...DEFAULT_SHOP_PATHS, login: '/connexion' });
    expect(DEFAULT_SHOP_PATHS.orderConfirmation('a b')).toBe('/order-confirmation?order=a%20b');
    expect(DEFAULT_SHOP_PATHS.orderConfirmation()).toBe('/order-confirmation');
  });

  it("checkout: signs in, comes back and confirms at the app's addresses", async () => {
    const { shop, navigations, storage } = setup(OTHER_SHOP);
    await payWhileSignedOut(shop);
    expect(navigations).toEqual(['/connexion?retour=paiement']);
    expect(storage.local.getItem('redirectAfterLogin')).toBe('/panier');
    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    await vi.advanceTimersByTimeAsync(4000);
    expect(navigations.at(-1)).toBe(`/commandes/${ORDER}/merci`);
  });

  it("auth: an expired session goes to the app's sign-in page", async () => {
    const { shop, backend, navigations } = setup(OTHER_SHOP);
    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    backend.revokeAll();
    shop.wishlist.send({ type: 'RELOAD' });
    await flush();
    expect(navigations).toEqual(['/connexion']);
  });

  it("wishlist: the sign-in prompt leads to the app's page", async () => {
    const { shop, navigations } = setup(OTHER_SHOP);
    await flush();
    shop.wishlist.send({ type: 'TOGGLE', productId: P1 });
    shop.wishlist.send({ type: 'SIGN_IN' });
    expect(navigations).toEqual(['/connexion?retour=favoris']);
  });

  it("sign-in return: a failed return goes to the app's sign-in page", async () => {
    const { shop, navigations } = setup(OTHER_SHOP);
    createSignInReturn(shop, '/auth/success?error=access_denied').start();
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(navigations.at(-1)).toBe('/connexion');
  });

  it('without paths, the reference shop’s addresses', async () => {
    const { shop, navigations } = setup();
    await payWhileSignedOut(shop);
    expect(navigations).toEqual(['/login?redirect=checkout']);
  });
});
