import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBandsBetween, priceKeys } from '../src/catalogue/cache-keys.js';
import {
  AnswerStore,
  cacheKeyOf,
  PERSONAL_CACHE,
  PRIVATE_CATALOGUE_CACHE,
  PUBLIC_CATALOGUE_CACHE,
  SALES_ORDER_MS,
} from '../src/catalogue/response-cache.js';
import { categories, products } from '../src/db/schema.js';
import { type TestServer, testDatabaseKind } from './helpers.js';
import { type Account, call, type Json, registerAccount, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  FAILING,
  PAYING,
  placeOrder,
  startOrdersServer,
  waitForOrder,
} from './orders-helpers.js';

let server: TestServer & { dataDir: string };
let seller: Account;
let buyer: Account;
let category: { id: string; slug: string };

beforeAll(async () => {
  // The sandbox answers after 400 ms: long enough to read the stock the failing order took before it comes back.
  server = await startOrdersServer({ PAYMENT_SANDBOX_DELAY_MS: '400' });
  const admin = await registerAdmin(server);
  seller = await approvedSeller(server, admin);
  buyer = await registerAccount(server, { firstName: 'Fatou', lastName: 'Sall' });
  const [row] = await server.database.db
    .insert(categories)
    .values({ name: 'Cache', slug: 'cache-test', featured: true })
    .returning({ id: categories.id, slug: categories.slug });
  category = row!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** What a catalogue write does to the keys it changes (migration 0023's triggers), without changing anything. */
const moveKeys = (...keys: string[]) =>
  server.database.db.execute(sql`select catalogue_touch(${`{${keys.join(',')}}`}::text[])`);

/** An anonymous catalogue read, checked against openapi.yaml like every call. */
const read = (path: string, headers: Record<string, string> = {}) => call(server, 'GET', path, { headers });

/** Asked twice, so that the second answer is the remembered one when the cache works. */
async function readTwice(path: string): Promise<Json> {
  await read(path);
  const answer = await read(path);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

let skuNumber = 0;
async function createProduct(fields: Record<string, unknown> = {}): Promise<Json> {
  const answer = await call(server, 'POST', '/api/seller/products', {
    token: seller.token,
    body: {
      name: 'Boubou de cache',
      description: 'Grand boubou en bazin riche, brodé à Dakar.',
      price: 45.9,
      sku: `CACHE-${++skuNumber}`,
      category: category.id,
      status: 'active',
      inventory: { trackQuantity: true, quantity: 10 },
      ...fields,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.product;
}

const updateProduct = async (id: string, body: Record<string, unknown>) => {
  const answer = await call(server, 'PUT', `/api/seller/products/${id}`, { token: seller.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

const categoryPage = `/api/categories/cache-test/products?limit=50`;
const namesOf = (page: Json): string[] => page.products.map((product: Json) => product.name);

/** A change the cache cannot see (the keys' trigger off), to tell a remembered answer from one made again. */
async function renameUnseen(id: string, name: string): Promise<void> {
  const { db } = server.database;
  await db.execute(sql`alter table products disable trigger products_catalogue_keys`);
  try {
    await db.update(products).set({ name }).where(eq(products.id, id));
  } finally {
    await db.execute(sql`alter table products enable trigger products_catalogue_keys`);
  }
}

describe('remembered catalogue answers', () => {
  it("are remembered: with the keys' trigger off, a change in the database is not seen until its key moves", async () => {
    const product = await createProduct({ name: 'Pagne témoin' });
    expect((await readTwice(`/api/products/${product._id}`)).product.name).toBe('Pagne témoin');
    await renameUnseen(product._id, 'Pagne changé en base');
    // Without the cache this read would see the new name: the test would fail.
    expect((await read(`/api/products/${product._id}`)).body.data.product.name).toBe('Pagne témoin');
    // Another key moving leaves it remembered; its own key moving does not.
    await moveKeys('p:00000000-0000-0000-0000-000000000000', 'sort:price');
    expect((await read(`/api/products/${product._id}`)).body.data.product.name).toBe('Pagne témoin');
    await moveKeys(`p:${product._id}`);
    expect((await read(`/api/products/${product._id}`)).body.data.product.name).toBe('Pagne changé en base');
  });

  it('a change written straight to the database (a script, another program) is seen by the next read', async () => {
    const product = await createProduct({ name: 'Robe du script' });
    await readTwice(`/api/products/${product._id}`);
    await server.database.db.update(products).set({ priceCents: 1234 }).where(eq(products.id, product._id));
    expect((await read(`/api/products/${product._id}`)).body.data.product.price).toBe(12.34);
  });

  it('keys an answer by the query as sent, sorted by name: never two spellings that only decode alike', () => {
    expect(cacheKeyOf('/api/products?page=1&limit=12')).toBe(cacheKeyOf('/api/products?limit=12&page=1'));
    expect(cacheKeyOf('/api/products?q=%FF')).not.toBe(cacheKeyOf('/api/products?q=%FE'));
    expect(cacheKeyOf('/api/products?size=M&color=a&size=L')).toBe('/api/products?color=a&size=M&size=L');
  });

  it('one answer whatever the order of the query parameters', async () => {
    const a = await read('/api/products?page=1&limit=5');
    const b = await read('/api/products?limit=5&page=1');
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
  });

  it('a product created through the API is listed by the next read, total included', async () => {
    const before = await readTwice(categoryPage);
    const created = await createProduct({ name: 'Robe créée' });
    const after = (await read(categoryPage)).body.data;
    expect(namesOf(after)).toContain('Robe créée');
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect((await read(`/api/products/slug/${created.slug}`)).status).toBe(200);
  });

  it('an update is seen by the next read of the product, its list and its search', async () => {
    const product = await createProduct({ name: 'Tunique avant' });
    await readTwice(`/api/products/${product._id}`);
    await readTwice(categoryPage);
    await readTwice('/api/products/search?q=tunique');
    await updateProduct(product._id, { name: 'Tunique après', price: 12.5 });
    const one = (await read(`/api/products/${product._id}`)).body.data.product;
    expect(one.name).toBe('Tunique après');
    expect(one.price).toBe(12.5);
    expect(namesOf((await read(categoryPage)).body.data)).toContain('Tunique après');
    expect(namesOf((await read('/api/products/search?q=tunique')).body.data)).toContain('Tunique après');
  });

  it('a product put back in draft leaves the next reads (404, list, total)', async () => {
    const product = await createProduct({ name: 'Caftan brouillon' });
    const before = await readTwice(categoryPage);
    await readTwice(`/api/products/${product._id}`);
    await updateProduct(product._id, { status: 'draft' });
    expect((await read(`/api/products/${product._id}`)).status).toBe(404);
    const after = (await read(categoryPage)).body.data;
    expect(namesOf(after)).not.toContain('Caftan brouillon');
    expect(after.pagination.total).toBe(before.pagination.total - 1);
  });

  it('featuring a product shows it on the next home page', async () => {
    const product = await createProduct({ name: 'Boubou à la une' });
    const home = await readTwice('/api/home');
    expect(namesOf(home)).not.toContain('Boubou à la une');
    await updateProduct(product._id, { featured: true });
    expect(namesOf((await read('/api/home')).body.data)).toContain('Boubou à la une');
  });

  it('a deleted product answers 404 at once', async () => {
    const product = await createProduct({ name: 'Pagne supprimé' });
    await readTwice(`/api/products/${product._id}`);
    const removed = await call(server, 'DELETE', `/api/seller/products/${product._id}`, {
      token: seller.token,
    });
    expect(removed.status).toBe(200);
    expect((await read(`/api/products/${product._id}`)).status).toBe(404);
  });

  it('a new picture is seen by the next read', async () => {
    const product = await createProduct({ name: 'Robe en photo' });
    await readTwice(`/api/products/${product._id}`);
    await updateProduct(product._id, {
      images: [{ url: '/api/media/65a1f0c2e4b0a1b2c3d4e5f6-800.webp', alt: 'Robe' }],
    });
    expect((await read(`/api/products/${product._id}`)).body.data.product.mainImage).toBe(
      '/api/media/65a1f0c2e4b0a1b2c3d4e5f6-800.webp',
    );
  });

  it('stock taken by an order is seen when the shopper would see it (in stock, limited), not before', async () => {
    const product = await createProduct({
      name: 'Boubou en stock',
      inventory: { trackQuantity: true, quantity: 10, lowStockThreshold: 3 },
    });
    const path = `/api/products/${product._id}`;
    const remembered = await readTwice(path);
    expect(remembered.product.inventory).toMatchObject({ quantity: 10, isLowStock: false });
    const paid = await placeOrder(server, buyer.token, {
      items: [{ productId: product._id, quantity: 3 }],
      payerPhone: PAYING,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Still in stock, not limited: what a shopper sees has not changed, so the remembered answer stays.
    const unchanged = await read(path);
    expect(unchanged.headers.get('etag')).toBe((await read(path)).headers.get('etag'));
    expect(unchanged.body.data.product.inventory).toMatchObject({
      quantity: 10,
      isInStock: true,
      isLowStock: false,
    });

    const failing = await placeOrder(server, buyer.token, {
      items: [{ productId: product._id, quantity: 5 }],
      payerPhone: FAILING,
    });
    expect(failing.status).toBe(201);
    // Two left: limited, seen at once.
    expect((await read(path)).body.data.product.inventory).toMatchObject({ quantity: 2, isLowStock: true });
    // The sandbox's failure arrives by its signed webhook (another write through the API): the stock comes back.
    await waitForOrder(server, buyer.token, failing.body.data.id, (order) =>
      ['failed', 'expired'].includes(order.paymentStatus),
    );
    expect((await read(path)).body.data.product.inventory).toMatchObject({ quantity: 7, isLowStock: false });
  });
});

describe('answers ordered by sales (migration 0024)', () => {
  it('are served at most a minute each, and those made together do not all expire together', () => {
    const store = new AnswerStore({ entries: 100, bytes: 1_000_000 }, { newest: () => 0 });
    const before = Date.now();
    const expiries = Array.from({ length: 40 }, (_, index) => {
      const entry = { body: Buffer.from('{}'), etag: 'W/"x"', keys: ['list:all', 'sort:sold'], stamp: 0 };
      store.remember(`/api/products?sortBy=sold&page=${index}`, entry);
      return (entry as { expiresAt?: number }).expiresAt ?? 0;
    });
    for (const expiry of expiries) {
      expect(expiry).toBeGreaterThanOrEqual(before + SALES_ORDER_MS * 0.75);
      expect(expiry).toBeLessThanOrEqual(Date.now() + SALES_ORDER_MS);
    }
    // Spread over the last quarter of the minute, not bunched in one second.
    expect(Math.max(...expiries) - Math.min(...expiries)).toBeGreaterThan(5_000);
    // An answer not ordered by sales has no lifetime: only its keys end it.
    const byName = { body: Buffer.from('{}'), etag: 'W/"y"', keys: ['list:all'], stamp: 0 };
    store.remember('/api/products?sortBy=name', byName);
    expect((byName as { expiresAt?: number }).expiresAt).toBeUndefined();
    expect(store.get('/api/products?sortBy=name')).toBe(byName);
  });
});

describe('price bands (migrations 0025, 0027)', () => {
  it('a list covers its prices with the fewest bands: whole decades of cents, first digits, first two digits', () => {
    expect(priceBandsBetween(0, 1500)).toEqual([
      ...['price:0', 'price:1', 'price:2', 'price:3'],
      ...[10, 11, 12, 13, 14, 15].map((two) => `price:4.${two}`),
    ]);
    expect(priceBandsBetween(1000, 3999)).toEqual(['price:4.1', 'price:4.2', 'price:4.3']);
    expect(priceBandsBetween(1000, 3000)).toEqual(['price:4.1', 'price:4.2', 'price:4.30']);
    expect(priceBandsBetween(14703, Number.POSITIVE_INFINITY)).toEqual([
      ...[14, 15, 16, 17, 18, 19].map((two) => `price:5.${two}`),
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((first) => `price:5.${first}`),
      ...[6, 7, 8, 9, 10].map((digits) => `price:${digits}`),
    ]);
    expect(priceBandsBetween(3, 5)).toEqual(['price:1.3', 'price:1.4', 'price:1.5']);
    expect(priceBandsBetween(3000, 1000)).toEqual([]);
  });

  it('a full page sorted by price depends on the bands up to its last price; a filter on its range; others on none', () => {
    const rows = [{ priceCents: 1200 }, { priceCents: 2500 }];
    const page = (limit: number, number = 1) => ({ page: number, limit, rows });
    expect(priceKeys({}, 'price', { sortOrder: 'asc', ...page(2) })).toEqual(priceBandsBetween(0, 2500));
    expect(priceKeys({}, 'price', { sortOrder: 'desc', ...page(2) })).toEqual(
      priceBandsBetween(2500, Number.POSITIVE_INFINITY),
    );
    // A later page not full: any product of the pages before may move onto it.
    expect(priceKeys({}, 'price', { sortOrder: 'asc', ...page(3, 2) })).toEqual(
      priceBandsBetween(0, Number.POSITIVE_INFINITY),
    );
    // A first page not full (an empty search too) holds the whole list: a price only reorders it.
    expect(priceKeys({}, 'price', { sortOrder: 'asc', ...page(3) })).toEqual([]);
    expect(priceKeys({}, 'price', { sortOrder: 'asc', page: 1, limit: 12, rows: [] })).toEqual([]);
    // Filtered: its total counts every product in the range, whatever the page shows.
    expect(
      priceKeys({ minPriceCents: 1000, maxPriceCents: 3000 }, 'price', { sortOrder: 'asc', ...page(2) }),
    ).toEqual(priceBandsBetween(1000, 3000));
    expect(priceKeys({}, 'name', { sortOrder: 'asc', ...page(2) })).toEqual([]);
    // One category's list: its category's bands, which only its products' prices move.
    expect(priceKeys({ categoryId: 'cat' }, 'price', { sortOrder: 'desc', ...page(2) })).toEqual(
      priceBandsBetween(2500, Number.POSITIVE_INFINITY).map((band) => `c:cat/${band}`),
    );
  });

  it('the bands the database moves for a price are those of every list covering it, and of none beside', async () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 1999, 2000, 2500, 9999, 10000, 14703, 123456, 2147483647]) {
      const result = (await server.database.db.execute(
        sql`select catalogue_price_keys(${cents}::int, 'cat') as keys`,
      )) as unknown as { rows: { keys: string[] | string }[] };
      const raw = result.rows[0]!.keys;
      const moved = new Set(typeof raw === 'string' ? raw.replace(/[{}"]/g, '').split(',') : raw);
      const covers = (low: number, high: number) =>
        priceBandsBetween(low, high).some((key) => moved.has(key));
      const coversInCategory = (low: number, high: number) =>
        priceKeys({ categoryId: 'cat', minPriceCents: low, maxPriceCents: high }, undefined, {
          page: 1,
          limit: 12,
          rows: [],
        }).some((key) => moved.has(key));
      expect(covers(cents, cents), `${cents}`).toBe(true);
      expect(coversInCategory(cents, cents), `${cents} in its category`).toBe(true);
      expect(covers(0, Number.POSITIVE_INFINITY), `${cents}`).toBe(true);
      // Its narrowest band: the prices of its number of digits and first two digits (its first alone below 10).
      const unit = cents >= 10 ? 10 ** (String(cents).length - 2) : 1;
      const bandStart = cents > 0 ? Math.floor(cents / unit) * unit : 0;
      const bandEnd = cents > 0 ? bandStart + unit - 1 : 0;
      expect(covers(bandStart, bandEnd), `${cents}`).toBe(true);
      if (bandStart > 0) expect(covers(0, bandStart - 1), `${cents}: below its band`).toBe(false);
      expect(covers(bandEnd + 1, Number.POSITIVE_INFINITY), `${cents}: above its band`).toBe(false);
      if (bandStart > 0)
        expect(coversInCategory(0, bandStart - 1), `${cents}: below, in its category`).toBe(false);
    }
  });

  it('a price edit drops the lists sorted by price whose bands it touches, and leaves the others', async () => {
    const [bands] = await server.database.db
      .insert(categories)
      .values({ name: 'Bandes de prix', slug: 'bandes-de-prix' })
      .returning({ id: categories.id });
    const make = (name: string, price: number) => createProduct({ name, price, category: bands!.id });
    const cheapest = await make('Pagne à 12 €', 12);
    await make('Pagne à 15 €', 15);
    const far = await make('Boubou à 60 €', 60);
    const elsewhere = await createProduct({ name: 'Pagne ailleurs à 70 €', price: 70 });
    // The two cheapest: bands up to 15.00 €.
    const path = '/api/categories/bandes-de-prix/products?limit=2&sortBy=price&sortOrder=asc';
    expect((await readTwice(path)).products.map((p: Json) => p.name)).toEqual([
      'Pagne à 12 €',
      'Pagne à 15 €',
    ]);
    await renameUnseen(cheapest._id, 'Pagne renommé');
    // 60 € to 90 €: far above the page, which stays remembered.
    await updateProduct(far._id, { price: 90 });
    expect((await read(path)).body.data.products[0].name).toBe('Pagne à 12 €');
    // 90 € to 16 €: in the decade the page ends in, but above its last price's band (15.00 to 15.99 €).
    await updateProduct(far._id, { price: 16 });
    expect((await read(path)).body.data.products[0].name).toBe('Pagne à 12 €');
    // Another category's product to 13 €: within the page's prices, but it cannot join this category's list.
    await updateProduct(elsewhere._id, { price: 13 });
    expect((await read(path)).body.data.products[0].name).toBe('Pagne à 12 €');
    // 16 € to 11 €: into the page, seen by the next read.
    await updateProduct(far._id, { price: 11 });
    expect((await read(path)).body.data.products.map((p: Json) => p.name)).toEqual([
      'Boubou à 60 €',
      'Pagne renommé',
    ]);
  });

  it("a first page not full stays remembered through other products' prices, and follows its own", async () => {
    const [few] = await server.database.db
      .insert(categories)
      .values({ name: 'Peu de pagnes', slug: 'peu-de-pagnes' })
      .returning({ id: categories.id });
    const mine = await createProduct({ name: 'Pagne seul à 30 €', price: 30, category: few!.id });
    const other = await createProduct({ name: 'Boubou ailleurs à 40 €', price: 40 });
    const path = '/api/categories/peu-de-pagnes/products?limit=12&sortBy=price&sortOrder=asc';
    expect(namesOf(await readTwice(path))).toEqual(['Pagne seul à 30 €']);
    await renameUnseen(mine._id, 'Pagne renommé en cachette');
    // Another category's product, to any price: it cannot join this list, which stays remembered.
    await updateProduct(other._id, { price: 1 });
    await updateProduct(other._id, { price: 100_000 });
    expect(namesOf((await read(path)).body.data)).toEqual(['Pagne seul à 30 €']);
    // Its own product's new price is seen by the next read.
    await updateProduct(mine._id, { price: 31 });
    const page = (await read(path)).body.data;
    expect(namesOf(page)).toEqual(['Pagne renommé en cachette']);
    expect(page.products[0].price).toBe(31);
  });
});

describe('HTTP caching of the catalogue', () => {
  it('anonymous reads carry a weak ETag and public Cache-Control; If-None-Match answers 304 without a body', async () => {
    const first = await read('/api/products?limit=3');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CATALOGUE_CACHE);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(first.headers.get('vary')).toContain('Authorization');
    // Surrogate keys for HTTP caches: what the answer was made from, the same in both spellings.
    const keys = first.headers.get('surrogate-key')?.split(' ') ?? [];
    expect(keys).toEqual(expect.arrayContaining(['list:all', 'all']));
    const [shown] = first.body.data.products as Json[];
    expect(keys).toContain(`p:${shown.id}`);
    expect(first.headers.get('xkey')).toBe(first.headers.get('surrogate-key'));
    // The remembered answer carries the same Vary as the first (CORS's Origin kept, not replaced).
    expect((await read('/api/products?limit=3')).headers.get('vary')).toBe(first.headers.get('vary'));

    // Through the contract checker: openapi.yaml documents the 304 of every catalogue read.
    const again = await read('/api/products?limit=3', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await fetch(`${server.url}/api/products?limit=3`, {
      headers: { 'if-none-match': 'W/"autre"' },
    });
    expect(other.status).toBe(200);
  });

  it('the first answer (not yet remembered) also honours If-None-Match', async () => {
    const first = await read('/api/categories');
    await moveKeys('categories');
    const again = await fetch(`${server.url}/api/categories`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('after a change the old ETag gets the new answer (200), not a 304', async () => {
    const product = await createProduct({ name: 'Pagne à valider' });
    const first = await read(`/api/products/${product._id}`);
    await updateProduct(product._id, { price: 99 });
    const again = await fetch(`${server.url}/api/products/${product._id}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Json).data.product.price).toBe(99);
  });

  it('a catalogue read with a token is never marked for shared caches', async () => {
    const answer = await call(server, 'GET', '/api/products?limit=3', { token: buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(PRIVATE_CATALOGUE_CACHE);
    expect(answer.headers.get('cache-control')).not.toContain('public');
    expect(answer.headers.get('surrogate-key')).toBeNull();
    expect(answer.headers.get('xkey')).toBeNull();
  });

  it('personal answers are never cached, and show a change at once', async () => {
    const product = await createProduct({ name: 'Boubou souhaité' });
    const before = await call(server, 'GET', '/api/wishlist', { token: buyer.token });
    expect(before.headers.get('cache-control')).toBe(PERSONAL_CACHE);
    expect(before.headers.get('etag')).toBeNull();
    const added = await call(server, 'POST', '/api/wishlist', {
      token: buyer.token,
      body: { productId: product._id },
    });
    expect(added.status).toBeLessThan(300);
    const after = await call(server, 'GET', '/api/wishlist', { token: buyer.token });
    expect(JSON.stringify(after.body)).toContain('Boubou souhaité');
    const profile = await call(server, 'GET', '/api/auth/verify-token', { token: buyer.token });
    expect(profile.headers.get('cache-control')).toBe(PERSONAL_CACHE);
    expect(profile.headers.get('etag')).toBeNull();
  });

  it('a refused read (404) is neither remembered nor marked public', async () => {
    const answer = await read('/api/products/0123456789abcdef01234567');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control') ?? '').not.toContain('public');
  });
});

// PostgreSQL only: PGlite is one connection, where nothing waits for another.
describe.runIf(testDatabaseKind === 'postgres')('remembered answers while the database is busy', () => {
  /** Holds `count` of the pool's connections in open transactions (`first` runs in one of them) until released. */
  function holdConnections(count: number, first?: string) {
    let release = () => {};
    const gate = new Promise<void>((done) => (release = done));
    let started = 0;
    const held = Array.from({ length: count }, (_, i) =>
      server.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(i === 0 && first ? first : 'select 1'));
        started++;
        await gate;
      }),
    );
    const ready = async () => {
      while (started < count) await new Promise((done) => setTimeout(done, 10));
    };
    return {
      ready,
      release: async () => {
        release();
        await Promise.all(held);
      },
    };
  }

  it('a remembered answer is served while every pooled connection is taken by writes', async () => {
    const product = await createProduct({ name: 'Wax pendant les commandes' });
    const path = `/api/products/${product._id}`;
    await readTwice(path);
    // The whole pool busy, as when orders hold their transactions: the version check has a connection of its own.
    const busy = holdConnections(Number(process.env.PG_POOL_SIZE ?? 10));
    await busy.ready();
    try {
      const answer = await Promise.race([
        read(path),
        new Promise<null>((done) => setTimeout(() => done(null), 3000)),
      ]);
      expect(answer, 'the remembered answer waited for a pooled connection').not.toBeNull();
      expect(answer!.body.data.product.name).toBe('Wax pendant les commandes');
    } finally {
      await busy.release();
    }
  });

  it('readers finding the same answer missing wait for one query, not one each', async () => {
    const product = await createProduct({ name: 'Bazin attendu' });
    const path = `/api/products/${product._id}`;
    // The products table locked: the first reader's query waits, and the others with it.
    const lock = holdConnections(1, 'lock table products in access exclusive mode');
    await lock.ready();
    let answers: Awaited<ReturnType<typeof read>>[] = [];
    try {
      const reading = Promise.all(Array.from({ length: 5 }, () => read(path)));
      const waiting = async () =>
        Number(
          (
            (await server.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock' and query ilike '%from "products"%'`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        );
      for (let i = 0; i < 100 && (await waiting()) === 0; i++)
        await new Promise((done) => setTimeout(done, 20));
      // Long enough for the four others to have reached the database, were they to ask it themselves.
      await new Promise((done) => setTimeout(done, 500));
      expect(await waiting()).toBe(1);
      await lock.release();
      answers = await reading;
    } finally {
      await lock.release();
    }
    for (const answer of answers) expect(answer.body.data.product.name).toBe('Bazin attendu');
  });
});
