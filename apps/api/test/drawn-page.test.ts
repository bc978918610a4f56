import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/demo/seed-demo.js';
import { shopPreload, writeDrawnPage } from '../src/http/drawn-page.js';
import { startTestServer, type TestServer } from './helpers.js';

// A page the shop's renderer draws is served as it drew it (issue 31): its HTML, the one script holding the query cache
// it was drawn from, and a preload of the largest image it names, whose address the API checks. The API knows none of
// the shop's pages: here a stand-in renderer decides which pages it draws and what they hold
// (server-render.test.ts runs the shop's own).

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Teranga</title></head><body><div id="root"></div></body></html>';
const STATE_ELEMENT_ID = 'etat-du-serveur';

interface Drawing {
  html: string;
  state: unknown;
  preload?: { href: string; srcset?: string; sizes?: string };
}

/** What the stand-in renderer draws for the next page asked (each test asks its own address: drawn pages are remembered). */
const scope = globalThis as { drawingForTest?: (url: string) => Drawing };
let drawing: Drawing = { html: '', state: {} };
const drawn: string[] = [];

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teranga-drawn-page-'));
  const staticDir = join(dataDir, 'app');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  const renderer = join(dataDir, 'renderer.mjs');
  writeFileSync(
    renderer,
    [
      'export const htmlClass = "theme-clair";',
      `export const stateElementId = "${STATE_ELEMENT_ID}";`,
      'export function setServerFetch() {}',
      'export function drawsOnServer(url) { return !url.startsWith("/compte"); }',
      'export async function render(url) { return globalThis.drawingForTest(url); }',
    ].join('\n'),
  );
  scope.drawingForTest = (url) => {
    drawn.push(url);
    return drawing;
  };
  server = await startTestServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir, SHOP_RENDERER: renderer });
  await seedDemoShop(server.database.db);
});

afterAll(async () => {
  await server?.close();
  delete scope.drawingForTest;
  rmSync(dataDir, { recursive: true, force: true });
});

async function page(path: string, drawnAs?: Drawing) {
  if (drawnAs) drawing = drawnAs;
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs)];
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  return { response, html, scripts, preload };
}

const media = '/api/media/65a1f0c2e4b0a1b2c3d4e5f6-800.webp';
const srcset = `/api/media/65a1f0c2e4b0a1b2c3d4e5f6-400.webp 400w, ${media} 800w`;
const sizes = '(min-width: 64em) 50vw, 100vw';

describe('a page drawn by the shop’s renderer', () => {
  it('comes as drawn, its cache in one script, its largest image preloaded at the top of <head>', async () => {
    const state = { queries: [{ queryKey: ['catalogue', 'home'], state: { data: { produits: 3 } } }] };
    const home = await page('/', {
      html: '<main><h1>Bienvenue</h1></main>',
      state,
      preload: { href: media, srcset, sizes },
    });
    expect(home.response.status).toBe(200);
    expect(home.response.headers.get('cache-control')).toContain('no-cache');
    expect(home.html).toContain('<html lang="fr" class="theme-clair">');
    expect(home.html).toContain('<div id="root"><main><h1>Bienvenue</h1></main></div>');
    // One hydration mechanism: the drawn page's cache, once, and nothing else.
    expect(home.scripts.map(([, id]) => id)).toEqual([STATE_ELEMENT_ID]);
    expect(JSON.parse(home.scripts[0]?.[2] ?? '')).toEqual(state);
    expect(home.preload).toBe(
      `<link rel="preload" as="image" href="${media}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`,
    );
    // The preload comes first in <head>, so the browser starts the image with the scripts...
    expect(home.html.indexOf(home.preload as string)).toBeLessThan(home.html.indexOf('<title>'));
    // ...but after the viewport's meta, so that a phone picks the width for its own screen.
    expect(home.html.indexOf(home.preload as string)).toBeGreaterThan(home.html.indexOf('name="viewport"'));
  });

  it('has no preload when it names no image (the cart)', async () => {
    const cart = await page('/sans-image', { html: '<main><h1>Panier</h1></main>', state: { queries: [] } });
    expect(cart.preload).toBeUndefined();
    expect(cart.scripts).toHaveLength(1);
  });

  // Issue 34: a product saved before image addresses were checked (or written straight to the database) had its
  // first image written raw into the preload. The renderer draws what the data holds: the API checks it again.
  it.each([
    ['javascript:alert(27)'],
    ['https://tracker.invalid/p.png'],
    ['/api/media/../../secrets/jwt-secret'],
    ['/api/media/x.webp" onload="alert(1)'],
  ])(
    'writes no preload for an image address that is not the shop’s own (%s), nor a srcset part',
    async (address) => {
      const path = `/adresse-${encodeURIComponent(address)}`;
      const refused = await page(path, { html: '<main></main>', state: {}, preload: { href: address } });
      expect(refused.preload).toBeUndefined();
      expect(refused.html).not.toContain(address);
      const mixed = await page(`${path}-srcset`, {
        html: '<main></main>',
        state: {},
        preload: { href: media, srcset: `${address} 400w, ${media} 800w`, sizes },
      });
      expect(mixed.preload).toBe(`<link rel="preload" as="image" href="${media}" fetchpriority="high">`);
    },
  );

  it('cannot be closed early by a seller’s text: every < in the cache is escaped', async () => {
    const name = 'Boubou </script><script>alert(1)</script> brodé';
    const product = await page('/produit-piege', { html: '<main></main>', state: { name } });
    expect(product.html).not.toContain('<script>alert(1)');
    expect(JSON.parse(product.scripts[0]?.[2] ?? '')).toEqual({ name });
  });

  it('is remembered: the renderer draws an address once until the catalogue changes', async () => {
    const before = drawn.length;
    const first = await page('/une-fois', { html: '<main>1</main>', state: {} });
    const second = await page('/une-fois', { html: '<main>2</main>', state: {} });
    expect(second.html).toBe(first.html);
    expect(drawn.length - before).toBe(1);
  });
});

