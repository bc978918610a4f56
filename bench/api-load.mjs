// API throughput and latency on loopback (autocannon), with 10,000 and 100,000 generated products, on the local
// PostgreSQL server and on embedded PGlite. Not a test: it prints figures and keeps them in bench/results/.
//
//   node bench/api-load.mjs                         every kind and size (seeding 100,000 products on PGlite takes minutes)
//   node bench/api-load.mjs --kinds postgres --sizes 100000 --duration 10 --connections 10 --reuse
//
// Each kind and size gets its own scratch database (PostgreSQL: teranga_bench_<n> on PG_URL; PGlite: a folder under
// the system temp dir), seeded by `npm run seed -- --products <n>`, then served by the real server (apps/api/src/main.ts).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { percentile } from './support/latency.mjs';
import { scratchDatabase, seed } from './support/scratch-postgres.mjs';
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

async function scratchPostgres(size) {
  const { url, seeded } = await scratchDatabase({
    name: `teranga_bench_${size}`,
    reuse: args.reuse,
    isSeeded: async (db) => (await db.query('select count(*)::int as n from products')).rows[0].n >= size,
  });
  // A data folder of its own: the repository's ./var may be locked by a shop running next to the benchmark.
  return { env: { DATABASE_URL: url, DATA_DIR: join(tmpdir(), `teranga-bench-pg-${size}`) }, seeded };
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

const seedProducts = (env, size) => seed(env, ['--products', String(size)]);

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
    const seedSeconds = scratch.seeded ? null : seedProducts(scratch.env, size);
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
