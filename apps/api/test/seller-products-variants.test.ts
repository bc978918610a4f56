import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, productVariants } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  type Json,
  registerAccount,
  registerAdmin,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

let server: TestServer;
let seller: Account;
let femme: string;

beforeAll(async () => {
  server = await startIdentityServer();
  const admin = await registerAdmin(server);
  seller = await registerAccount(server, { role: 'seller', email: uniqueEmail('vendeuse') });
  const approval = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
    token: admin.token,
    body: { status: 'approved' },
  });
  expect(approval.status).toBe(200);
  const [row] = await server.database.db
    .insert(categories)
    .values({ name: 'Femme', slug: `femme-${randomBytes(3).toString('hex')}` })
    .returning({ id: categories.id });
  femme = row!.id;
}, 60_000);
afterAll(() => server.close());

let skuNumber = 0;
const productInput = (fields: Record<string, unknown> = {}) => ({
  name: 'Robe wax Baobab',
  description: 'Robe longue en wax, coupe évasée, doublée de coton.',
  price: 25,
  sku: `VAR-${++skuNumber}-${randomBytes(2).toString('hex').toUpperCase()}`,
  category: femme,
  status: 'active',
  ...fields,
});

async function create(fields: Record<string, unknown>): Promise<Json> {
  const answer = await call(server, 'POST', '/api/seller/products', {
    token: seller.token,
    body: productInput(fields),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.product;
}

/** The size rows as stored: size, colour and units, in a stable order. */
async function storedSizes(productId: string) {
  const rows = await server.database.db
    .select({
      value: productVariants.value,
      color: productVariants.color,
      quantity: productVariants.quantity,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.sort((a, b) => `${a.value}|${a.color}`.localeCompare(`${b.value}|${b.color}`));
}

async function storedTotal(productId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.quantity;
}

const sizeStock = (product: Json) =>
  Object.fromEntries(
    (product.variants as Json[])
      .filter((variant) => variant.type === 'size')
      .map((variant) => [
        `${variant.value}${variant.color ? `/${variant.color}` : ''}`,
        variant.inventory.quantity,
      ]),
  );

describe('variants keep their own stock, on create and on edit', () => {
  it('stores each size its own units on create; the product total is their sum', async () => {
    const product = await create({
      inventory: { quantity: 99 },
      variants: [
        { type: 'size', name: 'Taille', value: 'S', stock: 2 },
        { type: 'size', name: 'Taille', value: 'M', stock: 5 },
        { type: 'size', name: 'Taille', value: 'L', stock: 0 },
      ],
    });
    expect(sizeStock(product)).toEqual({ S: 2, M: 5, L: 0 });
    expect(product.inventory.quantity).toBe(7);
    expect(product.sizes).toEqual(['S', 'M', 'L']);
    expect(await storedTotal(product._id)).toBe(7);
    expect(await storedSizes(product._id)).toEqual([
      { value: 'L', color: null, quantity: 0 },
      { value: 'M', color: null, quantity: 5 },
      { value: 'S', color: null, quantity: 2 },
    ]);
  });

  it('stores size × colour rows, and the colours become the product page swatches with their shade', async () => {
    const product = await create({
      variants: [
        { type: 'color', name: 'Couleur', value: 'Indigo', colorHex: '#3f51b5' },
        { type: 'color', name: 'Couleur', value: 'Ocre' },
        { type: 'size', name: 'Taille', value: 'M', color: 'Indigo', stock: 3 },
        { type: 'size', name: 'Taille', value: 'M', color: 'Ocre', stock: 0 },
        { type: 'size', name: 'Taille', value: 'L', color: 'Indigo', stock: 1 },
      ],
    });
    expect(sizeStock(product)).toEqual({ 'M/Indigo': 3, 'M/Ocre': 0, 'L/Indigo': 1 });
    expect(product.inventory.quantity).toBe(4);
    expect(product.colors).toEqual([
      { name: 'Indigo', hex: '#3f51b5' },
      { name: 'Ocre', hex: '#cccccc' },
    ]);
    const shown = await call(server, 'GET', `/api/products/${product._id}`);
    expect(shown.status).toBe(200);
    const page = shown.body.data?.product ?? shown.body.data;
    expect(page.colors.map((color: Json) => color.name)).toEqual(['Indigo', 'Ocre']);
    expect(sizeStock(page)).toEqual({ 'M/Indigo': 3, 'M/Ocre': 0, 'L/Indigo': 1 });
  });

  it('edits each size its units, adds and removes sizes; the total follows their sum', async () => {
    const product = await create({
      variants: [
        { type: 'size', name: 'Taille', value: 'S', stock: 2 },
        { type: 'size', name: 'Taille', value: 'M', stock: 5 },
      ],
    });
    const path = `/api/seller/products/${product._id}`;
    const answer = await call(server, 'PUT', path, {
      token: seller.token,
      body: {
        inventory: { quantity: 7 },
        variants: [
          { type: 'size', name: 'Taille', value: 'M', stock: 1 },
          { type: 'size', name: 'Taille', value: 'XL', stock: 4 },
        ],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(sizeStock(answer.body.data.product)).toEqual({ M: 1, XL: 4 });
    expect(answer.body.data.product.inventory.quantity).toBe(5);
    expect(answer.body.data.product.sizes).toEqual(['M', 'XL']);
    expect(await storedTotal(product._id)).toBe(5);
    const read = await call(server, 'GET', path, { token: seller.token });
    expect(sizeStock(read.body.data.product)).toEqual({ M: 1, XL: 4 });
  });

  it('refuses in French a row without a value, a stock that is not a whole number, and a row twice', async () => {
    const refused = await call(server, 'POST', '/api/seller/products', {
      token: seller.token,
      body: productInput({
        variants: [
          { type: 'size', name: 'Taille', value: 'M', stock: 1 },
          { type: 'size', name: 'Taille', value: '  ', stock: 1 },
          { type: 'size', name: 'Taille', value: 'm ', stock: 2 },
        ],
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Erreur de validation');
    expect(refused.body.errors).toEqual(['Variante 2 : Valeur requise', 'Variante 3 : Variante en double']);

    const product = await create({ variants: [{ type: 'size', name: 'Taille', value: 'S', stock: 1 }] });
    const path = `/api/seller/products/${product._id}`;
    const edit = await call(server, 'PUT', path, {
      token: seller.token,
      body: { variants: [{ type: 'size', name: 'Taille', value: '', stock: 1 }] },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual(['Variante 1 : Valeur requise']);
    const fraction = await call(server, 'PUT', path, {
      token: seller.token,
      body: { variants: [{ type: 'size', name: 'Taille', value: 'S', stock: 1.5 }] },
    });
    expect(fraction.status).toBe(400);
    // The contract's types come before the form's rules (http/contract-types.ts): its own French words.
    expect(fraction.body.errors).toEqual(['Le champ « variants.0.stock » doit être un nombre entier']);
    expect(await storedSizes(product._id)).toEqual([{ value: 'S', color: null, quantity: 1 }]);
  });
});

describe('hostile variant rows', () => {
  it('answers a French 400, never a 500, for rows of the wrong shapes', async () => {
    const rows = [
      [{ type: 'size', name: 'Taille', value: {} }],
      [{ type: 'size', name: 'Taille', value: 5, stock: 'x' }],
      [{ type: 'size', name: 'Taille', value: 'M', inventory: 'beaucoup' }],
      ['M'],
      [null],
      'M',
    ];
    for (const variants of rows) {
      const created = await call(server, 'POST', '/api/seller/products', {
        token: seller.token,
        body: productInput({ variants }),
      });
      expect(created.status, JSON.stringify(variants)).toBe(400);
      expect(created.body.message, JSON.stringify(variants)).toMatch(/[éèà]|Erreur|champ/);
    }
  });
});

describe('shipping and SEO after creation', () => {
  it('edits the weight, the dimensions and the SEO fields, and shows them back', async () => {
    const product = await create({
      shipping: { weight: 0.4, dimensions: { length: 30, width: 20, height: 5, unit: 'cm' } },
      seo: { metaTitle: 'Robe wax', metaDescription: 'Une robe.' },
    });
    const path = `/api/seller/products/${product._id}`;
    const answer = await call(server, 'PUT', path, {
      token: seller.token,
      body: {
        shipping: { weight: 0.75, dimensions: { length: 40, width: 25, height: 6, unit: 'cm' } },
        seo: { metaTitle: 'Robe wax Baobab, coupe évasée', metaDescription: '' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const read = await call(server, 'GET', path, { token: seller.token });
    for (const shown of [answer.body.data.product, read.body.data.product]) {
      expect(shown.shipping).toMatchObject({
        weight: 0.75,
        dimensions: { length: 40, width: 25, height: 6, unit: 'cm' },
        estimatedDays: { min: 1, max: 7 },
      });
      expect(shown.weight).toBe(0.75);
      expect(shown.seo).toMatchObject({ metaTitle: 'Robe wax Baobab, coupe évasée', metaDescription: '' });
    }
  });
});