describe('the preload’s address with PUBLIC_URL', () => {
  it('is checked as a path and written as drawn, absolute under PUBLIC_URL; another origin’s is refused', () => {
    const publicUrl = 'https://api.boutique.example';
    expect(
      shopPreload({ href: `${publicUrl}${media}`, srcset: `${publicUrl}${media} 800w`, sizes }, publicUrl),
    ).toEqual({ href: `${publicUrl}${media}`, srcset: `${publicUrl}${media} 800w`, sizes });
    expect(shopPreload({ href: `https://ailleurs.example${media}` }, publicUrl)).toBeUndefined();
    expect(shopPreload({ href: `${publicUrl}${media}` })).toBeUndefined();
  });
});

// Lighthouse's LCP on a phone (issue 30): the product's picture shared the slow line with the shop's 110 KB entry, which
// only wakes the page up. The build marks its entry; on a drawn page the shop's head script starts it after the paint.
describe('the shop’s entry marked data-after-paint', () => {
  const drawnPage = {
    html: '<main></main>',
    state: {},
    htmlClass: 'theme-clair',
    stateElementId: STATE_ELEMENT_ID,
  };

  it('is taken out of a drawn page and named on <html> for the head script to start', () => {
    const entry = '<script type="module" crossorigin src="/assets/index-abc.js" data-after-paint></script>';
    const html = writeDrawnPage(TEMPLATE.replace('</head>', `${entry}</head>`), drawnPage);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<html lang="fr" class="theme-clair" data-after-paint="/assets/index-abc.js">');
  });

  it('stays where it is when the build did not mark it', () => {
    const entry = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
    const html = writeDrawnPage(TEMPLATE.replace('</head>', `${entry}</head>`), drawnPage);
    expect(html).toContain(`${entry}</head>`);
    expect(html).not.toContain('data-after-paint');
  });
});

describe('a page the shop does not draw on the server', () => {
  it('is index.html as built: no cache, no preload, the renderer never asked', async () => {
    const before = drawn.length;
    for (const path of ['/compte', '/compte/commandes?page=2']) {
      const view = await page(path);
      expect(view.response.status, path).toBe(200);
      expect(view.html, path).toBe(TEMPLATE);
    }
    expect(drawn.length).toBe(before);
  });
});

describe('the demo pictures', () => {
  it('come in both widths in srcset, and the 400 px copy is drawn at 400 px', async () => {
    const listing = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as {
      data: { products: Array<{ images: Array<{ url: string; srcset: string }> }> };
    };
    const [image] = listing.data.products[0]?.images ?? [];
    const narrow = image!.url.replace(/\.webp$/, '-400.webp');
    expect(image!.srcset).toBe(`${narrow} 400w, ${image!.url} 600w`);
    const picture = await fetch(`${server.url}${narrow}`);
    expect(picture.status).toBe(200);
    const { width, height, format } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 400, height: 500, format: 'webp' });
  });
});
