// Lighthouse 12 (mobile, the default emulation) on the built shop: performance and accessibility of home, a product
// page and the cart. Starts the real API (fresh embedded database with the demo data, serving apps/reference/dist) on a
// free port, and Debian's Chromium with the team's flags. Run after `npm run build -w @teranga/reference`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, chromiumArgs as FLAGS } from '../scripts/ensure-chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const GOALS = { performance: 95, accessibility: 100 };

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-lighthouse-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=source', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo images are drawn on their first request and then served from disk. A fresh database has drawn none, so
 * without this the first page measured (home) would share the 2 cores with sharp drawing its pictures.
 */
async function warmImages(base, answers) {
  const urls = new Set();
  for (const path of answers) {
    const text = await (await fetch(`${base}${path}`)).text();
    for (const [, url] of text.matchAll(/"(\/api\/media\/[^"]+)"/g)) urls.add(url);
  }
  for (const url of urls) await (await fetch(`${base}${url}`)).arrayBuffer();
  console.log(`${urls.size} images dessinées avant la mesure.`);
}

const api = await startApi();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: FLAGS,
});
try {
  const listing = await (await fetch(`${api.url}/api/products?limit=1`)).json();
  const product = listing.data.products[0];
  const pages = { home: '/', product: `/product/${product._id ?? product.id}`, cart: '/cart' };
  await warmImages(api.url, [
    '/api/home',
    '/api/categories',
    `/api/products/${product._id ?? product.id}/related`,
  ]);
  console.log('Lighthouse 12 (mobile) : performance / accessibilité — objectifs ≥ 95 / 100\n');
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${api.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    const perf = Math.round(categories.performance.score * 100);
    const a11y = Math.round(categories.accessibility.score * 100);
    const ok = perf >= GOALS.performance && a11y >= GOALS.accessibility ? '✓' : '✗';
    console.log(
      `${name.padEnd(8)} performance ${String(perf).padStart(3)}  accessibilité ${String(a11y).padStart(3)}  ` +
        `LCP ${audits['largest-contentful-paint'].displayValue}  TBT ${audits['total-blocking-time'].displayValue}  ` +
        `CLS ${audits['cumulative-layout-shift'].displayValue} ${ok}`,
    );
    const failing = categories.accessibility.auditRefs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    for (const audit of failing) console.log(`         accessibilité : ${audit.id} — ${audit.title}`);
  }
} finally {
  await chrome.kill();
  api.stop();
}
