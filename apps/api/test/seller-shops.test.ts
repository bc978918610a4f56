import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  insertProduct,
  registerAccount,
  registerAdmin,
  startIdentityServer,
} from './identity-helpers.js';
import { databaseBefore, id } from './migration-helpers.js';

// Sellers' public shops (issue 33): every seller gets an address made once from their name; an approved seller's shop
// answers their name, presentation, rating from their products' reviews, date and products on sale; any other
// seller's shop is not found. Sellers write their presentation (plain text, limited) in their area.

const setStatus = (server: TestServer, admin: Account, seller: Account, status: string) =>
  call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
    token: admin.token,
    body: { status, ...(status === 'rejected' ? { reason: 'Pièces manquantes' } : {}) },
  });

async function slugOf(server: TestServer, account: Account): Promise<string | null> {
  const [row] = await server.database.db
    .select({ slug: users.shopSlug })
    .from(users)
    .where(eq(users.id, account.user.id));
  return row?.slug ?? null;
}

describe('seller shops', () => {
  let server: TestServer;
  let admin: Account;
  let seller: Account;
  let slug: string;

  beforeAll(async () => {
    server = await startIdentityServer();
    admin = await registerAdmin(server);
    seller = await registerAccount(server, { role: 'seller', firstName: 'Aïssatou', lastName: 'N’Diaye Bâ' });
    expect((await setStatus(server, admin, seller, 'approved')).status).toBe(200);
    slug = (await slugOf(server, seller)) ?? '';
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives a seller an address from their name (unaccented), another one to a namesake, none to a customer', async () => {
    expect(slug).toBe('aissatou-n-diaye-ba');
    const namesake = await registerAccount(server, {
      role: 'seller',
      firstName: 'Aissatou',
      lastName: 'N Diaye-Ba',
    });
    const other = await slugOf(server, namesake);
    expect(other).toMatch(/^aissatou-n-diaye-ba-[0-9a-f]{6}$/);
    expect(other?.endsWith(namesake.user.id.slice(-6))).toBe(true);
    const customer = await registerAccount(server, { firstName: 'Awa' });
    expect(await slugOf(server, customer)).toBeNull();
  });

  it('keeps the address when the seller renames themselves, and gives one to a customer who becomes a seller', async () => {
    const renamed = await call(server, 'PUT', '/api/auth/profile', {
      token: seller.token,
      body: { firstName: 'Aïcha' },
    });
    expect(renamed.status).toBe(200);
    expect(await slugOf(server, seller)).toBe(slug);
    const shop = await call(server, 'GET', `/api/shops/${slug}`);
    expect(shop.body.data.name).toBe('Aïcha N’Diaye Bâ');
    await call(server, 'PUT', '/api/auth/profile', { token: seller.token, body: { firstName: 'Aïssatou' } });

    const customer = await registerAccount(server, { firstName: 'Khady', lastName: 'Mbaye' });
    const switched = await call(server, 'PUT', '/api/auth/profile', {
      token: customer.token,
      body: { role: 'seller' },
    });
    expect(switched.status).toBe(200);
    expect(await slugOf(server, customer)).toBe('khady-mbaye');
  });

  it('answers an approved seller’s shop: name, presentation, rating weighted by reviews, date, products on sale', async () => {
    const { db } = server.database;
    const sellerId = seller.user.id as string;
    await insertProduct(db, { sellerId, ratingAverage: 4, ratingCount: 3 });
    await insertProduct(db, { sellerId, ratingAverage: 2, ratingCount: 1 });
    // A draft counts for nothing on sale; its (none) reviews change nothing.
    await insertProduct(db, { sellerId, status: 'draft' });
    const answer = await call(server, 'GET', `/api/shops/${slug}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      slug,
      name: 'Aïssatou N’Diaye Bâ',
      description: null,
      // (4 × 3 + 2 × 1) / 4 reviews, not the plain mean of 4 and 2.
      rating: { average: 3.5, count: 4 },
      memberSince: seller.user.createdAt,
      productCount: 2,
    });
  });

  it('lists the shop’s products on sale only, paginated, newest first', async () => {
    const { db } = server.database;
    const sellerId = seller.user.id as string;
    const hidden = await insertProduct(db, { sellerId, name: 'Pagne caché' });
    await db.update(products).set({ sellerHidden: true }).where(eq(products.id, hidden));
    await insertProduct(db, { name: 'Produit d’un autre vendeur' });
    const first = await call(server, 'GET', `/api/shops/${slug}/products?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    const all = await call(server, 'GET', `/api/shops/${slug}/products`);
    const names = all.body.data.products.map((product: { name: string }) => product.name);
    expect(names).toHaveLength(2);
    expect(all.body.data.products.every((p: { status: string }) => p.status === 'active')).toBe(true);
    expect(names).not.toContain('Pagne caché');
    expect(all.body.data.products.every((p: { sellerId: string }) => p.sellerId === sellerId)).toBe(true);
    const second = await call(server, 'GET', `/api/shops/${slug}/products?limit=1&page=2`);
    expect(second.body.data.products[0].id).toBe(all.body.data.products[1].id);
  });

  it('names the shop on the seller’s product pages, and no shop on a product without an open one', async () => {
    const { db } = server.database;
    const mine = await insertProduct(db, { sellerId: seller.user.id });
    const answer = await call(server, 'GET', `/api/products/${mine}`);
    expect(answer.body.data.product.shop).toEqual({ slug, name: 'Aïssatou N’Diaye Bâ' });
    const bySlug = await call(server, 'GET', `/api/products/slug/${answer.body.data.product.slug}`);
    expect(bySlug.body.data.product.shop).toEqual({ slug, name: 'Aïssatou N’Diaye Bâ' });
    const staffOwned = await insertProduct(db, { sellerId: admin.user.id });
    expect((await call(server, 'GET', `/api/products/${staffOwned}`)).body.data.product.shop).toBeUndefined();
  });

  it('does not find the shop of a pending, refused or suspended seller, nor an unknown one (French 404), and refuses a malformed address', async () => {
    const pending = await registerAccount(server, {
      role: 'seller',
      firstName: 'Fatou',
      lastName: 'Attente',
    });
    const pendingSlug = await slugOf(server, pending);
    expect(pendingSlug).toBe('fatou-attente');
    for (const path of [`/api/shops/${pendingSlug}`, `/api/shops/${pendingSlug}/products`]) {
      const answer = await call(server, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Boutique introuvable' });
    }

    const suspended = await registerAccount(server, {
      role: 'seller',
      firstName: 'Omar',
      lastName: 'Suspendu',
    });
    await setStatus(server, admin, suspended, 'approved');
    const suspendedSlug = await slugOf(server, suspended);
    const product = await insertProduct(server.database.db, { sellerId: suspended.user.id });
    expect((await call(server, 'GET', `/api/shops/${suspendedSlug}`)).status).toBe(200);
    expect((await call(server, 'GET', `/api/products/${product}`)).body.data.product.shop.slug).toBe(
      suspendedSlug,
    );
    expect((await setStatus(server, admin, suspended, 'suspended')).status).toBe(200);
    expect((await call(server, 'GET', `/api/shops/${suspendedSlug}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/shops/${suspendedSlug}/products`)).status).toBe(404);

    const refused = await registerAccount(server, { role: 'seller', firstName: 'Binta', lastName: 'Refus' });
    await setStatus(server, admin, refused, 'rejected');
    expect((await call(server, 'GET', `/api/shops/${await slugOf(server, refused)}`)).status).toBe(404);

    const unknown = await call(server, 'GET', '/api/shops/personne-ici');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Boutique introuvable');
    const malformed = await call(server, 'GET', '/api/shops/Pas%20une%20adresse');
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    expect(malformed.body.message).toMatch(/[éèàa-z]/);
  });

  it('lets the seller write their presentation as plain text, shown at once, refused in French past 500 characters', async () => {
    const own = await call(server, 'GET', '/api/seller/shop', { token: seller.token });
    expect(own.body.data).toEqual({ slug, name: 'Aïssatou N’Diaye Bâ', description: null, isPublic: true });

    // The shop's answer is cacheable like the catalogue's, and never outlives the change.
    const before = await call(server, 'GET', `/api/shops/${slug}`);
    expect(before.headers.get('cache-control')).toContain('public');
    expect(before.headers.get('etag')).toBeTruthy();

    const text = '  Wax et bazin depuis 1998 <script>alert(1)</script>\r\n\r\n\r\nÀ Dakar, Médina.  ';
    const saved = await call(server, 'PUT', '/api/seller/shop', {
      token: seller.token,
      body: { description: text },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Présentation de la boutique enregistrée');
    const stored = 'Wax et bazin depuis 1998 <script>alert(1)</script>\n\nÀ Dakar, Médina.';
    expect(saved.body.data.description).toBe(stored);
    const after = await call(server, 'GET', `/api/shops/${slug}`);
    expect(after.body.data.description).toBe(stored);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    const tooLong = await call(server, 'PUT', '/api/seller/shop', {
      token: seller.token,
      body: { description: 'b'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('La présentation de la boutique ne peut pas dépasser 500 caractères');
    expect((await call(server, 'GET', `/api/shops/${slug}`)).body.data.description).toBe(stored);

    const cleared = await call(server, 'PUT', '/api/seller/shop', {
      token: seller.token,
      body: { description: '   ' },
    });
    expect(cleared.body.data.description).toBeNull();
  });

  it('keeps the presentation to its seller: anonymous 401, a customer 403, a pending seller 403', async () => {
    const body = { description: 'Pas à moi' };
    expect((await call(server, 'PUT', '/api/seller/shop', { body })).status).toBe(401);
    const customer = await registerAccount(server);
    expect((await call(server, 'PUT', '/api/seller/shop', { token: customer.token, body })).status).toBe(403);
    const pending = await registerAccount(server, { role: 'seller', firstName: 'Mariama' });
    const refused = await call(server, 'PUT', '/api/seller/shop', { token: pending.token, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/validation/);
    const missing = await call(server, 'PUT', '/api/seller/shop', { token: seller.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
  });
});

describe('migration 0021 (shop addresses)', () => {
  let client: PGlite;
  afterAll(() => client?.close());

  it('gives every existing seller an address from their name, namesakes apart, and none to the others', async () => {
    const database = await databaseBefore('0021_seller_shops');
    client = database.client;
    await client.exec(`
      insert into users (id, email, first_name, last_name, role, seller_status)
        values ('${id(1)}', 'vendeur@teranga.demo', 'Moussa', 'Ndiaye', 'seller', 'approved'),
               ('${id(2)}', 'autre@example.sn', 'Moussa', 'Ndiaye', 'seller', 'pending'),
               ('${id(3)}', 'client@teranga.demo', 'Awa', 'Diop', 'customer', null),
               ('${id(4)}', 'oeuvre@example.sn', 'Œuvre', '« Sœurs »', 'seller', 'approved');
    `);
    await database.migrateRest();
    const { rows } = await client.query<{ id: string; shop_slug: string | null }>(
      'select id, shop_slug from users order by id',
    );
    const slugs = rows.map((row) => row.shop_slug);
    expect(slugs[2]).toBeNull();
    expect(slugs[3]).toBe('oeuvre-soeurs');
    // One of the two namesakes keeps the plain address, the other gets the end of their own id.
    const [first, second] = rows;
    const plain = [first, second].find((row) => row?.shop_slug === 'moussa-ndiaye');
    const other = [first, second].find((row) => row !== plain);
    expect(plain).toBeDefined();
    expect(other?.shop_slug).toBe(`moussa-ndiaye-${other?.id.slice(-6)}`);
    expect(new Set(slugs.filter(Boolean)).size).toBe(3);
  }, 180_000);
});
