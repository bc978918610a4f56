import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createTerangaClient,
  type WishlistItem as SdkWishlistItem,
  type TerangaClient,
  type User,
} from '@teranga/sdk';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { HeadlessClient, HeadlessUser, WishlistItem } from '../src/client.js';
import { createMemoryStorage } from '../src/shared/storage.js';
import { createSessionBridge } from '../src/shop/session-bridge.js';
import { createShop } from '../src/shop/shop.js';
import { makeToken } from './support/tokens.js';

// Compile-time: the SDK client fits the narrow interface the machines call, with no cast.
const fits = (client: TerangaClient): HeadlessClient => client;
void fits;
// Compile-time: that interface is the SDK's own calls and types, not a copy that could drift from them.
expectTypeOf<HeadlessClient['auth']['login']>().toEqualTypeOf<TerangaClient['auth']['login']>();
expectTypeOf<HeadlessClient['auth']['updateProfile']>().toEqualTypeOf<
  TerangaClient['auth']['updateProfile']
>();
expectTypeOf<HeadlessClient['wishlist']>().toEqualTypeOf<TerangaClient['wishlist']>();
expectTypeOf<WishlistItem>().toEqualTypeOf<SdkWishlistItem>();
expectTypeOf<HeadlessUser>().toEqualTypeOf<Partial<User>>();

const USER = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  firstName: 'Awa',
  lastName: 'Diop',
  email: 'awa@example.sn',
  role: 'customer',
};
const P1 = 'fedcba9876543210fedcba98';
const TOKEN = makeToken({ exp: 4_102_444_800 });

/** A tiny real HTTP back end speaking the contract's envelope, enough for auth and wishlist. */
function handler(favourites: Set<string>, revoked: { value: boolean }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    const authed = req.headers.authorization === `Bearer ${TOKEN}` && !revoked.value;
    if (req.method === 'POST' && url.pathname === '/api/auth/login') {
      if (body.password !== 'Secret1')
        return send(401, { success: false, message: 'Email/téléphone ou mot de passe incorrect' });
      return send(200, { success: true, data: { token: TOKEN, user: USER } });
    }
    if (!authed) return send(401, { success: false, message: 'Session expirée, veuillez vous reconnecter' });
    if (url.pathname === '/api/auth/verify-token') return send(200, { success: true, data: { user: USER } });
    if (url.pathname === '/api/auth/logout')
      return send(200, { success: true, message: 'Déconnexion réussie' });
    if (url.pathname === '/api/wishlist' && req.method === 'GET')
      return send(200, {
        success: true,
        data: {
          items: [...favourites].map((id) => ({
            _id: `w${id}`.slice(0, 24),
            id: `w${id}`.slice(0, 24),
            productId: id,
            notes: '',
            createdAt: new Date(0).toISOString(),
          })),
        },
      });
    if (url.pathname.startsWith('/api/wishlist/check/'))
      return send(200, {
        success: true,
        data: { isInWishlist: favourites.has(url.pathname.split('/').at(-1) ?? '') },
      });
    if (url.pathname === '/api/wishlist' && req.method === 'POST') {
      if (favourites.has(body.productId))
        return send(409, { success: false, message: 'Produit déjà dans les favoris' });
      favourites.add(body.productId);
      return send(201, {
        success: true,
        data: {
          _id: `w${body.productId}`.slice(0, 24),
          id: `w${body.productId}`.slice(0, 24),
          productId: body.productId,
          notes: '',
          createdAt: new Date(0).toISOString(),
        },
      });
    }
    if (url.pathname.startsWith('/api/wishlist/') && req.method === 'DELETE') {
      favourites.delete(url.pathname.split('/').at(-1) ?? '');
      return send(200, { success: true, message: 'Produit retiré des favoris' });
    }
    return send(404, { success: false, message: 'Introuvable' });
  };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the machines with the real @teranga/sdk client over HTTP', () => {
  const favourites = new Set<string>();
  const revoked = { value: false };
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createServer(handler(favourites, revoked));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs in, toggles a favourite on the server, and logs out on a 401', async () => {
    const storage = createMemoryStorage();
    const bridge = createSessionBridge(storage);
    const sdk = createTerangaClient({
      baseUrl,
      getToken: bridge.getToken,
      onUnauthorized: bridge.onUnauthorized,
    });
    const shop = createShop({ client: sdk, storage, bridge }).start();
    const navigations: string[] = [];
    shop.onNavigate((to) => navigations.push(to));

    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'nope12' });
    await until(
      () => shop.auth.getSnapshot().matches('signedOut') && shop.auth.getSnapshot().context.error !== null,
    );
    expect(shop.auth.getSnapshot().context.error).toBe('Email/téléphone ou mot de passe incorrect');

    shop.auth.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await until(() => shop.wishlist.getSnapshot().matches({ data: { signedIn: 'ready' } }));
    shop.wishlist.send({ type: 'TOGGLE', productId: P1 });
    await until(() => favourites.has(P1) && shop.wishlist.getSnapshot().context.favoriteIds.has(P1));

    revoked.value = true;
    shop.wishlist.send({ type: 'RELOAD' });
    await until(() => shop.auth.getSnapshot().matches('signedOut'));
    expect(shop.auth.getSnapshot().context.notice).toBe('Session expirée. Redirection en cours...');
    expect(navigations).toContain('/login');
    expect(storage.local.getItem('token') ?? storage.session.getItem('token')).toBeNull();
    shop.stop();
  });
});
