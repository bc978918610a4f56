import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../../packages/ui/src/image-sizes.js';
import { products } from '../src/db/schema.js';
import { seedDemoShop } from '../src/demo/seed-demo.js';
import { FIRST_VIEW_ELEMENT_ID, PRELOAD_SIZES } from '../src/http/first-view.js';
import { startTestServer, type TestServer } from './helpers.js';

// index.html carries the opened page's first catalogue answers and a preload of its largest image (issue 16).

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teranga-first-view-'));
  const staticDir = join(dataDir, 'app');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Teranga</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
  await seedDemoShop(server.database.db);
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  const json = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  return {
    response,
    html,
    answers: json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>),
    preload,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the answers are compared whole; the few fields read are checked by the test
const apiJson = async (path: string): Promise<any> => (await fetch(`${server.url}${path}`)).json();

describe('the first view in index.html', () => {
  it('ships home its two reads, exactly as the API answers them, and preloads the first category image', async () => {
    const home = await page('/');
    expect(home.response.status).toBe(200);
    expect(home.response.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys(home.answers ?? {}).sort()).toEqual(['/api/categories', '/api/home']);
    expect(home.answers?.['/api/home']).toEqual(await apiJson('/api/home'));
    const categories = await apiJson('/api/categories');
    expect(home.answers?.['/api/categories']).toEqual(categories);
    const firstImage = categories.data[0].image as string;
    expect(firstImage).toMatch(/^\/api\/media\//);
    expect(home.preload).toBe(`<link rel="preload" as="image" href="${firstImage}" fetchpriority="high">`);
    // The preload comes first in <head>, so the browser starts the image with the scripts.
    expect(home.html.indexOf(home.preload as string)).toBeLessThan(home.html.indexOf('<title>'));
    // ...but after the viewport's meta, so that a phone picks the width for its own screen.
    expect(home.html.indexOf(home.preload as string)).toBeGreaterThan(home.html.indexOf('name="viewport"'));
  });

  it('ships a product page its product and preloads its main image with every width and the gallery sizes', async () => {
    const [row] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    const id = row!.id;
    const url = '/api/media/65a1f0c2e4b0a1b2c3d4e5f6-800.webp';
    const srcset = `/api/media/65a1f0c2e4b0a1b2c3d4e5f6-400.webp 400w, ${url} 800w`;
    await server.database.db
      .update(products)
      .set({ mainImage: url, images: [{ url, srcset, alt: 'Robe & "wax" <brodée>' }] })
      .where(eq(products.id, id));
    const product = await page(`/product/${id}`);
    expect(Object.keys(product.answers ?? {})).toEqual([`/api/products/${id}`]);
    expect(product.answers?.[`/api/products/${id}`]).toEqual(await apiJson(`/api/products/${id}`));
    expect(product.preload).toBe(
      `<link rel="preload" as="image" href="${url}" imagesrcset="${srcset}" imagesizes="${IMAGE_SIZES.galleryMain}" fetchpriority="high">`,
    );
  });

  // Issue 34: a product saved before image addresses were checked (or written straight to the database) had its
  // first image written raw into the preload.
  it.each([
    ['javascript:alert(27)'],
    ['https://tracker.invalid/p.png'],
    ['/api/media/../../secrets/jwt-secret'],
  ])(
    'writes no preload for an image address that is not the shop’s own (%s), nor a srcset part',
    async (address) => {
      const [row] = await server.database.db
        .select()
        .from(products)
        .where(eq(products.status, 'active'))
        .limit(1);
      const id = row!.id;
      await server.database.db
        .update(products)
        .set({ mainImage: address, images: [{ url: address }] })
        .where(eq(products.id, id));
      const product = await page(`/product/${id}`);
      expect(product.preload).toBeUndefined();
      // Nor does the API hand it out, in its answers or in those shipped with the page.
      const answer = await apiJson(`/api/products/${id}`);
      expect(answer.data.product).toMatchObject({ images: [], mainImage: null });
      expect(JSON.stringify(product.answers)).not.toContain(address);
      const url = '/api/media/65a1f0c2e4b0a1b2c3d4e5f6-800.webp';
      await server.database.db
        .update(products)
        .set({ mainImage: url, images: [{ url, srcset: `${address} 400w, ${url} 800w` }] })
        .where(eq(products.id, id));
      const mixed = await page(`/product/${id}`);
      expect(mixed.preload).toBe(`<link rel="preload" as="image" href="${url}" fetchpriority="high">`);
    },
  );

  it('cannot be closed early by a seller’s text: every < in the answers is escaped', async () => {
    const [row] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    await server.database.db
      .update(products)
      .set({ name: 'Boubou </script><script>alert(1)</script> brodé' })
      .where(eq(products.id, row!.id));
    const product = await page(`/product/${row!.id}`);
    expect(product.html).not.toContain('<script>alert(1)');
    const answer = product.answers?.[`/api/products/${row!.id}`] as { data: { product: { name: string } } };
    expect(answer.data.product.name).toBe('Boubou </script><script>alert(1)</script> brodé');
  });

  it('ships a collection its product page and the categories, and preloads its first card image', async () => {
    const femme = await page('/femme');
    const productsRead = '/api/categories/femme/products?limit=48';
    expect(Object.keys(femme.answers ?? {}).sort()).toEqual(['/api/categories', productsRead]);
    const listing = await apiJson(productsRead);
    expect(femme.answers?.[productsRead]).toEqual(listing);
    expect(femme.preload).toContain(`href="${listing.data.products[0].mainImage}"`);
  });

  it('leaves unknown pages, sorted lists and missing products as they were, never failing the page', async () => {
    for (const path of [
      '/nulle-part',
      '/femme?sort=price-asc',
      '/product/000000000000000000000000',
      '/product/abc',
    ]) {
      const view = await page(path);
      expect(view.response.status, path).toBe(200);
      expect(view.html, path).toContain('<div id="root">');
      expect(view.answers, path).toBeUndefined();
      expect(view.preload, path).toBeUndefined();
    }
  });

  it('gives the preload the same sizes as the kit’s pictures (else the browser fetches another width)', () => {
    expect(PRELOAD_SIZES).toEqual({
      categoryTile: IMAGE_SIZES.categoryTile,
      productCard: IMAGE_SIZES.productCard,
      galleryMain: IMAGE_SIZES.galleryMain,
    });
  });

  it('gives demo products both widths in srcset, and draws the 400 px copy at 400 px', async () => {
    const listing = await apiJson('/api/products?limit=1');
    const [image] = listing.data.products[0].images;
    const narrow = image.url.replace(/\.webp$/, '-400.webp');
    expect(image.srcset).toBe(`${narrow} 400w, ${image.url} 600w`);
    const drawn = await fetch(`${server.url}${narrow}`);
    expect(drawn.status).toBe(200);
    const { width, height, format } = await sharp(Buffer.from(await drawn.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 400, height: 500, format: 'webp' });
  });
});
