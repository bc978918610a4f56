import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types.
import { ensureVarnish } from '../../../scripts/ensure-varnish.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { categories } from '../src/db/schema.js';
import { createScratchDatabase, type TestServer } from './helpers.js';
import {
  type Account,
  call,
  type Json,
  registerAccount,
  registerAdmin,
  relaxedLimits,
} from './identity-helpers.js';
import { approvedSeller } from './orders-helpers.js';

/**
 * Varnish (apps/api/varnish/teranga.vcl) in front of two API instances on one PostgreSQL, each with its own pool and
 * remembered answers, purging by surrogate key (PURGE_URL) when a write moves one. Two instances need a database they
 * share: PostgreSQL (the run's, else the local server's `test` database). The PGlite run leaves it to the PostgreSQL
 * run when there is one.
 */
const SERVER_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const leftToPostgresRun = !process.env.TEST_DATABASE_URL && Boolean(process.env.DATABASE_URL);

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const varnish: { path: string | null; missing?: string } = leftToPostgresRun
  ? { path: null }
  : ensureVarnish();
const postgresUp = !leftToPostgresRun && varnish.path !== null && (await reachable(SERVER_URL));
const skipReason = leftToPostgresRun
  ? 'Varnish : vérifié par le passage sur PostgreSQL (DATABASE_URL).'
  : !varnish.path
    ? varnish.missing
    : !postgresUp
      ? `Varnish : deux instances ont besoin d'un PostgreSQL partagé, injoignable à ${SERVER_URL}.`
      : undefined;
if (skipReason && !leftToPostgresRun) console.warn(`Test Varnish sauté : ${skipReason}`);

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const databases: DatabaseHandle[] = [];
const instances: TestServer[] = [];
let varnishd: ChildProcess | undefined;
let workDir = '';
let cache: TestServer;
let seller: Account;
let buyer: Account;

