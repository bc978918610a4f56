import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTerangaClient, TerangaApiError } from '@teranga/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema.js';
import { seedDemoShop } from '../src/demo/seed-demo.js';
import { contractClient } from './contract.js';
import { startTestServer, type TestServer } from './helpers.js';

interface Suggestions {
  products: { id: string; name: string; price: number; image: string | null; category: string | null }[];
  categories: { slug: string; name: string }[];
}

let server: TestServer;
let api: ReturnType<typeof contractClient>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teranga-suggestions-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  await seedDemoShop(server.database.db);
  api = contractClient(server.url);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const suggest = async (q: string) => {
  const { status, body } = await api.get<{ data: Suggestions }>(
    `/api/search/suggestions?q=${encodeURIComponent(q)}`,
  );
  expect(status, q).toBe(200);
  return body.data;
};

describe('search suggestions', () => {
  it('suggest products whose name starts a word with what is typed, whatever the case and accents', async () => {
    const { products: found } = await suggest('boub');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(6);
    for (const product of found) expect(product.name).toMatch(/boubou/i);
    expect(found[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      price: expect.any(Number),
    });
    expect((await suggest('BOUBOU')).products.map((p) => p.id)).toEqual(
      (await suggest('boubou')).products.map((p) => p.id),
    );
  });

  it('suggest categories by name: « enf » finds Enfant, « tradi » Traditionnelle', async () => {
    expect((await suggest('enf')).categories).toContainEqual({ slug: 'enfant', name: 'Enfant' });
    expect((await suggest('TRADI')).categories.map((c) => c.slug)).toContain('traditionnelle');
    expect((await suggest('zzzqqq')).categories).toEqual([]);
  });

  it('ignore accents both ways: « ethnique » finds « éthnique », « eclat » finds « Éclat »', async () => {
    const db = server.database.db;
    const [template] = await db.select().from(products).where(eq(products.status, 'active')).limit(1);
    const { id: _id, searchVector: _document, ...copy } = template!;
    const [added] = await db
      .insert(products)
      .values({ ...copy, name: 'Tunique éthnique Éclat', slug: 'tunique-ethnique-eclat', sku: 'TUN-ETH-1' })
      .returning({ id: products.id });
    const [category] = await db
      .insert(categories)
      .values({ name: 'Mode éthnique', slug: 'mode-ethnique', position: 99 })
      .returning({ id: categories.id });
    try {
      for (const term of ['ethnique', 'ETHNIQ', 'éthnique', 'eclat']) {
        const data = await suggest(term);
        expect(
          data.products.map((p) => p.id),
          term,
        ).toContain(added!.id);
      }
      expect((await suggest('ethnique')).categories).toContainEqual({
        slug: 'mode-ethnique',
        name: 'Mode éthnique',
      });
    } finally {
      await db.delete(products).where(eq(products.id, added!.id));
      await db.delete(categories).where(eq(categories.id, category!.id));
    }
  });

  it('never suggest a product the storefront does not list', async () => {
    const db = server.database.db;
    const [shown] = (await suggest('boub')).products;
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, shown!.id));
    try {
      expect((await suggest('boub')).products.map((p) => p.id)).not.toContain(shown!.id);
    } finally {
      await db.update(products).set({ status: 'active' }).where(eq(products.id, shown!.id));
    }
  });

  it('answer empty lists for fewer than two letters, blanks and punctuation', async () => {
    for (const q of ['', ' ', 'b', '%', "'", '&|!:*', '<script>']) {
      expect(await suggest(q), q).toEqual({ products: [], categories: [] });
    }
  });

  it('treat query syntax and LIKE wildcards as text', async () => {
    for (const q of ["bou' or 1=1 --", 'bou:*', 'b%u', 'bo_bou', '\\bou']) {
      const data = await suggest(q);
      for (const category of data.categories) expect(category.name.toLowerCase()).toContain('bou');
    }
    expect((await suggest('%%')).categories).toEqual([]);
    expect((await suggest('__')).categories).toEqual([]);
  });

  it('refuse a term over 100 characters, and a missing one, with a French 400', async () => {
    for (const path of [
      `/api/search/suggestions?q=${'a'.repeat(101)}`,
      `/api/search/suggestions?q=${encodeURIComponent('é'.repeat(150))}`,
    ]) {
      const { status, body } = await api.get(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ success: false, message: expect.stringMatching(/100 caractères/) });
    }
    const missing = await api.get('/api/search/suggestions');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Recherche invalide/);
  });

  it('are remembered like the other catalogue reads: ETag, 304, public cache', async () => {
    const first = await api.get('/api/search/suggestions?q=wax');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toMatch(/public/);
    const again = await fetch(`${server.url}/api/search/suggestions?q=wax`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('reach shops through the SDK, whose refusal carries the French message', async () => {
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });
    const data = await sdk.catalogue.suggestions('boub');
    expect(data.products.length).toBeGreaterThan(0);
    const error = await sdk.catalogue.suggestions('x'.repeat(101)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TerangaApiError);
    expect((error as TerangaApiError).message).toMatch(/100 caractères/);
  });
});

describe('category listings filtered by price and size', () => {
  it('keep only the products inside the range and offered in the size', async () => {
    const all = (await api.get('/api/categories/femme/products?limit=100')).body.data.products as {
      price: number;
      sizes: string[];
    }[];
    const { status, body } = await api.get(
      '/api/categories/femme/products?limit=100&minPrice=30&maxPrice=60&size=m',
    );
    expect(status).toBe(200);
    const kept = body.data.products as { price: number; sizes: string[] }[];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBe(
      all.filter((p) => p.price >= 30 && p.price <= 60 && p.sizes.includes('M')).length,
    );
    for (const product of kept) {
      expect(product.price).toBeGreaterThanOrEqual(30);
      expect(product.price).toBeLessThanOrEqual(60);
      expect(product.sizes).toContain('M');
    }
  });

  it('refuse a range the wrong way round and a size too long, in French', async () => {
    const reversed = await api.get('/api/categories/femme/products?minPrice=80&maxPrice=20');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Le prix minimum ne peut pas dépasser le prix maximum');
    const long = await api.get(`/api/categories/femme/products?size=${'X'.repeat(21)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Taille invalide');
  });
});
