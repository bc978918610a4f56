import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatConverted, productImage, productImageSrcSet } from '@teranga/headless';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../../packages/ui/src/image-sizes.js';
import { products } from '../src/db/schema.js';
import { seedDemoShop } from '../src/demo/seed-demo.js';
import { startTestServer, type TestServer } from './helpers.js';

// Storefront pages drawn on the server by the shop's own build (apps/reference/dist-server, made by `npm run build -w
// @teranga/reference`, a step of `npm test` before this one): text and prices before any script (issue 16).

const BUILT_RENDERER = resolve(import.meta.dirname, '../../reference/dist-server/entry-server.js');
const skipReason = existsSync(BUILT_RENDERER)
  ? undefined
  : `server rendering tests skipped: ${BUILT_RENDERER} is not built (npm run build -w @teranga/reference)`;
if (skipReason) console.log(skipReason);

/** The shop's SERVER_STATE_ELEMENT_ID (apps/reference/src/server-state.ts), which its renderer hands the API. */
const SERVER_STATE_ELEMENT_ID = 'teranga-server-state';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Teranga</title></head><body><div id="root"></div></body></html>';

let dataDir: string;

function appFolder(): string {
  const staticDir = join(dataDir, 'app');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  return staticDir;
}

async function page(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  const script = (id: string) =>
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
  const root = /<div id="root">(.*)<\/div>(?:<script|<\/body>)/s.exec(html)?.[1] ?? '';
  const state = script(SERVER_STATE_ELEMENT_ID);
  return {
    response,
    html,
    root,
    state:
      state === undefined ? undefined : (JSON.parse(state) as { queries: Array<{ queryKey: unknown[] }> }),
    /** every `<script type="application/json">` of the page: the drawn page's cache is the only one */
    dataScripts: html.match(/<script type="application\/json"/g)?.length ?? 0,
    preload: /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0],
  };
}

/** The demo shop served with the shop's build, its pages drawn by `renderer`. */
async function demoShopDrawnBy(renderer: string): Promise<TestServer> {
  const server = await startTestServer({
    DATA_DIR: dataDir,
    STATIC_DIR: appFolder(),
    SHOP_RENDERER: renderer,
  });
  await seedDemoShop(server.database.db);
  return server;
}

