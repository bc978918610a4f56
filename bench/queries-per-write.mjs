// Statements the API sends PostgreSQL per write (issue 30: every query of a write is CPU taken from the reads): a paid
// order (the sandbox's answer, its webhook, the settlement and the confirmation mail included), an order left unpaid,
// and a seller's price edit, each `--writes` times one after the other on the catalogue bench's database (made by
// `node bench/catalogue-under-writes.mjs`, kept with --reuse). Prints the statements per write and which they are.
// Orders left unpaid (here, or by that bench's costs phase) expire 15 minutes later: a run then counts their expiry too.
//
//   node bench/queries-per-write.mjs [--writes 20] [--products 10000]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiJson, benchWriters, writesDrained } from './support/bench-writers.mjs';
import { databaseUrl } from './support/scratch-postgres.mjs';
import { startApi } from './support/start-api.mjs';

const { values: args } = parseArgs({
  options: { writes: { type: 'string', default: '20' }, products: { type: 'string', default: '10000' } },
});
const WRITES = Number(args.writes);
const url = databaseUrl(`teranga_bench_writes_${args.products}`);
const dataDir = mkdtempSync(join(tmpdir(), 'teranga-bench-queries-'));
const countFile = join(dataDir, 'counts.json');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const db = new pg.Client({ connectionString: url });
await db.connect().catch(() => {
  throw new Error(`no database ${url}: run node bench/catalogue-under-writes.mjs once first`);
});
const server = await startApi({
  port: 20_000 + Math.floor(Math.random() * 20_000),
  nodeArgs: ['--import', './bench/support/query-count.mjs'],
  env: {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    REDIS_URL: '',
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    PAYMENT_SANDBOX_DELAY_MS: '300',
    QUERY_COUNT_FILE: countFile,
  },
});

const json = (method, path, options) => apiJson(server.base, method, path, options);
const drained = () => writesDrained(db);
async function counts() {
  process.kill(server.pid, 'SIGUSR1');
  await sleep(300);
  return JSON.parse(readFileSync(countFile, 'utf8'));
}

try {
  const { seller, buyer, edited, ordered } = await benchWriters(db, (body) =>
    json('POST', '/api/auth/register', { body }),
  );
  const pick = (ids) => ids[Math.floor(Math.random() * ids.length)];
  const order = (payerPhone) => async () =>
    (
      await json('POST', '/api/orders', {
        token: buyer.token,
        body: { items: [{ productId: pick(ordered), quantity: 1 }], paymentMethod: 'wave', payerPhone },
      })
    ).status;
  const edit = async () =>
    (
      await json('PUT', `/api/seller/products/${pick(edited)}`, {
        token: seller.token,
        body: { price: 20 + Math.round(Math.random() * 20000) / 100 },
      })
    ).status;
  // The code paths compiled and the pool's connections open before counting.
  for (let i = 0; i < 3; i++) await Promise.all([order('+221 77 123 45 67')(), edit()]);
  await drained();
  // The sandbox pays every number but a few test ones: +221 70 000 00 03 never answers (an order that stays unpaid).
  for (const [name, write] of [
    ['paid order', order('+221 77 123 45 67')],
    ['order left unpaid', order('+221 70 000 00 03')],
    ['price edit', edit],
  ]) {
    const before = await counts();
    const statuses = {};
    for (let i = 0; i < WRITES; i++) {
      const status = await write();
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    await drained();
    await sleep(1000); // the job runner's last claim
    const after = await counts();
    const rows = Object.entries(after)
      .map(([text, n]) => [text, (n - (before[text] ?? 0)) / WRITES])
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, n]) => sum + n, 0);
    const statusText = Object.entries(statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`${name}: ${total.toFixed(1)} statements a write (${statusText})`);
    for (const [text, n] of rows) console.log(`  ${n.toFixed(2).padStart(5)}  ${text.slice(0, 150)}`);
  }
} finally {
  await db.end();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
