// Catalogue reads while the marketplace writes (issue 30): PostgreSQL, 10,000 generated products, 20 connections over
// a spread of about 190 catalogue URLs (pages, categories, product pages, searches, sorts), the server in production
// mode. Not a test: it prints its figures (status counts beside every rate) and keeps them in bench/results/.
//
//   node bench/catalogue-under-writes.mjs                       10 s a phase
//   node bench/catalogue-under-writes.mjs --duration 20 --reuse
//
// Phases: reads alone; the same reads while 10 orders a second (paid by the sandbox) and 2 seller edits a second (a
// new price) run; the same again through Varnish (apps/api/varnish/teranga.vcl, purged by key by the API) with its
// hit ratio; then a page of 12 alone against the health check alone, on the same process.
// The load tool is Node's own HTTP client (keep-alive agent, 20 sockets): it honours `Connection: close` (the server
// ends a socket after MAX_REQUESTS_PER_SOCKET answers) where autocannon kept sending on it and counted 503s.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureVarnish } from '../scripts/ensure-varnish.mjs';
import { percentile } from './support/latency.mjs';
import { scratchDatabase, seed } from './support/scratch-postgres.mjs';
import { startApi } from './support/start-api.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '10' },
    edits: { type: 'string', default: '2' },
    reuse: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PRODUCTS = Number(args.products);
const ORDERS_PER_S = Number(args.orders);
const EDITS_PER_S = Number(args.edits);
const PASSWORD = 'Baobab-Charge-2026';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const freePort = () =>
  new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const lines = [];
const log = (line) => {
  console.log(line);
  lines.push(line);
};

