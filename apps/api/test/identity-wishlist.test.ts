import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { call, insertProduct, registerAccount, startIdentityServer } from './identity-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

describe('wishlist', () => {
  it('adds with a note, lists with product details and dates, checks, updates the note, removes', async () => {
    const { token } = await registerAccount(server);
    const productId = await insertProduct(server.database.db);
    const before = Date.now();

    const added = await call(server, 'POST', '/api/wishlist', {
      token,
      body: { productId, notes: 'Pour le mariage de ma sœur' },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Produit ajouté aux favoris');
    expect(added.body.data).toMatchObject({ productId, notes: 'Pour le mariage de ma sœur' });
    expect(added.body.data._id).toMatch(/^[0-9a-f]{24}$/);

    const list = await call(server, 'GET', '/api/wishlist', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    const [item] = list.body.data.items;
    expect(item.product).toMatchObject({
      _id: productId,
      id: productId,
      price: 45.9,
      comparePrice: 59.9,
      mainImage: '/api/media/boubou.webp',
      brand: 'Teranga',
      images: [{ url: '/api/media/boubou.webp', alt: 'Boubou' }],
      inventory: { quantity: 5, trackQuantity: true, isInStock: true, isLowStock: true },
    });
    expect(item.product.category).toMatchObject({
      name: expect.stringContaining('Femme'),
      slug: expect.stringContaining('femme-'),
    });
    expect(new Date(item.createdAt).getTime()).toBeGreaterThanOrEqual(before - 2000);

    const check = await call(server, 'GET', `/api/wishlist/check/${productId}`, { token });
    expect(check.body).toEqual({ success: true, data: { isInWishlist: true } });

    const updated = await call(server, 'PUT', `/api/wishlist/${productId}`, {
      token,
      body: { notes: 'Taille M' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.notes).toBe('Taille M');

    const removed = await call(server, 'DELETE', `/api/wishlist/${productId}`, { token });
    expect(removed.body).toEqual({ success: true, message: 'Produit retiré des favoris' });
    expect(
      (await call(server, 'GET', `/api/wishlist/check/${productId}`, { token })).body.data.isInWishlist,
    ).toBe(false);
    expect((await call(server, 'GET', '/api/wishlist', { token })).body.data.items).toEqual([]);
  });

  it('answers 409 "Produit déjà dans les favoris" when the product is already there', async () => {
    const { token } = await registerAccount(server);
    const productId = await insertProduct(server.database.db);
    expect((await call(server, 'POST', '/api/wishlist', { token, body: { productId } })).status).toBe(201);
    const again = await call(server, 'POST', '/api/wishlist', {
      token,
      body: { productId, notes: 'encore' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Produit déjà dans les favoris' });
  });

  it('lists the newest first', async () => {
    const { token } = await registerAccount(server);
    const first = await insertProduct(server.database.db);
    const second = await insertProduct(server.database.db);
    await call(server, 'POST', '/api/wishlist', { token, body: { productId: first } });
    await call(server, 'POST', '/api/wishlist', { token, body: { productId: second } });
    const items = (await call(server, 'GET', '/api/wishlist', { token })).body.data.items;
    expect(items.map((item: { productId: string }) => item.productId)).toEqual([second, first]);
  });

  it("refuses malformed ids with 'ID de produit invalide' and unknown or unpublished products with 404", async () => {
    const { token } = await registerAccount(server);
    for (const bad of ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', "' OR 1=1 --aaaaaaaaaaaaa"]) {
      const add = await call(server, 'POST', '/api/wishlist', { token, body: { productId: bad } });
      expect(add.status).toBe(400);
      expect(add.body.message).toBe('ID de produit invalide');
      const path = encodeURIComponent(bad);
      for (const [method, url] of [
        ['GET', `/api/wishlist/check/${path}`],
        ['DELETE', `/api/wishlist/${path}`],
        ['PUT', `/api/wishlist/${path}`],
      ] as const) {
        const answer = await call(server, method, url, {
          token,
          body: method === 'PUT' ? { notes: 'x' } : undefined,
        });
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(answer.body.message).toBe('ID de produit invalide');
      }
    }
    const unknown = await call(server, 'POST', '/api/wishlist', {
      token,
      body: { productId: 'a'.repeat(24) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Produit non trouvé');
    const draft = await insertProduct(server.database.db, { status: 'draft' });
    expect((await call(server, 'POST', '/api/wishlist', { token, body: { productId: draft } })).status).toBe(
      404,
    );
  });

  it("shows each user only their own items and never lets one touch another's", async () => {
    const alice = await registerAccount(server);
    const bob = await registerAccount(server);
    const productId = await insertProduct(server.database.db);
    await call(server, 'POST', '/api/wishlist', {
      token: alice.token,
      body: { productId, notes: 'secret d’Alice' },
    });

    expect((await call(server, 'GET', '/api/wishlist', { token: bob.token })).body.data.items).toEqual([]);
    expect(
      (await call(server, 'GET', `/api/wishlist/check/${productId}`, { token: bob.token })).body.data
        .isInWishlist,
    ).toBe(false);
    const edit = await call(server, 'PUT', `/api/wishlist/${productId}`, {
      token: bob.token,
      body: { notes: 'piraté' },
    });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Produit non trouvé dans les favoris');
    expect((await call(server, 'DELETE', `/api/wishlist/${productId}`, { token: bob.token })).status).toBe(
      404,
    );

    const aliceItems = (await call(server, 'GET', '/api/wishlist', { token: alice.token })).body.data.items;
    expect(aliceItems).toHaveLength(1);
    expect(aliceItems[0].notes).toBe('secret d’Alice');
  });

  it('keeps HTML and SQL in notes as text, and refuses notes over 500 characters', async () => {
    const { token } = await registerAccount(server);
    const productId = await insertProduct(server.database.db);
    const notes = `<img src=x onerror=alert(1)>'); DELETE FROM wishlist_items;--`;
    const added = await call(server, 'POST', '/api/wishlist', { token, body: { productId, notes } });
    expect(added.body.data.notes).toBe(notes);
    expect((await call(server, 'GET', '/api/wishlist', { token })).body.data.items[0].notes).toBe(notes);
    const long = await call(server, 'PUT', `/api/wishlist/${productId}`, {
      token,
      body: { notes: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('La note ne peut pas dépasser 500 caractères');
  });

  it('needs a signed-in user', async () => {
    const answer = await call(server, 'GET', '/api/wishlist');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("Token d'authentification requis");
  });
});
