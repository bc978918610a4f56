// The built shop served by the real API on a fresh embedded database with the demo data, on a free port: what the
// browser benches (lighthouse.mjs, low-bandwidth.mjs) measure. Run `npm run build -w @teranga/reference` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

export async function startShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-shop-bench-'));
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
export async function warmImages(base, answers) {
  const urls = new Set();
  for (const path of answers) {
    const text = await (await fetch(`${base}${path}`)).text();
    for (const [, url] of text.matchAll(/"(\/api\/media\/[^"]+)"/g)) urls.add(url);
  }
  for (const url of urls) await (await fetch(`${base}${url}`)).arrayBuffer();
  console.log(`${urls.size} images dessinées avant la mesure.`);
}

/** The pages measured: home, a collection, a product, the cart. */
export async function shopPages(base) {
  const listing = await (await fetch(`${base}/api/products?limit=1`)).json();
  const product = listing.data.products[0];
  const id = product._id ?? product.id;
  await warmImages(base, [
    '/api/home',
    '/api/categories',
    '/api/categories/femme/products?limit=48',
    `/api/products/${id}`,
    `/api/products/${id}/related`,
  ]);
  return { home: '/', collection: '/femme', product: `/product/${id}`, cart: '/cart' };
}