beforeAll(async () => {
  if (skipReason) return;
  workDir = mkdtempSync(join(tmpdir(), 'teranga-varnish-'));
  // Started as root, varnishd reads its VCL as its own unprivileged user.
  chmodSync(workDir, 0o755);
  const varnishPort = await freePort();
  const varnishUrl = `http://127.0.0.1:${varnishPort}`;
  scratch = await createScratchDatabase(SERVER_URL);
  const env = {
    ...relaxedLimits,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: '/nonexistent',
    REDIS_URL: '',
    JWT_SECRET: 'varnish-deux-instances-un-secret-de-session-assez-long',
    PURGE_URL: varnishUrl,
  };
  for (let n = 0; n < 2; n++) {
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    databases.push(database);
    const app = await buildApp({ config: loadConfig({ ...process.env, ...env }), database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, database, url, close: () => app.close() });
  }
  // The repository's VCL, its two backends pointed at the two instances.
  const ports = instances.map((instance) => new URL(instance.url).port);
  let backend = 0;
  const vcl = readFileSync(resolve(import.meta.dirname, '../varnish/teranga.vcl'), 'utf8').replace(
    /\.port = "\d+";/g,
    () => `.port = "${ports[backend++]}";`,
  );
  writeFileSync(join(workDir, 'teranga.vcl'), vcl);
  varnishd = spawn(
    varnish.path!,
    [
      '-F',
      '-a',
      `127.0.0.1:${varnishPort}`,
      '-f',
      join(workDir, 'teranga.vcl'),
      '-n',
      join(workDir, 'instance'),
      '-s',
      'malloc,32m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  varnishd.stdout?.on('data', (chunk) => (output += chunk));
  varnishd.stderr?.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${varnishUrl}/api/health`).catch(() => undefined);
    if (answer?.ok) break;
    if (attempt > 150 || varnishd.exitCode !== null) throw new Error(`varnishd did not start:\n${output}`);
    await sleep(200);
  }
  cache = { ...instances[0]!, url: varnishUrl };
  const admin = await registerAdmin(instances[0]!);
  seller = await approvedSeller(instances[0]!, admin);
  buyer = await registerAccount(instances[1]!, { firstName: 'Awa', lastName: 'Diop' });
  await databases[0]!.db.insert(categories).values({ name: 'Vitrine', slug: 'vitrine' });
}, 120_000);

afterAll(async () => {
  varnishd?.kill('SIGTERM');
  if (varnishd && varnishd.exitCode === null) await new Promise((done) => varnishd!.once('exit', done));
  for (const instance of instances) await instance.close();
  for (const database of databases) await database.close();
  await scratch?.drop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

let sku = 0;
async function createProduct(name: string): Promise<Json> {
  const answer = await call(instances[0]!, 'POST', '/api/seller/products', {
    token: seller.token,
    body: {
      name,
      description: 'Grand boubou en bazin riche, brodé à Dakar.',
      price: 40,
      sku: `VARNISH-${++sku}`,
      category: 'vitrine',
      status: 'active',
      inventory: { trackQuantity: true, quantity: 20, lowStockThreshold: 3 },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.product;
}

/** An anonymous read through Varnish. */
async function throughCache(path: string, token?: string) {
  const answer = await call(cache, 'GET', path, { token });
  expect(answer.status, path).toBe(200);
  return { body: answer.body.data, cache: answer.headers.get('x-cache'), headers: answer.headers };
}

describe.skipIf(skipReason !== undefined)('Varnish in front of two instances (surrogate keys)', () => {
  it("a seller's change is seen through Varnish at the next read, while an unchanged product stays a hit", async () => {
    const changed = await createProduct('Boubou sous le cache');
    const unchanged = await createProduct('Pagne qui ne bouge pas');
    for (const product of [changed, unchanged]) {
      expect((await throughCache(`/api/products/${product.id}`)).cache).toBe('MISS');
      const again = await throughCache(`/api/products/${product.id}`);
      expect(again.cache).toBe('HIT');
      expect(Number(again.headers.get('x-cache-hits'))).toBeGreaterThan(0);
    }
    expect((await throughCache('/api/categories/vitrine/products?limit=12')).cache).toBe('MISS');
    expect((await throughCache('/api/categories/vitrine/products?limit=12')).cache).toBe('HIT');

    // Through Varnish (a write passes), to one instance; then straight to the other instance.
    const viaCache = await call(cache, 'PUT', `/api/seller/products/${changed.id}`, {
      token: seller.token,
      body: { price: 57.5 },
    });
    expect(viaCache.status).toBe(200);
    expect(viaCache.headers.get('x-cache')).toBe('PASS');
    const seen = await throughCache(`/api/products/${changed.id}`);
    expect(seen.body.product.price).toBe(57.5);
    expect(seen.cache).toBe('MISS');
    const listed = await throughCache('/api/categories/vitrine/products?limit=12');
    expect(listed.body.products.find((product: Json) => product.id === changed.id).price).toBe(57.5);

    const direct = await call(instances[1]!, 'PUT', `/api/seller/products/${changed.id}`, {
      token: seller.token,
      body: { name: 'Boubou renommé en direct' },
    });
    expect(direct.status).toBe(200);
    expect((await throughCache(`/api/products/${changed.id}`)).body.product.name).toBe(
      'Boubou renommé en direct',
    );

    // The other product was never purged: still the answer Varnish kept, still a hit.
    const kept = await throughCache(`/api/products/${unchanged.id}`);
    expect(kept.cache).toBe('HIT');
    expect(Number(kept.headers.get('x-cache-hits'))).toBeGreaterThanOrEqual(2);
  });

  it('a stock change the shopper cannot see purges nothing; one that makes it limited is seen at once', async () => {
    const product = await createProduct('Robe au stock discret');
    const path = `/api/products/${product.id}`;
    await throughCache(path);
    expect((await throughCache(path)).cache).toBe('HIT');
    const fewer = await call(instances[1]!, 'PUT', `/api/seller/products/${product.id}`, {
      token: seller.token,
      body: { inventory: { trackQuantity: true, quantity: 12, lowStockThreshold: 3 } },
    });
    expect(fewer.status).toBe(200);
    expect((await throughCache(path)).cache).toBe('HIT');
    const limited = await call(instances[0]!, 'PUT', `/api/seller/products/${product.id}`, {
      token: seller.token,
      body: { inventory: { trackQuantity: true, quantity: 2, lowStockThreshold: 3 } },
    });
    expect(limited.status).toBe(200);
    const seen = await throughCache(path);
    expect(seen.cache).toBe('MISS');
    expect(seen.body.product.inventory).toMatchObject({ isLowStock: true, quantity: 2 });
  });

  it('signed-in and personal answers are never kept by Varnish', async () => {
    const product = await createProduct('Boubou de la liste');
    for (let n = 0; n < 2; n++) {
      const listing = await throughCache('/api/products?limit=3', buyer.token);
      expect(listing.cache).toBe('PASS');
      expect(listing.headers.get('cache-control')).toContain('private');
      expect(listing.headers.get('surrogate-key')).toBeNull();
    }
    const added = await call(cache, 'POST', '/api/wishlist', {
      token: buyer.token,
      body: { productId: product.id },
    });
    expect(added.status).toBeLessThan(300);
    for (let n = 0; n < 2; n++) {
      const wishlist = await call(cache, 'GET', '/api/wishlist', { token: buyer.token });
      expect(wishlist.status).toBe(200);
      expect(wishlist.headers.get('x-cache')).toBe('PASS');
      expect(wishlist.headers.get('cache-control')).toBe('private, no-store');
      expect(JSON.stringify(wishlist.body)).toContain('Boubou de la liste');
    }
    // A personal answer asked without its token is refused, and that refusal is not kept either.
    for (let n = 0; n < 2; n++) {
      const refused = await call(cache, 'GET', '/api/wishlist');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-cache')).not.toBe('HIT');
    }
  });
});
