import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT, rememberedCount } from '../src/catalogue/product-count.queries.js';
import { toWordsQuery } from '../src/catalogue/search-query.js';
import { categories, products } from '../src/db/schema.js';
import { generateProduct } from '../src/demo/generate-products.js';
import { ensureDemoCategories, insertGeneratedProducts } from '../src/demo/seed-demo.js';
import { contractClient } from './contract.js';
import { startTestServer, type TestServer } from './helpers.js';

// Past EXACT_COUNT_LIMIT matches, totals become estimates and searches list best sellers first.
const GENERATED = 1_150;

let server: TestServer;
let api: ReturnType<typeof contractClient>;
let active: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const categoryIds = await ensureDemoCategories(db);
  const now = new Date();
  const generated = Array.from({ length: GENERATED }, (_, index) =>
    generateProduct(index, { categoryIds, sellerId: null, now, withVariants: false, numberedSlugs: true }),
  );
  await insertGeneratedProducts(db, generated, 500);
  await db.execute(sql`analyze products`);
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.status, 'active'));
  active = row!.value;
  api = contractClient(server.url);
});

afterAll(() => server?.close());

describe(`a catalogue of more than ${EXACT_COUNT_LIMIT} products`, () => {
  it('gives an estimated total close to the truth, and pages that follow it', async () => {
    expect(active).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const { body } = await api.get('/api/products?limit=12');
    const { total, pages } = body.data.pagination;
    expect(total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(total - active) / active).toBeLessThan(0.2);
    expect(pages).toBe(Math.ceil(total / 12));
  });

  it('keeps exact totals for narrower filters', async () => {
    const [femme] = await server.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'femme'));
    const [row] = await server.database.db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.categoryId, femme!.id)));
    const { body } = await api.get('/api/products?category=femme&limit=5');
    expect(body.data.pagination.total).toBe(row!.value);
  });

  it('lists best sellers first when a search matches more than the limit, relevance below it', async () => {
    // Every generated description says « Pièce taillée dans... ».
    const broad = await api.get('/api/products/search?q=pi%C3%A8ce&limit=50');
    expect(broad.body.data.pagination.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const sold = broad.body.data.products.map((p: { sold: number }) => p.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const narrow = await api.get('/api/products/search?q=boubou&limit=5');
    expect(narrow.body.data.pagination.total).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect(narrow.body.data.products[0].name.toLowerCase()).toContain('boubou');
  });

  it('sorts a search by price, whether it matches a few products or more than the limit', async () => {
    const { db } = server.database;
    // The database's own order of a search's public matches: price, then id.
    const expected = async (word: string, direction: 'asc' | 'desc') =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.status, 'active'),
              eq(products.sellerHidden, false),
              sql`${products.searchVector} @@ to_tsquery('teranga_fr', ${toWordsQuery(word)})`,
            ),
          )
          .orderBy(sql`${products.priceCents} ${sql.raw(direction)}, ${products.id} ${sql.raw(direction)}`)
          .limit(24)
          .offset(12)
      ).map((row) => row.id);
    // Few matches: found through the search index, then sorted; many: read along the price index.
    for (const word of ['boubou', 'pièce']) {
      for (const direction of ['asc', 'desc'] as const) {
        const pages = await Promise.all(
          [2, 3].map((page) =>
            api.get(
              `/api/products?search=${encodeURIComponent(word)}&sortBy=price&sortOrder=${direction}&limit=12&page=${page}`,
            ),
          ),
        );
        const listed = pages.flatMap((answer) =>
          answer.body.data.products.map((p: { _id: string }) => p._id),
        );
        expect(listed).toHaveLength(24);
        expect(listed, `${word} ${direction}`).toEqual(await expected(word, direction));
      }
    }
  });

  it("keeps a listing's remembered total through a price edit unless the listing is filtered by price", async () => {
    const { db } = server.database;
    const byPrice = '/api/products?limit=12&sortBy=price&sortOrder=asc';
    const fromZero = '/api/products?limit=12&minPrice=0';
    const before = await api.get(byPrice);
    await api.get(fromZero);
    const unfiltered = rememberedCount(db, {});
    const priceFiltered = rememberedCount(db, { minPriceCents: 0 });
    expect(unfiltered).toBeDefined();
    expect(priceFiltered).toBeDefined();
    const [last] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'active'))
      .orderBy(sql`${products.priceCents} desc`)
      .limit(1);
    // The dearest product becomes the cheapest: its key and `sort:price` move (migration 0023's trigger).
    await db.update(products).set({ priceCents: 1 }).where(eq(products.id, last!.id));

    const after = await api.get(byPrice);
    expect(after.body.data.products[0]).toMatchObject({ _id: last!.id, price: 0.01 });
    expect(after.body.data.pagination.total).toBe(before.body.data.pagination.total);
    // Neither counted nor estimated again: the same remembered total.
    expect(rememberedCount(db, {})).toBe(unfiltered);
    // A listing filtered by price may gain or lose the product: its total is counted again.
    expect(rememberedCount(db, { minPriceCents: 0 })).toBeUndefined();
    await api.get(fromZero);
    expect(rememberedCount(db, { minPriceCents: 0 })).not.toBe(priceFiltered);
  });

  it('estimates a broad search again once products were added and the statistics refreshed, not from a minute-old plan', async () => {
    const { db } = server.database;
    const broad = '/api/products/search?q=pi%C3%A8ce&limit=1';
    const before = (await api.get(broad)).body.data.pagination.total;
    expect(before).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // Every generated description holds « Pièce »: 600 more matches, which the planner sees after ANALYZE.
    const categoryIds = await ensureDemoCategories(db);
    const now = new Date();
    await insertGeneratedProducts(
      db,
      Array.from({ length: 600 }, (_, index) =>
        generateProduct(GENERATED + index, {
          categoryIds,
          sellerId: null,
          now,
          withVariants: false,
          numberedSlugs: true,
        }),
      ),
      500,
    );
    await db.execute(sql`analyze products`);
    const after = (await api.get(broad)).body.data.pagination.total;
    expect(after).toBeGreaterThan(before + 300);
  });
});