// ---------- the load tool ----------
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request; resolves with its status, latency and X-Cache (Varnish). */
function get(base, path) {
  return new Promise((done) => {
    const started = performance.now();
    // No Accept-Encoding, as the figures were measured: a remembered answer is compressed anew for every
    // request asking for gzip (about a millisecond of CPU for a 30 KB page), which would hide the cache's own cost.
    const request = http.get(`${base}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        done({
          status: response.statusCode,
          ms: performance.now() - started,
          cache: response.headers['x-cache'],
        }),
      );
    });
    request.on('error', () => done({ status: 0, ms: performance.now() - started }));
  });
}

/** Every path asked once (`connections` at a time), so that a phase starts with each answer made once. */
async function warm(base, paths) {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (queue.length > 0) await get(base, queue.shift());
    }),
  );
}

/** `connections` loops asking `paths` in turn for `seconds`. */
async function readLoad(base, paths, seconds) {
  const latencies = [];
  const statuses = {};
  const caches = {};
  let turn = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const answer = await get(base, paths[turn++ % paths.length]);
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.cache) caches[answer.cache] = (caches[answer.cache] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const ok = statuses[200] ?? 0;
  return {
    rate: Math.round(ok / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    caches,
  };
}

// ---------- writers ----------
async function json(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && path === '/api/orders' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Runs `task` `perSecond` times a second until stopped; counts the answers' statuses. */
function steady(perSecond, task) {
  const statuses = {};
  let sent = 0;
  const timer = setInterval(() => {
    sent++;
    task()
      .then((status) => (statuses[status] = (statuses[status] ?? 0) + 1))
      .catch(() => (statuses.error = (statuses.error ?? 0) + 1));
  }, 1000 / perSecond);
  return {
    stop() {
      clearInterval(timer);
      return { sent, statuses };
    },
  };
}

// ---------- setup ----------
const database = await scratchDatabase({
  name: `teranga_bench_writes_${PRODUCTS}`,
  reuse: args.reuse,
  isSeeded: async (db) => (await db.query('select count(*)::int as n from products')).rows[0].n >= PRODUCTS,
});
const dataDir = mkdtempSync(join(tmpdir(), 'teranga-bench-writes-'));
const baseEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: '' };
if (!database.seeded) {
  const seconds = seed(baseEnv, ['--products', String(PRODUCTS)]);
  log(`Seeded ${PRODUCTS.toLocaleString('en')} products in ${seconds.toFixed(1)} s`);
}

const apiPort = await freePort();
const varnishPort = await freePort();
const varnish = ensureVarnish();
let varnishd;
const varnishDir = mkdtempSync(join(tmpdir(), 'teranga-bench-varnish-'));
if (varnish.path) {
  chmodSync(varnishDir, 0o755);
  const vcl = readFileSync(join(root, 'apps/api/varnish/teranga.vcl'), 'utf8').replace(
    /\.port = "\d+";/g,
    `.port = "${apiPort}";`,
  );
  writeFileSync(join(varnishDir, 'teranga.vcl'), vcl);
  varnishd = spawn(
    varnish.path,
    [
      '-F',
      '-a',
      `127.0.0.1:${varnishPort}`,
      '-f',
      join(varnishDir, 'teranga.vcl'),
      '-n',
      join(varnishDir, 'n'),
    ].concat(['-s', 'malloc,256m', '-T', 'none']),
    { stdio: 'ignore' },
  );
} else log(`Varnish skipped: ${varnish.missing}`);
// Stopped whatever happens next (a server that does not start throws before the `finally` below).
process.on('exit', () => varnishd?.kill('SIGTERM'));

const server = await startApi({
  port: apiPort,
  env: {
    ...baseEnv,
    NODE_ENV: 'production',
    // Production refuses to start without a real payment provider unless told the sandbox is meant.
    PAYMENTS_SANDBOX: 'true',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    PAYMENT_SANDBOX_DELAY_MS: '300',
    ...(varnish.path ? { PURGE_URL: `http://127.0.0.1:${varnishPort}` } : {}),
  },
});
const db = new pg.Client({ connectionString: database.url });
await db.connect();

try {
  const api = server.base;
  // A seller who owns 300 of the products (edited), and 300 products without sizes, with stock for the whole run (ordered).
  const sellerEmail = `vendeuse-${randomUUID().slice(0, 8)}@example.sn`;
  const sellerAnswer = await json(api, 'POST', '/api/auth/register', {
    body: {
      firstName: 'Aminata',
      lastName: 'Ndiaye',
      email: sellerEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'seller',
    },
  });
  if (sellerAnswer.status !== 201) throw new Error(`register seller: ${sellerAnswer.status}`);
  const seller = { id: sellerAnswer.body.data.user.id, token: sellerAnswer.body.data.token };
  await db.query(`update users set seller_status = 'approved' where id = $1`, [seller.id]);
  const edited = (
    await db.query(
      `update products set seller_id = $1, compare_price_cents = null where id in (select id from products where status = 'active' order by id limit 300) returning id`,
      [seller.id],
    )
  ).rows.map((row) => row.id);
  const ordered = (
    await db.query(
      `update products p set quantity = 1000000, track_quantity = true, low_stock_threshold = 5
         where p.id in (select id from products q where q.status = 'active' and not q.seller_hidden
           and not exists (select 1 from product_variants v where v.product_id = q.id and v.type = 'size')
           order by q.id desc limit 300) returning id`,
    )
  ).rows.map((row) => row.id);
  const buyerAnswer = await json(api, 'POST', '/api/auth/register', {
    body: {
      firstName: 'Awa',
      lastName: 'Diop',
      email: `acheteuse-${randomUUID().slice(0, 8)}@example.sn`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  if (buyerAnswer.status !== 201) throw new Error(`register buyer: ${buyerAnswer.status}`);
  const buyer = buyerAnswer.body.data.token;

  // The URL spread.
  const categories = (await json(api, 'GET', '/api/categories')).body.data.slice(0, 6).map((c) => c.slug);
  const productIds = (
    await db.query(`select id from products where status = 'active' order by id limit 50 offset 500`)
  ).rows.map((row) => row.id);
  const words = [
    'robe wax',
    'boubou',
    'bazin brode',
    'pagne',
    'chemise',
    'tunique lin',
    'kaftan',
    'sandales',
  ].concat([
    'ensemble enfant',
    'bogolan',
    'kente',
    'sac cuir',
    'collier',
    'robe soiree',
    'boubou enfant',
    'veste lin',
  ]);
  const paths = ['/api/home', '/api/categories'];
  for (let page = 1; page <= 40; page++) paths.push(`/api/products?page=${page}&limit=12`);
  for (const slug of categories) {
    for (let page = 1; page <= 3; page++)
      paths.push(`/api/categories/${slug}/products?limit=12&page=${page}`);
    for (const sort of [
      'price&sortOrder=asc',
      'price&sortOrder=desc',
      'sold&sortOrder=desc',
      'rating&sortOrder=desc',
    ])
      paths.push(`/api/categories/${slug}/products?limit=12&sortBy=${sort}`);
    paths.push(`/api/categories/${slug}/products?limit=12&sortBy=name&sortOrder=asc`);
  }
  for (let page = 1; page <= 5; page++) {
    paths.push(`/api/products?limit=12&sortBy=price&sortOrder=asc&page=${page}`);
    paths.push(`/api/products?limit=12&sortBy=sold&sortOrder=desc&page=${page}`);
  }
  for (let page = 1; page <= 3; page++) {
    paths.push(`/api/products?limit=12&sortBy=rating&sortOrder=desc&page=${page}`);
    paths.push(`/api/products?limit=12&inStock=true&page=${page}`);
  }
  for (const [min, max] of [
    [10, 30],
    [30, 60],
    [60, 100],
    [100, 200],
    [200, 500],
  ])
    paths.push(`/api/products?limit=12&minPrice=${min}&maxPrice=${max}`);
  for (const word of words) {
    paths.push(`/api/products/search?q=${encodeURIComponent(word)}&limit=12`);
    paths.push(`/api/products?search=${encodeURIComponent(word)}&limit=12&sortBy=price&sortOrder=asc`);
  }
  for (const id of productIds) paths.push(`/api/products/${id}`);

  const writers = () => {
    const orders = steady(ORDERS_PER_S, async () => {
      const productId = ordered[Math.floor(Math.random() * ordered.length)];
      const answer = await json(api, 'POST', '/api/orders', {
        token: buyer,
        body: { items: [{ productId, quantity: 1 }], paymentMethod: 'wave', payerPhone: '+221 77 123 45 67' },
      });
      return answer.status;
    });
    const edits = steady(EDITS_PER_S, async () => {
      const id = edited[Math.floor(Math.random() * edited.length)];
      const price = 20 + Math.round(Math.random() * 20000) / 100;
      return (await json(api, 'PUT', `/api/seller/products/${id}`, { token: seller.token, body: { price } }))
        .status;
    });
    return () => ({ orders: orders.stop(), edits: edits.stop() });
  };
  const statusText = (statuses) =>
    Object.entries(statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
  const writesText = ({ orders, edits }) =>
    `orders ${(orders.statuses[201] ?? 0) / DURATION_S}/s of ${ORDERS_PER_S} asked (${statusText(orders.statuses)}), ` +
    `edits ${(edits.statuses[200] ?? 0) / DURATION_S}/s of ${EDITS_PER_S} (${statusText(edits.statuses)})`;
  const row = (name, f) =>
    log(
      `  ${name.padEnd(34)} ${String(f.rate).padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  server CPU ${f.cpuMs.toFixed(2)} ms/req  statuses ${statusText(f.statuses)}  (load ${load()})`,
    );

  log(
    `Catalogue under writes: PostgreSQL, ${PRODUCTS.toLocaleString('en')} products, ${paths.length} URLs, ${CONNECTIONS} connections, ${DURATION_S} s a phase, production mode, Node ${process.version}`,
  );
  log(`Load average at start (1, 5, 15 min): ${load()} — other engineers share the 2 cores`);
  await warm(api, paths); // every URL asked, remembered, its query prepared
  await readLoad(api, paths, 2);

  // The server's CPU per answered read: the one figure a loaded machine barely moves.
  const measured = async (base, phasePaths) => {
    const cpuBefore = server.cpuSeconds();
    const figures = await readLoad(base, phasePaths, DURATION_S);
    const answered = Object.values(figures.statuses).reduce((a, b) => a + b, 0);
    figures.cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, answered);
    return figures;
  };
  const readOnly = await measured(api, paths);
  row('reads alone', readOnly);
  let stopWriters = writers();
  const underWrites = await measured(api, paths);
  const writes = stopWriters();
  row('reads under writes', underWrites);
  log(`    writes: ${writesText(writes)}`);
  const ratio = underWrites.rate / readOnly.rate;
  log(
    `  under writes / alone: ${(ratio * 100).toFixed(1)} % (goal >= 80 %), p99 ${underWrites.p99.toFixed(1)} ms (goal <= 10 ms): ${ratio >= 0.8 && underWrites.p99 <= 10 ? 'met' : 'NOT met'}`,
  );

  if (varnishd) {
    const cache = `http://127.0.0.1:${varnishPort}`;
    await warm(cache, paths);
    stopWriters = writers();
    const throughVarnish = await measured(cache, paths);
    const varnishWrites = stopWriters();
    row('through Varnish under writes', throughVarnish);
    log(`    writes: ${writesText(varnishWrites)}`);
    const hits = throughVarnish.caches.HIT ?? 0;
    const total = Object.values(throughVarnish.caches).reduce((a, b) => a + b, 0);
    log(
      `  Varnish hit ratio under writes: ${((hits / Math.max(1, total)) * 100).toFixed(1)} % (${statusText(throughVarnish.caches)})`,
    );
  }

  const health = await measured(api, ['/api/health']);
  row('health check alone', health);
  const page = await measured(api, ['/api/products?page=1&limit=12']);
  row('page of 12 alone', page);
  const pageRatio = page.rate / health.rate;
  log(
    `  page of 12 / health check: ${(pageRatio * 100).toFixed(1)} % (goal >= 80 %): ${pageRatio >= 0.8 ? 'met' : 'NOT met'}`,
  );
  log(`Load average at end: ${load()}`);
} finally {
  await db.end();
  await server.stop();
  varnishd?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  setTimeout(() => rmSync(varnishDir, { recursive: true, force: true }), 1000).unref();
  agent.destroy();
}

const folder = join(root, 'bench', 'results');
mkdirSync(folder, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(join(folder, `catalogue-under-writes-${stamp}.txt`), `${lines.join('\n')}\n`);
console.log(`\nRésultats : bench/results/catalogue-under-writes-${stamp}.txt`);
