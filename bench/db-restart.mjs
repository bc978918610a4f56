// What callers see when the machine's PostgreSQL restarts under load: counts of each answer per request, the outage
// as the API showed it, and how long it took to answer 200 again, without restarting the API.
// Not a test: it prints its figures (and the machine's load, which they depend on).
//
//   node bench/db-restart.mjs                      8 readers and 4 buyers, restart after 3 s, 6 s more after recovery
//   node bench/db-restart.mjs --readers 8 --buyers 4 --before 3 --after 6 --mode immediate
//
// Really restarts the cluster (`pg_ctlcluster 15 main restart -m <mode>`, or PG_RESTART_COMMAND), so it needs root
// (or the postgres user) and disturbs anything else using that server: run it alone, and briefly. In `fast` mode
// (the default) PostgreSQL waits for connections still starting up, up to authentication_timeout (1 min): on a busy
// machine the outage can last that long. `immediate` ends everything at once and recovers from the WAL at start.
// A scratch database (teranga_bench_db_restart on PG_URL) is made afresh; the server is apps/api/src/main.ts.
// Expected: only 200, 201 and 503 (with Retry-After), no 500, no connection refused by the API, and 200 again within
// a second or two of PostgreSQL accepting connections. Exits with code 1 otherwise.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { startApi } from './support/start-api.mjs';

const { values: args } = parseArgs({
  options: {
    readers: { type: 'string', default: '8' },
    buyers: { type: 'string', default: '4' },
    before: { type: 'string', default: '3' },
    after: { type: 'string', default: '6' },
    mode: { type: 'string', default: 'fast' },
  },
});
const READERS = Number(args.readers);
const BUYERS = Number(args.buyers);
const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESTART = (process.env.PG_RESTART_COMMAND ?? `pg_ctlcluster 15 main restart -m ${args.mode}`).split(
  ' ',
);
const PORT = 3932;
const DB_NAME = 'teranga_bench_db_restart';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const hex = (bytes) => randomBytes(bytes).toString('hex');

async function admin(statements) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  for (const statement of statements) await client.query(statement);
  await client.end();
}

async function send(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json().catch(() => ({})),
  };
}

await admin([`drop database if exists ${DB_NAME} with (force)`, `create database ${DB_NAME}`]);
const databaseUrl = Object.assign(new URL(PG_URL), { pathname: `/${DB_NAME}` }).toString();
const api = await startApi({
  port: PORT,
  env: {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'teranga-bench-db-restart-')),
    RATE_LIMIT_REGISTER_MAX: '100000',
    REDIS_URL: '',
    PAYMENT_SANDBOX_DELAY_MS: '200',
    PAYMENT_SWEEP_INTERVAL_MS: '1000',
  },
});

/** Every answer: when it was sent and answered (ms since start), what, and whether a 503 said when to come back. */
const seen = [];
const started = performance.now();
const now = () => performance.now() - started;
let running = true;

