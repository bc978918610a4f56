import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { PRODUCT_ID, product } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const mediaBaseUrl = 'https://api.boutique.example';
const picture = (width: number) => `/api/media/${PRODUCT_ID}-${width}.webp`;
const pictured = product(PRODUCT_ID, {
  mainImage: picture(800),
  images: [
    { url: picture(800), srcset: `${picture(400)} 400w, ${picture(800)} 800w`, alt: 'Boubou' },
    { url: 'https://cdn.ailleurs.example/pagne.webp', alt: 'Pagne' },
  ],
});

describe('mediaBaseUrl', () => {
  it("makes the answers' media paths absolute under it, srcset entries included", async () => {
    server.on('GET', '/api/products', { json: { success: true, data: { products: [pictured] } } });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, mediaBaseUrl: `${mediaBaseUrl}/` });
    const [first] = (await sdk.catalogue.products()).products;
    expect(first?.mainImage).toBe(`${mediaBaseUrl}${picture(800)}`);
    expect(first?.images?.[0]).toMatchObject({
      url: `${mediaBaseUrl}${picture(800)}`,
      srcset: `${mediaBaseUrl}${picture(400)} 400w, ${mediaBaseUrl}${picture(800)} 800w`,
      alt: 'Boubou',
    });
    expect(first?.images?.[1]?.url).toBe('https://cdn.ailleurs.example/pagne.webp');
    expect(first?.name).toBe(pictured.name);
  });

  it('leaves the paths as the API gave them when not set', async () => {
    server.on('GET', '/api/products', { json: { success: true, data: { products: [pictured] } } });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api` });
    const [first] = (await sdk.catalogue.products()).products;
    expect(first?.mainImage).toBe(picture(800));
    expect(first?.images?.[0]?.srcset).toBe(`${picture(400)} 400w, ${picture(800)} 800w`);
  });
});
