import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { category, OTHER_ID, PRODUCT_ID, product, TOKEN, user, wishlistItem } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = () => createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });
const products = [product(PRODUCT_ID), product(OTHER_ID, { name: 'Pagne wax' })];
const pagination = { page: 2, limit: 2, total: 7, pages: 4 };

describe('product lists', () => {
  it.each([
    ['data.products', { success: true, data: { products, pagination } }],
    ['products', { products, pagination }],
    ['a data array', { success: true, data: products }],
    ['a root array', products],
  ])('are read from %s', async (_shape, json) => {
    server.on('GET', '/api/products', { json });
    const page = await sdk().catalogue.products({ page: 2, limit: 2 });
    expect(page.products.map((item) => item.name)).toEqual(['Boubou brodé en bazin', 'Pagne wax']);
    expect(server.requests[0]?.query.toString()).toBe('page=2&limit=2');
  });

  it('carry the pagination when the server sends it, else one computed from the query', async () => {
    server.on('GET', '/api/products', { json: { success: true, data: { products, pagination } } });
    expect((await sdk().catalogue.products()).pagination).toEqual(pagination);
    server.on('GET', '/api/products', { json: products });
    expect((await sdk().catalogue.products({ page: 1, limit: 12 })).pagination).toEqual({
      page: 1,
      limit: 12,
      total: 2,
      pages: 1,
    });
  });

  it('serialise every query parameter of the products call', async () => {
    server.on('GET', '/api/products', { json: { success: true, data: { products: [], pagination } } });
    await sdk().catalogue.products({
      page: 1,
      limit: 12,
      category: 'femme',
      minPrice: 10,
      maxPrice: 99.5,
      size: 'M',
      color: 'Rouge',
      inStock: true,
      featured: false,
      search: 'bazin brodé',
      sortBy: 'sold',
      sortOrder: 'desc',
    });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      page: '1',
      limit: '12',
      category: 'femme',
      minPrice: '10',
      maxPrice: '99.5',
      size: 'M',
      color: 'Rouge',
      inStock: 'true',
      featured: 'false',
      search: 'bazin brodé',
      sortBy: 'sold',
      sortOrder: 'desc',
    });
  });

  it('of a category come from /categories/{slug}/products', async () => {
    server.on('GET', '/api/categories/traditionnelle/products', {
      json: { success: true, data: { products, pagination } },
    });
    const page = await sdk().catalogue.categoryProducts('traditionnelle', {
      sortBy: 'price',
      sortOrder: 'asc',
    });
    expect(page.products).toHaveLength(2);
    expect(server.requests[0]?.query.get('sortBy')).toBe('price');
  });

  it('of related products are read from a data array, four by default', async () => {
    server.on('GET', `/api/products/${PRODUCT_ID}/related`, { json: { success: true, data: products } });
    expect(await sdk().catalogue.related(PRODUCT_ID)).toHaveLength(2);
    expect(server.requests[0]?.query.get('limit')).toBe('4');
  });
});

describe('a product', () => {
  const one = product();
  it.each([
    ['data.product', { success: true, data: { product: one } }],
    ['data', { success: true, data: one }],
    ['product', { product: one }],
    ['the root', one],
    ['the root keyed by id only', { ...one, _id: undefined }],
  ])('is read from %s', async (_shape, json) => {
    server.on('GET', `/api/products/${PRODUCT_ID}`, { json });
    expect((await sdk().catalogue.product(PRODUCT_ID)).name).toBe('Boubou brodé en bazin');
  });

  it('of an unexpected shape fails with the French message', async () => {
    server.on('GET', `/api/seller/products/${PRODUCT_ID}`, { json: { success: true, data: { item: one } } });
    await expect(sdk().seller.product(PRODUCT_ID)).rejects.toThrow(
      'Structure de réponse inattendue pour le produit',
    );
  });

  it('is found by slug', async () => {
    server.on('GET', '/api/products/slug/boubou-brode-en-bazin', {
      json: { success: true, data: { product: one } },
    });
    expect((await sdk().catalogue.productBySlug('boubou-brode-en-bazin')).id).toBe(PRODUCT_ID);
  });
});

describe('categories', () => {
  it.each([
    ['data', { success: true, data: [category] }],
    ['categories', { categories: [category] }],
    ['the root', [category]],
  ])('are read from %s', async (_shape, json) => {
    server.on('GET', '/api/categories', { json });
    expect((await sdk().catalogue.categories()).map((item) => item.slug)).toEqual(['femme']);
  });

  it('one is read from data', async () => {
    server.on('GET', '/api/categories/femme', { json: { success: true, data: category } });
    expect((await sdk().catalogue.category('femme')).name).toBe('Femme');
  });

  it('and featured products make the home data', async () => {
    server.on('GET', '/api/home', { json: { success: true, data: { products, categories: [category] } } });
    const home = await sdk().catalogue.home();
    expect(home.products).toHaveLength(2);
    expect(home.categories[0]?.slug).toBe('femme');
  });
});

describe('the wishlist', () => {
  it.each([
    ['data.items', { success: true, data: { items: [wishlistItem] } }],
    ['items', { items: [wishlistItem] }],
  ])('is read from %s', async (_shape, json) => {
    server.on('GET', '/api/wishlist', { json });
    expect((await sdk().wishlist.list()).map((item) => item.notes)).toEqual(['Pour la Tabaski']);
  });
});

describe('the verified user', () => {
  it.each([
    ['data.user', { success: true, data: { user } }],
    ['user', { user }],
    ['the body', user],
  ])('is read from %s', async (_shape, json) => {
    server.on('GET', '/api/auth/verify-token', { json });
    expect((await sdk().auth.verifyToken())._id).toBe(user._id);
  });

  it('must carry an _id', async () => {
    server.on('GET', '/api/auth/verify-token', {
      json: { success: true, data: { user: { ...user, _id: undefined } } },
    });
    await expect(sdk().auth.verifyToken()).rejects.toThrow('Données utilisateur invalides reçues du serveur');
  });
});

describe('search', () => {
  it('sends its filters and reads data.products', async () => {
    server.on('GET', '/api/products/search', { json: { success: true, data: { products, pagination } } });
    const page = await sdk().catalogue.search({
      search: 'bazin',
      category: 'femme',
      minPrice: 5,
      page: 2,
      limit: 2,
    });
    expect(page.products).toHaveLength(2);
    expect(server.requests[0]?.query.get('search')).toBe('bazin');
  });

  it('gives an empty list when the server fails', async () => {
    server.on('GET', '/api/products/search', { status: 500, json: { success: false, message: 'Erreur' } });
    const page = await sdk().catalogue.search({ q: 'bazin', page: 1, limit: 12 });
    expect(page).toEqual({ products: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } });
  });

  it('gives an empty list when the connection drops', async () => {
    server.on('GET', '/api/products/search', { drop: true });
    expect((await sdk().catalogue.search({ search: 'bazin' })).products).toEqual([]);
  });
});