try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const productIds = [];
  for (let index = 0; index < 20; index++) {
    const id = `${Math.floor(Date.now() / 1000).toString(16)}${hex(8)}`;
    await db.query(
      `insert into products (id, name, slug, description, price_cents, status, quantity, track_quantity)
       values ($1, $2, $3, 'Produit du banc d''essai du redémarrage', $4, 'active', 100000, true)`,
      [id, `Boubou ${index}`, `boubou-restart-${index}-${hex(3)}`, 2000 + index * 10],
    );
    productIds.push(id);
  }
  await db.end();
  const buyers = [];
  for (let index = 0; index < BUYERS; index++) {
    const answer = await send(api.base, 'POST', '/api/auth/register', {
      body: {
        firstName: 'Awa',
        lastName: 'Diop',
        email: `restart-${index}-${hex(3)}@example.sn`,
        password: 'Baobab2024',
        confirmPassword: 'Baobab2024',
      },
    });
    if (answer.status !== 201) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
    buyers.push(answer.body.data.token);
  }

  const pick = () => productIds[Math.floor(Math.random() * productIds.length)];
  const reads = [
    { kind: 'GET /api/products', path: () => '/api/products?limit=12' },
    { kind: 'GET /api/products/:id', path: () => `/api/products/${pick()}` },
    { kind: 'GET /api/health', path: () => '/api/health' },
  ];
  async function loop(kind, request) {
    while (running) {
      const at = now();
      const answer = await request().catch((error) => ({
        status: `network (${error.cause?.code ?? error.message})`,
      }));
      seen.push({ at, done: now(), kind, status: answer.status, retryAfter: answer.retryAfter ?? null });
      if (typeof answer.status !== 'number') await sleep(50);
    }
  }
  const workers = [
    ...Array.from({ length: READERS }, (_, index) => {
      const read = reads[index % reads.length];
      return loop(read.kind, () => send(api.base, 'GET', read.path()));
    }),
    ...buyers.map((token) =>
      loop('POST /api/orders', () =>
        send(api.base, 'POST', '/api/orders', {
          token,
          body: {
            items: [{ productId: pick(), quantity: 1 }],
            paymentMethod: 'wave',
            payerPhone: '+221 77 123 45 67',
          },
        }),
      ),
    ),
  ];

  await sleep(Number(args.before) * 1000);
  const restartFrom = now();
  // Not execFileSync: the requests must go on (and be counted) while the command runs.
  await promisify(execFile)(RESTART[0], RESTART.slice(1));
  const restartTo = now();
  // Recovered: every kind of request has answered 2xx after the restart command returned.
  const kinds = [...new Set(seen.map((answer) => answer.kind))];
  let recoveredAt;
  while (recoveredAt === undefined && now() - restartTo < 60_000) {
    const afterRestart = seen.filter((answer) => answer.at >= restartTo);
    const firstOk = kinds.map((kind) =>
      afterRestart.find((a) => a.kind === kind && a.status >= 200 && a.status < 300),
    );
    if (firstOk.every(Boolean)) recoveredAt = Math.max(...firstOk.map((answer) => answer.done));
    else await sleep(50);
  }
  await sleep(Number(args.after) * 1000);
  running = false;
  await Promise.all(workers);

  const failed = seen.filter((answer) => answer.status !== 200 && answer.status !== 201);
  const unavailable = seen.filter((answer) => answer.status === 503);
  const ms = (value) => (value === undefined ? 'never' : `${Math.round(value)} ms`);
  console.log(
    `db-restart: ${READERS} readers and ${BUYERS} buyers on one API process, PostgreSQL restarted with \`${RESTART.join(' ')}\``,
  );
  console.log(
    `  machine: ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('  answers by request (status: count):');
  for (const kind of kinds) {
    const counts = {};
    for (const answer of seen.filter((a) => a.kind === kind))
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    console.log(
      `    ${kind.padEnd(24)} ${Object.entries(counts)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')}`,
    );
  }
  console.log(
    `  restart command: ${ms(restartTo - restartFrom)} (PostgreSQL down, then accepting connections)`,
  );
  if (failed.length > 0) {
    const first = Math.min(...failed.map((answer) => answer.done));
    const last = Math.max(...failed.map((answer) => answer.done));
    console.log(
      `  outage seen by callers: ${ms(last - first)} (first non-2xx ${ms(first - restartFrom)} after the command started, last ${ms(last - restartFrom)})`,
    );
  } else {
    console.log('  outage seen by callers: none (every request answered 2xx)');
  }
  console.log(
    `  back to 2xx for every request: ${ms(recoveredAt === undefined ? undefined : recoveredAt - restartTo)} after the command returned`,
  );
  const withoutRetryAfter = unavailable.filter((answer) => !answer.retryAfter).length;
  const other = failed.filter((answer) => answer.status !== 503);
  console.log(
    `  503 without Retry-After: ${withoutRetryAfter}; answers other than 200/201/503: ${other.length}`,
  );
  if (other.length > 0 || withoutRetryAfter > 0 || recoveredAt === undefined) process.exitCode = 1;
} finally {
  running = false;
  // The server may be gone already (what this bench looks for): stopping it then fails, which says nothing new.
  try {
    api.stop();
  } catch {}
  await admin([`drop database if exists ${DB_NAME} with (force)`]).catch(() => {});
}
