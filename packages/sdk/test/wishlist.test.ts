import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { PRODUCT_ID, TOKEN, wishlistItem } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = () => createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });

describe('the wishlist calls', () => {
  it('add posts productId and notes and reads the item of data', async () => {
    server.on('POST', '/api/wishlist', { status: 201, json: { success: true, data: wishlistItem } });
    expect(await sdk().wishlist.add(PRODUCT_ID, 'Pour la Tabaski')).toEqual(wishlistItem);
    expect(server.requests[0]?.json).toEqual({ productId: PRODUCT_ID, notes: 'Pour la Tabaski' });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('add reads the item at the root too', async () => {
    server.on('POST', '/api/wishlist', { status: 201, json: wishlistItem });
    expect((await sdk().wishlist.add(PRODUCT_ID)).productId).toBe(PRODUCT_ID);
    expect(server.requests[0]?.json).toEqual({ productId: PRODUCT_ID });
  });

  it('add of a product already there fails with 409, code conflict, the French message and the body', async () => {
    const body = { success: false, message: 'Produit déjà dans les favoris' };
    server.on('POST', '/api/wishlist', { status: 409, json: body });
    await expect(sdk().wishlist.add(PRODUCT_ID)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Produit déjà dans les favoris',
      body,
    });
  });

  it('check reads data.isInWishlist', async () => {
    server.on('GET', `/api/wishlist/check/${PRODUCT_ID}`, {
      json: { success: true, data: { isInWishlist: true } },
    });
    expect(await sdk().wishlist.check(PRODUCT_ID)).toBe(true);
    server.on('GET', `/api/wishlist/check/${PRODUCT_ID}`, {
      json: { success: true, data: { isInWishlist: false } },
    });
    expect(await sdk().wishlist.check(PRODUCT_ID)).toBe(false);
  });

  it('updateNote puts the notes', async () => {
    server.on('PUT', `/api/wishlist/${PRODUCT_ID}`, {
      json: { success: true, data: { ...wishlistItem, notes: 'Taille M' } },
    });
    expect((await sdk().wishlist.updateNote(PRODUCT_ID, 'Taille M')).notes).toBe('Taille M');
    expect(server.requests[0]?.json).toEqual({ notes: 'Taille M' });
  });

  it('remove deletes', async () => {
    server.on('DELETE', `/api/wishlist/${PRODUCT_ID}`, {
      json: { success: true, message: 'Produit retiré des favoris' },
    });
    await expect(sdk().wishlist.remove(PRODUCT_ID)).resolves.toBeUndefined();
    expect(server.requests.map((request) => request.method)).toEqual(['DELETE']);
  });

  it.each([
    ['add', () => sdk().wishlist.add('123')],
    ['remove', () => sdk().wishlist.remove(`${PRODUCT_ID}0`)],
    ['check', () => sdk().wishlist.check('')],
    ['updateNote', () => sdk().wishlist.updateNote(42 as unknown as string, 'x')],
    ['catalogue.product', () => sdk().catalogue.product('abc')],
    ['catalogue.related', () => sdk().catalogue.related('abc')],
    // 24 characters but not lowercase hex: the server would refuse it with the same message, so no request goes
    ['remove (not hex)', () => sdk().wishlist.remove('z'.repeat(24))],
    ['catalogue.product (upper case)', () => sdk().catalogue.product(PRODUCT_ID.toUpperCase())],
  ])('%s refuses an id that breaks the id rule before any request', async (_call, call) => {
    await expect(call()).rejects.toMatchObject({ status: 400, message: 'ID de produit invalide' });
    expect(server.requests).toHaveLength(0);
  });
});
