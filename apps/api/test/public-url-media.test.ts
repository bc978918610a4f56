import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { categories, products } from '../src/db/schema.js';
import { withAbsoluteMedia, withRelativeMedia } from '../src/media/absolute-media.js';
import type { TestServer } from './helpers.js';
import { type Account, call, type Json, registerAdmin } from './identity-helpers.js';
import { approvedSeller, startOrdersServer } from './orders-helpers.js';

const publicUrl = 'https://api.boutique.example';
const image = (width: number) => `/api/media/65a1f0c2e4b0a1b2c3d4e5f6-${width}.webp`;
const srcset = `${image(400)} 400w, ${image(800)} 800w`;

describe('PUBLIC_URL', () => {
  it('is read without its trailing slash, and absent when unset or blank', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.boutique.example/' }).publicUrl).toBe(publicUrl);
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
  });

  it('makes every media path of an answer absolute, srcset entries included, and nothing else', () => {
    const answer = {
      data: [{ mainImage: image(800), images: [{ url: image(800), srcset, alt: '/api/media/ x' }] }],
    };
    const absolute = withAbsoluteMedia(answer, publicUrl);
    expect(absolute.data[0]?.mainImage).toBe(`${publicUrl}${image(800)}`);
    expect(absolute.data[0]?.images[0]?.srcset).toBe(
      `${publicUrl}${image(400)} 400w, ${publicUrl}${image(800)} 800w`,
    );
    expect(absolute.data[0]?.images[0]?.alt).toBe(`${publicUrl}/api/media/ x`);
    const untouched = {
      name: 'Boubou',
      link: 'https://ailleurs.example/api/media/x.webp',
      when: new Date(0),
    };
    expect(withAbsoluteMedia(untouched, publicUrl)).toBe(untouched);
    expect(withRelativeMedia(absolute, publicUrl)).toEqual(answer);
  });
});

describe('given PUBLIC_URL, the answers of the API', () => {
  let server: TestServer;
  let seller: Account;
  let productId: string;

  beforeAll(async () => {
    server = await startOrdersServer({ PUBLIC_URL: `${publicUrl}/` });
    seller = await approvedSeller(server, await registerAdmin(server));
    const [category] = await server.database.db
      .insert(categories)
      .values({ name: 'Boubous', slug: 'public-url-test' })
      .returning({ id: categories.id });
    const created = await call(server, 'POST', '/api/seller/products', {
      token: seller.token,
      body: {
        name: 'Boubou en bazin',
        description: 'Grand boubou en bazin riche, brodé à Dakar.',
        price: 45.9,
        sku: 'PUBLIC-URL-1',
        category: category?.id,
        status: 'active',
        inventory: { trackQuantity: true, quantity: 10 },
        images: [{ url: image(800), srcset, alt: 'Boubou bleu' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.data.product._id;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const productImages = (body: Json) => {
    const product = body.data.product ?? body.data;
    return { mainImage: product.mainImage, images: product.images };
  };

  it('give absolute media addresses, on a first read and on a remembered one', async () => {
    for (let read = 0; read < 2; read++) {
      const answer = await call(server, 'GET', `/api/products/${productId}`);
      expect(answer.status).toBe(200);
      expect(productImages(answer.body)).toMatchObject({
        mainImage: `${publicUrl}${image(800)}`,
        images: [{ url: `${publicUrl}${image(800)}`, srcset: withAbsoluteMedia(srcset, publicUrl) }],
      });
    }
    const list = await call(server, 'GET', '/api/products?limit=5');
    expect(list.body.data.products[0].images[0].url).toBe(`${publicUrl}${image(800)}`);
  });

  it('take those absolute addresses back and keep storing paths', async () => {
    const read = await call(server, 'GET', `/api/seller/products/${productId}`, { token: seller.token });
    const { images } = productImages(read.body);
    expect(images[0].url).toBe(`${publicUrl}${image(800)}`);
    const saved = await call(server, 'PUT', `/api/seller/products/${productId}`, {
      token: seller.token,
      body: { images },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [row] = await server.database.db
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, productId));
    expect(row?.images).toMatchObject([{ url: image(800), srcset }]);
  });
});
