import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { categories, products } from '../src/db/schema.js';
import { createScratchDatabase, type TestServer, testDatabaseKind } from './helpers.js';
import { type Account, call, type Json, registerAdmin, relaxedLimits } from './identity-helpers.js';
import { approvedSeller } from './orders-helpers.js';

/**
 * Two API instances, each with its own remembered answers, as behind a load balancer. On PostgreSQL each has its own
 * connection pool (nothing shared but the database); PGlite lives in one process, so there they share it.
 */
type Instance = TestServer;

const env = {
  ...relaxedLimits,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  STATIC_DIR: '/nonexistent',
  REDIS_URL: '',
  JWT_SECRET: 'deux-instances-un-secret-de-session-assez-long-pour-le-test',
};

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const databases: DatabaseHandle[] = [];
let first: Instance;
let second: Instance;
let seller: Account;

async function startInstance(database: DatabaseHandle): Promise<Instance> {
  const app = await buildApp({ config: loadConfig({ ...process.env, ...env }), database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url, close: () => app.close() };
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const open = () => openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  const one = await open();
  databases.push(one);
  const other = testDatabaseKind === 'postgres' ? await open() : one;
  if (other !== one) databases.push(other);
  first = await startInstance(one);
  second = await startInstance(other);
  const admin = await registerAdmin(first);
  seller = await approvedSeller(first, admin);
  await one.db.insert(categories).values({ name: 'Deux instances', slug: 'deux-instances' });
}, 120_000);

afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  for (const database of databases) await database.close();
  await scratch?.drop();
});

const read = async (instance: Instance, path: string): Promise<Json> => {
  const answer = await call(instance, 'GET', path);
  expect(answer.status, path).toBe(200);
  return answer.body.data;
};
const listPath = '/api/categories/deux-instances/products?limit=50';
const names = (page: Json): string[] => page.products.map((product: Json) => product.name);

describe('remembered catalogue answers across instances', () => {
  it('a product created through one instance is listed by the other at once, total included', async () => {
    // Read twice on the second instance: its answer is remembered.
    await read(second, listPath);
    const before = await read(second, listPath);
    const created = await call(first, 'POST', '/api/seller/products', {
      token: seller.token,
      body: {
        name: 'Boubou des deux instances',
        description: 'Grand boubou en bazin riche, brodé à Dakar.',
        price: 50,
        sku: 'DEUX-INSTANCES-1',
        category: 'deux-instances',
        status: 'active',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = await read(second, listPath);
    expect(names(after)).toContain('Boubou des deux instances');
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    const search = await read(second, '/api/products/search?q=instances');
    expect(names(search)).toContain('Boubou des deux instances');
  });

  it("a price changed through one instance is the other's next answer, and the old ETag no longer matches", async () => {
    const [product] = (await read(first, listPath)).products as Json[];
    const path = `/api/products/${product.id}`;
    await read(second, path);
    const remembered = await call(second, 'GET', path);
    const updated = await call(first, 'PUT', `/api/seller/products/${product.id}`, {
      token: seller.token,
      body: { price: 61.5 },
    });
    expect(updated.status).toBe(200);
    expect((await read(second, path)).product.price).toBe(61.5);
    const revalidated = await fetch(second.url + path, {
      headers: { 'if-none-match': remembered.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(200);
  });

  it("a write to one product is the other instance's next answer, and leaves another product's remembered answer in place", async () => {
    const witness = await call(first, 'POST', '/api/seller/products', {
      token: seller.token,
      body: {
        name: 'Pagne témoin des instances',
        description: 'Pagne tissé à la main, teint à Thiès.',
        price: 30,
        sku: 'DEUX-INSTANCES-2',
        category: 'deux-instances',
        status: 'active',
      },
    });
    expect(witness.status, JSON.stringify(witness.body)).toBe(201);
    const listed = (await read(first, listPath)).products as Json[];
    const untouched = listed.find((product) => product.name === 'Pagne témoin des instances')!;
    const changed = listed.find((product) => product.id !== untouched.id)!;
    const changedPath = `/api/products/${changed.id}`;
    const untouchedPath = `/api/products/${untouched.id}`;
    for (const path of [changedPath, untouchedPath]) {
      await read(second, path);
      await read(second, path);
    }
    // A witness: the untouched product's name changed in the database with its keys' trigger off. Its remembered
    // answer keeps the old name for as long as it stays remembered (one catalogue version for all would drop it).
    const { db } = databases[0]!;
    await db.execute(sql`alter table products disable trigger products_catalogue_keys`);
    try {
      await db.update(products).set({ name: 'Témoin changé en base' }).where(eq(products.id, untouched.id));
    } finally {
      await db.execute(sql`alter table products enable trigger products_catalogue_keys`);
    }
    const updated = await call(first, 'PUT', `/api/seller/products/${changed.id}`, {
      token: seller.token,
      body: { price: 72.25, name: 'Boubou repris par une instance' },
    });
    expect(updated.status).toBe(200);
    const seen = (await read(second, changedPath)).product;
    expect(seen).toMatchObject({ price: 72.25, name: 'Boubou repris par une instance' });
    expect((await read(second, untouchedPath)).product.name).toBe(untouched.name);
  });

  it('a product withdrawn through one instance leaves the other at once', async () => {
    const [product] = (await read(second, listPath)).products as Json[];
    await read(second, `/api/products/${product.id}`);
    const removed = await call(first, 'DELETE', `/api/seller/products/${product.id}`, {
      token: seller.token,
    });
    expect(removed.status).toBe(200);
    expect((await call(second, 'GET', `/api/products/${product.id}`)).status).toBe(404);
    expect(names(await read(second, listPath))).not.toContain(product.name);
  });
});
