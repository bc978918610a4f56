import { randomBytes } from 'node:crypto';
import { createTerangaClient } from '@teranga/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import {
  call,
  registerAccount,
  registerAdmin,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

let server: TestServer;
let token: string;
let categoryId: string;

beforeAll(async () => {
  server = await startIdentityServer();
  const admin = await registerAdmin(server);
  const seller = await registerAccount(server, { role: 'seller', email: uniqueEmail('vendeur') });
  await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
    token: admin.token,
    body: { status: 'approved' },
  });
  token = seller.token;
  const [category] = await server.database.db
    .insert(categories)
    .values({ name: 'Femme', slug: `femme-${randomBytes(3).toString('hex')}` })
    .returning({ id: categories.id });
  categoryId = category!.id;
}, 60_000);
afterAll(() => server.close());

it("works end to end with the generated SDK: the multipart form it sends, the list's filters and sorts", async () => {
  const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });
  const created = await sdk.seller.create({
    name: 'Robe wax Baobab',
    description: 'Robe longue en wax, motif baobab.',
    price: 39.5,
    sku: `SDK-${randomBytes(2).toString('hex')}`,
    category: categoryId,
    tags: ['wax', ' wax'],
    inventory: { quantity: 4 },
    status: 'active',
    featured: true,
  });
  expect(created).toMatchObject({
    status: 'active',
    featured: true,
    tags: ['wax'],
    inventory: { quantity: 4 },
  });
  await sdk.seller.create(
    {
      name: 'Boubou bazin',
      description: 'Grand boubou en bazin riche.',
      price: 80,
      sku: `SDK-${randomBytes(2).toString('hex')}`,
      category: categoryId,
    },
    { json: true },
  );
  const page = await sdk.seller.products({ sort: 'price', category: categoryId, limit: 50 });
  expect(page.products.map((product) => product.name)).toEqual(['Robe wax Baobab', 'Boubou bazin']);
  expect(page.stats).toEqual({ total: 2, active: 1, draft: 1, archived: 0 });
  const updated = await sdk.seller.update(created._id, { status: 'draft' });
  expect(updated.status).toBe('draft');
  await sdk.seller.remove(created._id);
  expect((await sdk.seller.stats()).totalProducts).toBe(1);
});
