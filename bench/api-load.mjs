// API throughput and latency on loopback (autocannon), with 10,000 and 100,000 generated products, on the local
// PostgreSQL server and on embedded PGlite. Not a test: it prints figures and keeps them in bench/results/.
//
//   node bench/api-load.mjs                         every kind and size (seeding 100,000 products on PGlite takes minutes)
//   node bench/api-load.mjs --kinds postgres --sizes 100000 --duration 10 --connections 10 --reuse
//
// Each kind and size gets its own scratch database (PostgreSQL: teranga_bench_<n> on PG_URL; PGlite: a folder under
// the system temp dir), seeded by `npm run seed -- --products <n>`, then served by the real server (apps/api/src/main.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApi } from './support/start-api.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'postgres,pglite' },
    sizes: { type: 'string', default: '10000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
  },
});
const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kinds = args.kinds.split(',');
const sizes = args.sizes.split(',').map(Number);
const duration = Number(args.duration);
const connections = Number(args.connections);
const PORT = 3917;

const scenarios = (productId) => [
  { name: 'page of 12', path: '/api/products?page=1&limit=12' },
  {
    name: 'filtered + sorted',
    path: '/api/products?category=femme&minPrice=30&maxPrice=150&inStock=true&sortBy=price&sortOrder=asc&page=2&limit=12',
  },
  { name: 'search', path: '/api/products/search?q=boubou%20bazin&limit=12' },
  { name: 'product by id', path: `/api/products/${productId}` },
];

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function scratchPostgres(size) {
  const name = `teranga_bench_${size}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  let seeded = false;
  if (exists && args.reuse) {
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db
      .query('select count(*)::int as n from products')
      .catch(() => ({ rows: [{ n: 0 }] }));
    await db.end();
    seeded = rows[0].n >= size;
  }
  if (!seeded) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  // A data folder of its own: the repository's ./var may be locked by a shop running next to the benchmark.
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: join(tmpdir(), `teranga-bench-pg-${size}`) },
    seeded,
  };
}

function scratchPglite(size) {
  const dataDir = join(tmpdir(), `teranga-bench-pglite-${size}`);
  const seeded = args.reuse && existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));
  if (!seeded) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, seeded };
}

function seed(env, size) {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/api/src/cli/seed.ts', '--products', String(size)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`seeding ${size} products failed`);
  return (performance.now() - started) / 1000;
}

const startServer = (env) => startApi({ port: PORT, env });

async function load(url, seconds) {
  const latencies = [];
  let errors = 0;
  const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode !== 200) errors++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    non200: errors + result.errors + result.timeouts,
  };
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const results = [];
const lines = [];
const log = (line) => {
  console.log(line);
  lines.push(line);
};

const load1 = () => loadavg()[0].toFixed(1);
log(
  `API load: ${connections} connections, ${duration} s per scenario (after a 2 s warm-up), Node ${process.version}`,
);
log(`Machine load average at start: ${load1()} (other work on the machine shares its cores)`);
for (const kind of kinds) {
  for (const size of sizes) {
    const scratch = kind === 'postgres' ? await scratchPostgres(size) : scratchPglite(size);
    const seedSeconds = scratch.seeded ? null : seed(scratch.env, size);
    const server = await startServer(scratch.env);
    try {
      const page = await (await fetch(`${server.base}/api/products?limit=1&page=37`)).json();
      const productId = page.data.products[0].id;
      log(
        `\n${kind}, ${size.toLocaleString('en')} products${seedSeconds === null ? ' (reused)' : `, seeded in ${seedSeconds.toFixed(1)} s`}`,
      );
      log(`  scenario             req/s      p50       p95       p99   non-200   (load average ${load1()})`);
      for (const scenario of scenarios(productId)) {
        await load(server.base + scenario.path, 2);
        const figures = await load(server.base + scenario.path, duration);
        results.push({ kind, size, scenario: scenario.name, path: scenario.path, seedSeconds, ...figures });
        log(
          `  ${scenario.name.padEnd(18)} ${String(figures.requestsPerSecond).padStart(6)} ${fmt(figures.p50).padStart(9)} ${fmt(figures.p95).padStart(9)} ${fmt(figures.p99).padStart(9)} ${String(figures.non200).padStart(8)}`,
        );
      }
    } finally {
      server.stop();
      await sleep(1000);
    }
  }
}

const folder = join(root, 'bench', 'results');
mkdirSync(folder, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(
  join(folder, `api-load-${stamp}.json`),
  JSON.stringify({ connections, duration, results }, null, 2),
);
writeFileSync(join(folder, `api-load-${stamp}.txt`), `${lines.join('\n')}\n`);
console.log(`\nRésultats : bench/results/api-load-${stamp}.{json,txt}`);
