import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  insertProduct,
  type Json,
  registerAccount,
  registerAdmin,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

let server: TestServer;
let seller: Account;
/** The seller's 140 products, newest first (as the list sorts them), with the status each was given. */
const made: Array<{ id: string; status: 'active' | 'draft' | 'archived'; name: string }> = [];

// As the demo seller: 140 products, mostly active, a few drafts and archived ones spread over the whole set, so
// that some inactive ones are older than the 50 newest the dashboard asks for.
const statusOf = (index: number) => (index % 9 === 8 ? 'draft' : index % 13 === 12 ? 'archived' : 'active');

beforeAll(async () => {
  server = await startIdentityServer();
  const admin = await registerAdmin(server);
  seller = await registerAccount(server, { role: 'seller', email: uniqueEmail('vendeur') });
  const approved = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
    token: admin.token,
    body: { status: 'approved' },
  });
  expect(approved.status).toBe(200);
  const start = Date.UTC(2026, 0, 1);
  for (let index = 0; index < 140; index += 1) {
    const status = statusOf(index);
    const name = `Boubou n° ${index + 1}${index === 3 ? ' indigo' : ''}`;
    const id = await insertProduct(server.database.db, {
      name,
      status,
      sellerId: seller.user.id,
      createdAt: new Date(start + index * 60_000),
    });
    made.unshift({ id, status, name });
  }
}, 120_000);
afterAll(() => server.close());

const list = (query: string) => call(server, 'GET', `/api/seller/products${query}`, { token: seller.token });
const ids = (answer: Json): string[] => answer.body.data.products.map((product: Json) => product._id);

describe('the seller product list past 100 products', () => {
  it('gives the list screen its two pages of 100: every product once, none skipped', async () => {
    const first = await list('?page=1&limit=100');
    const second = await list('?page=2&limit=100');
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 100, total: 140, pages: 2 });
    expect(second.body.data.pagination).toEqual({ page: 2, limit: 100, total: 140, pages: 2 });
    expect(ids(first)).toEqual(made.slice(0, 100).map((product) => product.id));
    expect(ids(second)).toEqual(made.slice(100).map((product) => product.id));
    expect((await list('?page=3&limit=100')).body.data.products).toEqual([]);
  });
});

describe("the dashboard's « Inactifs » filter and search, on the whole set", () => {
  const inactive = () => made.filter((product) => product.status !== 'active');

  it('answers every product that is not active (draft and archived), older ones included', async () => {
    const answer = await list('?page=1&limit=50&status=inactive');
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual(inactive().map((product) => product.id));
    expect(answer.body.data.pagination.total).toBe(inactive().length);
    // Some of them are older than the 50 newest: a filter of the first page alone would have missed them.
    const newest = new Set(made.slice(0, 50).map((product) => product.id));
    expect(inactive().some((product) => !newest.has(product.id))).toBe(true);
    // The counts stay those of the whole set.
    expect(answer.body.data.stats.total).toBe(140);
  });

  it('finds an old product by search, and combines the search with the filter', async () => {
    expect(ids(await list('?page=1&limit=50&search=indigo'))).toEqual([made[136]!.id]);
    expect(made[136]!.name).toContain('indigo');
    const filtered = await list('?page=1&limit=50&status=inactive&search=indigo');
    expect(ids(filtered)).toEqual([]);
    expect(ids(await list('?page=1&limit=50&status=active&search=indigo'))).toEqual([made[136]!.id]);
  });

  it('refuses an unknown status in French, never a 500', async () => {
    const answer = await list('?status=hidden');
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/[a-zé]/);
  });
});
