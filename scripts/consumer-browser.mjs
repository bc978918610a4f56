// What the consumer test (scripts/consumer-app.mjs) needs to look at the shops it built in Chromium: a Teranga API
// (embedded PGlite, demo catalogue) on its own origin, the built shops each on another, and a check that their product
// images, served by the API, loaded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A port free on the loopback now (the OS's choice). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Asks `url` until it answers 2xx, or fails after `timeoutMs` with what the process said. */
async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  // Asks once more after the deadline: the caller may have held the event loop (a synchronous build) meanwhile.
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: le processus s'est arrêté (${child.exitCode})\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    if (Date.now() >= deadline) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s\n${child.output()}`);
}

/** A child process whose output is kept (for a failure's message) and which `stop()` ends with its own group. */
function startProcess(cmd, args, { cwd, env }) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  child.stop = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  return child;
}

/**
 * The real API (`src/main.ts` under tsx) over a fresh embedded database with the demo catalogue, allowing `origins`
 * (CORS_ORIGINS, which also lets them embed its images). Returns its origin and `stop()`.
 */
export async function startApi({ port, origins }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-consumer-api-'));
  const api = startProcess(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-shop'),
      CORS_ORIGINS: origins.join(','),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      NODE_ENV: 'development',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/api/products?limit=1`, api, 120_000);
  } catch (error) {
    api.stop();
    throw error;
  }
  return {
    origin,
    stop() {
      api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a built shop's own server (`vite preview`, `next start`) until `stop()`; resolves once `url` answers. */
export async function serveShop(cmd, args, { cwd, env = {}, url }) {
  const shop = startProcess(cmd, args, { cwd, env });
  try {
    await waitFor(url, shop, 60_000);
  } catch (error) {
    shop.stop();
    throw error;
  }
  return shop;
}

/**
 * Opens `url` in Chromium (playwright-core, the system browser) and reads its product images once loaded: each one's
 * address and natural width. `screenshot`: a file to save the page to.
 */
export async function productImagesOf(url, { selector = 'img', screenshot } = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    // Tall enough for every card of the first page: lazy images below the fold would never load.
    const page = await browser.newPage({ viewport: { width: 1200, height: 3000 } });
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(selector, { timeout: 30_000 });
    // A shop without a grid stacks its cards: lazy pictures far below the fold would never be asked for.
    await page.$$eval(selector, (found) => {
      for (const image of found) image.loading = 'eager';
    });
    await page.waitForFunction(
      (css) => [...document.querySelectorAll(css)].every((image) => image.complete),
      selector,
      { timeout: 120_000 },
    );
    const images = await page.$$eval(selector, (found) =>
      found.map((image) => ({ src: image.currentSrc || image.src, naturalWidth: image.naturalWidth })),
    );
    if (screenshot)
      await page.screenshot({ path: screenshot, clip: { x: 0, y: 0, width: 1200, height: 900 } });
    return { images, problems };
  } finally {
    await browser.close();
  }
}
