import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { OTHER_ID, PRODUCT_ID, product, TOKEN } from './fixtures.js';
import { readForm, startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = (token: string | null = TOKEN) =>
  createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });
const created = { status: 201, json: { success: true, data: { product: product() } } };
const input = {
  name: 'Boubou brodé',
  description: 'Grand boubou en bazin riche.',
  price: 45.9,
  sku: 'TRA-BOUBOU-4821',
  category: OTHER_ID,
  tags: ['bazin', 'fête'],
  featured: true,
  inventory: { trackQuantity: true, quantity: 12, lowStockThreshold: 10, allowBackorder: false },
  seo: { metaTitle: 'Boubou brodé' },
  sellerId: OTHER_ID,
};

describe('seller calls without a token', () => {
  it.each([
    ['products', () => sdk(null).seller.products()],
    ['product', () => sdk(null).seller.product(PRODUCT_ID)],
    ['create', () => sdk(null).seller.create(input)],
    ['update', () => sdk(null).seller.update(PRODUCT_ID, { featured: true })],
    ['remove', () => sdk(null).seller.remove(PRODUCT_ID)],
    ['stats', () => sdk(null).seller.stats()],
    ['upload', () => sdk(null).upload.productImage(new Blob(['x']))],
    ['orders', () => sdk(null).orders.list()],
    ['order status', () => sdk(null).orders.setStatus(PRODUCT_ID, 'shipped')],
  ])('%s fails before any request', async (_call, call) => {
    await expect(call()).rejects.toThrow("Token d'authentification requis");
    expect(server.requests).toHaveLength(0);
  });

  it('a seller product id that is not 24 characters fails before any request', async () => {
    await expect(sdk().seller.update('abc', { status: 'active' })).rejects.toThrow('ID de produit invalide');
    await expect(sdk().seller.remove('abc')).rejects.toThrow('ID de produit invalide');
    expect(server.requests).toHaveLength(0);
  });
});