/** The text React writes for a string (its HTML escaping). */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'teranga-server-render-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skipReason)('storefront pages drawn on the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await demoShopDrawnBy(BUILT_RENDERER);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('draws a collection with its products’ names and prices in CFA francs, and ships the cache it was drawn from', async () => {
    const femme = await page(server, '/femme');
    expect(femme.response.status).toBe(200);
    expect(femme.root).toContain('Collection Femme');
    // The first page drawn after a start has its lazy footer too: nothing left for the browser to draw (React would
    // report that boundary there as an error).
    expect(femme.root).toContain('<footer');
    expect(femme.root).not.toContain('<!--$!-->');
    const listing = (await (await fetch(`${server.url}/api/categories/femme/products?limit=48`)).json()) as {
      data: { products: Array<{ name: string; price: number; mainImage: string }> };
    };
    // The first eight cards are drawn with the page (the shop's product-results.tsx), the rest just after.
    for (const product of listing.data.products.slice(0, 8)) {
      expect(femme.root).toContain(asHtml(product.name));
      expect(femme.root).toContain(formatConverted(product.price, 'EUR', 'XOF'));
    }
    // The theme's class is on <html> before any script runs, and the answers travel once: as the drawn page's cache.
    expect(femme.html).toMatch(/<html lang="fr" class="[^"]+">/);
    expect(femme.state?.queries.map(({ queryKey }) => queryKey[1])).toContain('collection');
    expect(femme.dataScripts).toBe(1);
    // Its largest image, named by the shop as it drew it (the first card), preloaded with the card's sizes.
    const [first] = listing.data.products;
    expect(femme.preload).toContain(`href="${first?.mainImage}"`);
    expect(femme.preload).toContain(`imagesizes="${IMAGE_SIZES.productCard}"`);
  });

  it('draws home with its first category’s picture preloaded, and the cart with none', async () => {
    const home = await page(server, '/');
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as {
      data: Array<{ image: string }>;
    };
    const firstImage = categories.data[0]?.image ?? '';
    expect(firstImage).toMatch(/^\/api\/media\//);
    expect(home.preload).toBe(`<link rel="preload" as="image" href="${firstImage}" fetchpriority="high">`);
    expect(home.dataScripts).toBe(1);
    const cart = await page(server, '/cart');
    expect(cart.preload).toBeUndefined();
    expect(cart.dataScripts).toBe(1);
  });

  it('draws a shared link to a filtered list with the list it names (issue 33), as the shop asks for it', async () => {
    const femme = await page(server, '/femme?prixMin=10000&prixMax=30000&taille=M');
    const keys = JSON.stringify(femme.state?.queries.map(({ queryKey }) => queryKey));
    expect(keys).toContain('"size":"M"');
    expect(keys).toContain('"minPrice":15.27');
    expect(keys).toContain('"maxPrice":45.8');
  });

  it('draws home, a category and a product page, and the cart’s frame with its lines’ place held', async () => {
    const [row] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    const home = await page(server, '/');
    expect(home.root).toContain('<h1');
    const bijoux = await page(server, '/category/bijoux');
    expect(bijoux.root).toContain('Bijoux');
    const product = await page(server, `/product/${row!.id}`);
    expect(product.root).toContain(asHtml(row!.name));
    expect(product.root).toContain(formatConverted(row!.priceCents / 100, 'EUR', 'XOF'));
    // Its main picture preloaded with every width and the gallery's sizes (the kit's, as the page drew it).
    const answer = (await (await fetch(`${server.url}/api/products/${row!.id}`)).json()) as {
      data: { product: Parameters<typeof productImage>[0] };
    };
    expect(product.preload).toBe(
      `<link rel="preload" as="image" href="${productImage(answer.data.product)}" imagesrcset="${productImageSrcSet(answer.data.product)}" imagesizes="${IMAGE_SIZES.galleryMain}" fetchpriority="high">`,
    );
    const cart = await page(server, '/cart');
    expect(cart.root).toContain('<h1');
    // The lines live in the browser: no "empty cart" the server cannot know, a placeholder instead.
    expect(cart.root).not.toContain('Votre panier est vide');
  });

  it('escapes a seller’s text in the HTML and in the shipped cache', async () => {
    // Another product than the one drawn above, so that no remembered answer stands in the way.
    const [row] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))
      .offset(1)
      .limit(1);
    const name = 'Boubou </script><script>alert(1)</script> <b>brodé</b>';
    await server.database.db.update(products).set({ name }).where(eq(products.id, row!.id));
    const product = await page(server, `/product/${row!.id}`);
    expect(product.html).not.toContain('<script>alert(1)');
    expect(product.html).not.toContain('<b>brodé</b>');
    expect(product.root).toContain(asHtml(name));
  });

  it('remembers a drawn page, answers 304 to a browser that has it, and draws it again after any catalogue change', async () => {
    const [row] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))
      .offset(2)
      .limit(1);
    const path = `/product/${row!.id}`;
    const first = await page(server, path);
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await page(server, path)).html).toBe(first.html);
    // Shared caches may keep it under the keys of every answer it was drawn from (the product's among them).
    expect(first.response.headers.get('cache-control')).toContain('s-maxage');
    expect(first.response.headers.get('surrogate-key')?.split(' ')).toContain(`p:${row!.id}`);
    const revalidated = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // A write by anyone (here straight into the database, as another instance or a script would): the next page has it.
    await server.database.db
      .update(products)
      .set({ name: 'Boubou brodé de Thiès' })
      .where(eq(products.id, row!.id));
    const after = await page(server, path);
    expect(after.root).toContain('Boubou brodé de Thiès');
    expect(after.response.headers.get('etag')).not.toBe(etag);
  });

  it('leaves other pages to the browser as index.html was built: sign-in, accounts, the seller area', async () => {
    for (const path of ['/login', '/profile', '/seller/products', '/products?search=robe']) {
      const view = await page(server, path);
      expect(view.html, path).toBe(TEMPLATE);
    }
  });
});

describe('a page whose server drawing fails', () => {
  let server: TestServer;

  beforeAll(async () => {
    const broken = join(dataDir, 'broken-renderer.mjs');
    writeFileSync(
      broken,
      [
        'export const htmlClass = "theme";',
        'export const stateElementId = "state";',
        'export function setServerFetch() {}',
        'export function drawsOnServer() { return true; }',
        'export async function render() { throw new Error("drawing failed"); }',
      ].join('\n'),
    );
    server = await demoShopDrawnBy(broken);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('is still served, as index.html for the browser to draw', async () => {
    const femme = await page(server, '/femme');
    expect(femme.response.status).toBe(200);
    expect(femme.html).toBe(TEMPLATE);
  });
});

describe('the shop’s stylesheets', () => {
  it('come written into the page, so its text shows without waiting for another file; an empty one is left out', async () => {
    const staticDir = join(dataDir, 'styled-app');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'assets', 'styles-abc.css'), '.title{color:#1a1a1a}\n');
    writeFileSync(join(staticDir, 'assets', 'index-def.css'), '\n');
    writeFileSync(
      join(staticDir, 'index.html'),
      TEMPLATE.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/index-def.css"><link rel="stylesheet" href="/assets/styles-abc.css"></head>',
      ),
    );
    const server = await startTestServer({ DATA_DIR: join(dataDir, 'styled-data'), STATIC_DIR: staticDir });
    try {
      const { html } = await page(server, '/cart');
      expect(html).toContain('<style>.title{color:#1a1a1a}</style></head>');
      expect(html).not.toContain('rel="stylesheet"');
      // The files are still served, for anything that links them.
      expect((await fetch(`${server.url}/assets/styles-abc.css`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
