// Orders per second the real API takes from concurrent buyers on PostgreSQL, and a check that no stock was oversold.
// Not a test: it prints its figures (and the machine's load, which they depend on).
//
//   node bench/orders-load.mjs                                  20 buyers, 20 s, 40 products of 150 units
//   node bench/orders-load.mjs --buyers 20 --duration 30 --products 10 --stock 50
//
// A scratch database (teranga_bench_orders on PG_URL) is made afresh; the server is apps/api/src/main.ts with the
// sandbox provider (1 buyer in 10 pays with the failing test number, so cancellations give stock back under load).
// Each buyer orders 1 to 2 units of a random product in a loop; 409 (sold out) is an expected answer, anything else
// but 201 is an error. At the end, once every payment has settled: for every product, the units gone from stock
// equal the units of the orders that were not cancelled, and no stock is below zero.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile } from './support/latency.mjs';
import { scratchDatabase } from './support/scratch-postgres.mjs';
import { startApi } from './support/start-api.mjs';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    products: { type: 'string', default: '40' },
    stock: { type: 'string', default: '150' },
  },
});
const BUYERS = Number(args.buyers);
const DURATION_MS = Number(args.duration) * 1000;
const PRODUCTS = Number(args.products);
const STOCK = Number(args.stock);
const PORT = 3931;
const DB_NAME = 'teranga_bench_orders';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const hex = (bytes) => randomBytes(bytes).toString('hex');

async function json(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

const { url: databaseUrl } = await scratchDatabase({ name: DB_NAME });
const api = await startApi({
  port: PORT,
  env: {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'teranga-bench-orders-')),
    RATE_LIMIT_REGISTER_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: '100000',
    PAYMENT_SANDBOX_DELAY_MS: '200',
    PAYMENT_SWEEP_INTERVAL_MS: '1000',
    PG_POOL_SIZE: process.env.PG_POOL_SIZE ?? '20',
  },
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const productIds = [];
  for (let index = 0; index < PRODUCTS; index++) {
    const id = `${Math.floor(Date.now() / 1000).toString(16)}${hex(8)}`;
    await db.query(
      `insert into products (id, name, slug, description, price_cents, status, quantity, track_quantity)
       values ($1, $2, $3, 'Produit du banc d''essai des commandes', $4, 'active', $5, true)`,
      [id, `Boubou ${index}`, `boubou-bench-${index}-${hex(3)}`, 2000 + index * 10, STOCK],
    );
    productIds.push(id);
  }
  const buyers = [];
  for (let index = 0; index < BUYERS; index++) {
    const email = `acheteur-${index}-${hex(3)}@example.sn`;
    const answer = await json(api.base, 'POST', '/api/auth/register', {
      body: {
        firstName: 'Awa',
        lastName: 'Diop',
        email,
        password: 'Baobab2024',
        confirmPassword: 'Baobab2024',
      },
    });
    if (answer.status !== 201) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
    buyers.push({
      token: answer.body.data.token,
      phone: index % 10 === 9 ? '+221 70 000 00 02' : '+221 77 123 45 67',
    });
  }

  const counts = { created: 0, soldOut: 0, errors: 0 };
  const latencies = [];
  const errorSamples = [];
  const started = Date.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      while (Date.now() - started < DURATION_MS) {
        const productId = productIds[Math.floor(Math.random() * productIds.length)];
        const quantity = 1 + Math.floor(Math.random() * 2);
        const before = performance.now();
        const answer = await json(api.base, 'POST', '/api/orders', {
          token: buyer.token,
          body: { items: [{ productId, quantity }], paymentMethod: 'wave', payerPhone: buyer.phone },
        }).catch((error) => ({ status: 0, body: { message: String(error) } }));
        latencies.push(performance.now() - before);
        if (answer.status === 201) counts.created += 1;
        else if (answer.status === 409) counts.soldOut += 1;
        else {
          counts.errors += 1;
          if (errorSamples.length < 5) errorSamples.push(`${answer.status} ${answer.body?.message}`);
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;

  // Every payment settles (sandbox delay, then the failing ones give their stock back).
  for (let wait = 0; wait < 60; wait++) {
    const { rows } = await db.query(`select count(*)::int as n from orders where payment_status = 'pending'`);
    if (rows[0].n === 0) break;
    await sleep(500);
  }
  const { rows: check } = await db.query(
    `select p.id, p.quantity, $1::int - p.quantity as gone,
            coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.product_id = p.id and o.status <> 'cancelled'), 0)::int as kept
       from products p`,
    [STOCK],
  );
  const oversold = check.filter((row) => row.quantity < 0);
  const mismatched = check.filter((row) => row.gone !== row.kept);
  const { rows: statuses } = await db.query(
    'select status, payment_status, count(*)::int as n from orders group by 1, 2 order by 1, 2',
  );
  const sorted = latencies.sort((a, b) => a - b);
  const unitsSold = check.reduce((sum, row) => sum + row.kept, 0);

  console.log(
    `orders-load: ${BUYERS} concurrent buyers, ${seconds.toFixed(1)} s, PostgreSQL, ${PRODUCTS} products of ${STOCK} units`,
  );
  console.log(
    `  machine: ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  orders created: ${counts.created} (${(counts.created / seconds).toFixed(1)} orders/s)`);
  console.log(
    `  sold-out answers (409): ${counts.soldOut}; errors: ${counts.errors} ${errorSamples.join(' | ')}`,
  );
  console.log(
    `  latency ms: p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)}`,
  );
  console.log(
    `  orders by status: ${statuses.map((row) => `${row.status}/${row.payment_status} ${row.n}`).join(', ')}`,
  );
  console.log(`  units sold (orders not cancelled): ${unitsSold} of ${PRODUCTS * STOCK} in stock`);
  console.log(
    `  oversold products: ${oversold.length}; products whose stock does not match their orders: ${mismatched.length}`,
  );
  if (oversold.length > 0 || mismatched.length > 0 || counts.errors > 0) process.exitCode = 1;
} finally {
  await db.end();
  api.stop();
}