describe('the seller product list', () => {
  it('reads products, pagination and stats of data', async () => {
    const stats = { total: 3, active: 1, draft: 1, archived: 1 };
    const pagination = { page: 1, limit: 50, total: 3, pages: 1 };
    server.on('GET', '/api/seller/products', {
      json: { success: true, data: { products: [product()], pagination, stats } },
    });
    expect(await sdk().seller.products({ page: 1, limit: 50 })).toEqual({
      products: [product()],
      pagination,
      stats,
    });
    expect(server.requests[0]?.query.toString()).toBe('page=1&limit=50');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('counts the statuses itself when the answer has no stats', async () => {
    const products = [product(), product(OTHER_ID, { status: 'draft' })];
    server.on('GET', '/api/seller/products', { json: { products } });
    expect((await sdk().seller.products()).stats).toEqual({ total: 2, active: 1, draft: 1, archived: 0 });
  });
});

describe('product creation', () => {
  it('sends a multipart form: scalars as text, objects as JSON, lists and images repeated', async () => {
    server.on('POST', '/api/seller/products', created);
    const front = new File([new Uint8Array([1, 2, 3])], 'face.jpg', { type: 'image/jpeg' });
    const back = new Blob([new Uint8Array([4, 5])], { type: 'image/png' });

    const result = await sdk().seller.create({ ...input, images: [front, back] });

    expect(result.id).toBe(PRODUCT_ID);
    const request = server.requests[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const form = await readForm(request);
    expect(form.get('name')).toBe('Boubou brodé');
    expect(form.get('price')).toBe('45.9');
    expect(form.get('featured')).toBe('true');
    expect(form.get('sellerId')).toBe(OTHER_ID);
    expect(form.getAll('tags')).toEqual(['bazin', 'fête']);
    expect(JSON.parse(form.get('inventory') as string)).toEqual(input.inventory);
    expect(JSON.parse(form.get('seo') as string)).toEqual(input.seo);
    const images = form.getAll('images') as File[];
    expect(images.map((file) => file.name)).toEqual(['face.jpg', 'image-2']);
    expect([...new Uint8Array(await images[0]!.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('sends JSON when asked', async () => {
    server.on('POST', '/api/seller/products', created);
    await sdk().seller.create({ ...input, images: ['/api/media/a.webp'] }, { json: true });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.json).toEqual({ ...input, images: ['/api/media/a.webp'] });
  });

  it('sends a ready FormData as is', async () => {
    server.on('POST', '/api/seller/products', created);
    const form = new FormData();
    form.append('name', 'Pagne');
    await sdk().seller.create(form);
    expect((await readForm(server.requests[0]!)).get('name')).toBe('Pagne');
  });

  it('reports validation errors as bulleted lines', async () => {
    server.on('POST', '/api/seller/products', {
      status: 400,
      json: { success: false, errors: ['Nom requis', 'Prix valide requis'] },
    });
    await expect(sdk().seller.create(input)).rejects.toThrow('• Nom requis\n• Prix valide requis');
  });

  it('read the errors list before the message, as the seller document says', async () => {
    const both = { success: false, message: 'Erreur de validation', errors: ['Nom requis', 'SKU requis'] };
    server.on('POST', '/api/seller/products', { status: 400, json: both });
    server.on('PUT', `/api/seller/orders/${PRODUCT_ID}/status`, { status: 400, json: both });
    await expect(sdk().seller.create(input)).rejects.toThrow(/^• Nom requis\n• SKU requis$/);
    await expect(sdk().orders.setStatus(PRODUCT_ID, 'shipped')).rejects.toThrow(
      /^• Nom requis\n• SKU requis$/,
    );
    // Without a list, the shared rule: the message.
    server.on('GET', '/api/seller/stats', { status: 500, json: { success: false, message: 'Panne' } });
    await expect(sdk().seller.stats()).rejects.toThrow(/^Panne$/);
  });
});

describe('other seller calls', () => {
  it('update puts the patch and reads the product of data', async () => {
    server.on('PUT', `/api/seller/products/${PRODUCT_ID}`, {
      json: { success: true, data: product(PRODUCT_ID, { status: 'draft' }) },
    });
    expect((await sdk().seller.update(PRODUCT_ID, { status: 'draft' })).status).toBe('draft');
    expect(server.requests[0]?.json).toEqual({ status: 'draft' });
  });

  it('remove deletes', async () => {
    server.on('DELETE', `/api/seller/products/${PRODUCT_ID}`, {
      json: { success: true, message: 'Produit supprimé' },
    });
    await expect(sdk().seller.remove(PRODUCT_ID)).resolves.toBeUndefined();
  });

  it('stats reads data and fills what is missing with 0 (and no days)', async () => {
    server.on('GET', '/api/seller/stats', {
      json: { success: true, data: { totalProducts: 4, activeProducts: 3 } },
    });
    expect(await sdk().seller.stats()).toEqual({
      totalProducts: 4,
      activeProducts: 3,
      draftProducts: 0,
      archivedProducts: 0,
      totalSales: 0,
      totalRevenue: 0,
      salesByDay: [],
    });
  });

  it('upload sends the file under the field image and returns data.url', async () => {
    server.on('POST', '/api/upload/product-image', {
      status: 201,
      json: { success: true, data: { url: '/api/media/x.webp' } },
    });
    const file = new File([new Uint8Array([9])], 'photo.png', { type: 'image/png' });
    expect(await sdk().upload.productImage(file)).toEqual({ url: '/api/media/x.webp' });
    const image = (await readForm(server.requests[0]!)).get('image') as File;
    expect(image.name).toBe('photo.png');
  });

  it('upload also returns the srcset, widths and size a server stores', async () => {
    const data = {
      url: '/api/media/a-800.webp',
      srcset: '/api/media/a-400.webp 400w, /api/media/a-800.webp 800w',
      widths: [400, 800],
      width: 800,
      height: 600,
    };
    server.on('POST', '/api/upload/product-image', { status: 201, json: { success: true, data } });
    expect(await sdk().upload.productImage(new Blob([new Uint8Array([9])]))).toStrictEqual(data);
  });

  it('orders.listForSeller asks page 1 of 10 by default and returns the whole body', async () => {
    const body = {
      success: true,
      data: { orders: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
    };
    server.on('GET', '/api/seller/orders', { json: body });
    expect(await sdk().orders.listForSeller()).toEqual(body);
    // The old name stays, deprecated, for shops written against it.
    expect(await sdk().orders.list()).toEqual(body);
    expect(server.requests[0]?.query.toString()).toBe('page=1&limit=10');
    await sdk().orders.list({ status: 'pending', page: 2 });
    expect(server.requests[2]?.query.toString()).toBe('page=2&limit=10&status=pending');
  });

  it('orders.setStatus puts the status and returns data', async () => {
    server.on('PUT', `/api/seller/orders/${OTHER_ID}/status`, {
      json: { success: true, data: { id: OTHER_ID, status: 'shipped' } },
    });
    expect(await sdk().orders.setStatus(OTHER_ID, 'shipped')).toEqual({ id: OTHER_ID, status: 'shipped' });
    expect(server.requests[0]?.json).toEqual({ status: 'shipped' });
  });

  it('staff lists sellers by status and sets one', async () => {
    server.on('GET', '/api/admin/sellers', { json: { success: true, data: { sellers: [] } } });
    expect(await sdk().staff.sellers('pending')).toEqual([]);
    expect(server.requests[0]?.query.get('status')).toBe('pending');
  });
});
