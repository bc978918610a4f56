// Orders per second the real API takes from concurrent buyers on PostgreSQL, and a check that no stock was oversold
// and that the ledger agrees with the parts. Not a test: it prints its figures (and the machine's load).
//
//   node bench/orders-load.mjs                                  20 buyers, 20 s, 40 products of 150 units
//   node bench/orders-load.mjs --buyers 20 --duration 30 --products 10 --stock 50
//
// A scratch database (teranga_bench_orders on PG_URL) is made afresh; the server is apps/api/src/main.ts with the
// sandbox provider (1 buyer in 10 pays with the failing test number, so cancellations give stock back under load).
// The products belong to three sellers; every other product keeps its stock by size (S, M, L), and its orders name a
// size. Each buyer orders 1 to 2 units of a random product in a loop; 409 (sold out) is an expected answer, anything
// else but 201 is an error. Then each seller cancels some of their paid parts (refunded through the sandbox). At the
// end, once every payment and refund has settled: for every product and size, the units gone from stock equal the
// units of the parts that were not cancelled, no stock is below zero, a product's total is the sum of its sizes, and
// every seller's ledger equals their paid parts less the commission (sales) and less what was refunded.
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
  const newId = () => `${Math.floor(Date.now() / 1000).toString(16)}${hex(8)}`;
  // Three approved sellers (registered through the API, approved in SQL), who will cancel some of their parts.
  const sellers = [];
  for (let index = 0; index < 3; index++) {
    const answer = await json(api.base, 'POST', '/api/auth/register', {
      body: {
        firstName: 'Vendeur',
        lastName: `${index}`,
        email: `vendeur-${index}-${hex(3)}@example.sn`,
        password: 'Baobab2024',
        confirmPassword: 'Baobab2024',
        role: 'seller',
      },
    });
    if (answer.status !== 201) throw new Error(`register seller: ${answer.status}`);
    await db.query(`update users set seller_status = 'approved' where id = $1`, [answer.body.data.user.id]);
    sellers.push({ id: answer.body.data.user.id, token: answer.body.data.token });
  }
  const SIZES = ['S', 'M', 'L'];
  const products = [];
  for (let index = 0; index < PRODUCTS; index++) {
    const id = newId();
    const sized = index % 2 === 0;
    await db.query(
      `insert into products (id, seller_id, name, slug, description, price_cents, status, quantity, track_quantity, sizes)
       values ($1, $2, $3, $4, 'Produit du banc d''essai des commandes', $5, 'active', $6, true, $7)`,
      [
        id,
        sellers[index % sellers.length].id,
        `Boubou ${index}`,
        `boubou-bench-${index}-${hex(3)}`,
        2000 + index * 10,
        STOCK,
        sized ? SIZES : [],
      ],
    );
    if (sized) {
      // The stock spread over the sizes, the first taking the remainder: the total stays their sum.
      const share = Math.floor(STOCK / SIZES.length);
      for (const [position, size] of SIZES.entries()) {
        await db.query(
          `insert into product_variants (id, product_id, type, name, value, quantity) values ($1, $2, 'size', 'Taille', $3, $4)`,
          [newId(), id, size, position === 0 ? STOCK - share * (SIZES.length - 1) : share],
        );
      }
    }
    products.push({ id, sized });
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
        const product = products[Math.floor(Math.random() * products.length)];
        const quantity = 1 + Math.floor(Math.random() * 2);
        const size = product.sized ? SIZES[Math.floor(Math.random() * SIZES.length)] : undefined;
        const before = performance.now();
        const answer = await json(api.base, 'POST', '/api/orders', {
          token: buyer.token,
          body: {
            items: [{ productId: product.id, quantity, ...(size ? { size } : {}) }],
            paymentMethod: 'wave',
            payerPhone: buyer.phone,
          },
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
  const settleAll = async (condition) => {
    for (let wait = 0; wait < 120; wait++) {
      const { rows } = await db.query(`select count(*)::int as n from ${condition}`);
      if (rows[0].n === 0) return;
      await sleep(500);
    }
  };
  await settleAll(`orders where payment_status = 'pending'`);
  // Each seller cancels up to 10 of their paid parts: their stock comes back and the sandbox refunds them.
  let cancelled = 0;
  for (const seller of sellers) {
    const { rows } = await db.query(
      `select order_id from order_parts where seller_id = $1 and status = 'processing' limit 10`,
      [seller.id],
    );
    for (const { order_id: orderId } of rows) {
      const answer = await json(api.base, 'PUT', `/api/seller/orders/${orderId}/status`, {
        token: seller.token,
        body: { status: 'cancelled' },
      });
      if (answer.status === 200) cancelled += 1;
    }
  }
  await settleAll(`refunds where status = 'pending'`);
  const { rows: check } = await db.query(
    `select p.id, p.quantity, $1::int - p.quantity as gone,
            coalesce((select sum(l.quantity) from order_lines l join order_parts pt on pt.id = l.part_id
                      where l.product_id = p.id and pt.status <> 'cancelled'), 0)::int as kept,
            coalesce((select sum(v.quantity) from product_variants v where v.product_id = p.id and v.type = 'size'),
                     p.quantity)::int as sizes
       from products p`,
    [STOCK],
  );
  const { rows: variantCheck } = await db.query(
    `select v.id, v.quantity, coalesce((select sum(l.quantity) from order_lines l join order_parts pt on pt.id = l.part_id
              where l.variant_id = v.id and pt.status <> 'cancelled'), 0)::int as kept
       from product_variants v`,
  );
  const oversold =
    check.filter((row) => row.quantity < 0).length + variantCheck.filter((row) => row.quantity < 0).length;
  const mismatched = check.filter((row) => row.gone !== row.kept || row.sizes !== row.quantity);
  // The ledger of each seller against their parts: paid parts credited less the commission, cancelled ones debited.
  const { rows: ledger } = await db.query(
    `select s.id,
            coalesce((select sum(net_cents) from ledger_entries e where e.seller_id = s.id), 0)::bigint as balance,
            coalesce((select sum(subtotal_cents - round(subtotal_cents * 10 / 100.0)) from order_parts pt
                      where pt.seller_id = s.id and pt.paid_at is not null and pt.status <> 'cancelled'), 0)::bigint as owed,
            coalesce((select count(*) from refunds r join order_parts pt on pt.id = r.part_id
                      where pt.seller_id = s.id and r.status = 'succeeded'), 0)::int as refunded
       from users s where s.id = any($1)`,
    [sellers.map((seller) => seller.id)],
  );
  const ledgerOff = ledger.filter((row) => Number(row.balance) !== Number(row.owed));
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
    `  oversold products or sizes: ${oversold}; products whose stock does not match their parts (or sizes): ${mismatched.length}`,
  );
  console.log(
    `  parts cancelled after payment by their sellers: ${cancelled}, refunds confirmed: ${ledger.reduce((sum, row) => sum + row.refunded, 0)}`,
  );
  console.log(
    `  ledger: ${ledger.map((row) => `${(Number(row.balance) / 100).toFixed(2)} € owed`).join(', ')}; sellers whose ledger differs from their parts: ${ledgerOff.length}`,
  );
  if (oversold > 0 || mismatched.length > 0 || ledgerOff.length > 0 || counts.errors > 0)
    process.exitCode = 1;
} finally {
  await db.end();
  api.stop();
}
