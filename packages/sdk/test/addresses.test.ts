import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { OTHER_ID, PRODUCT_ID, TOKEN } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = (token: string | null = TOKEN) =>
  createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });
const saved = {
  _id: PRODUCT_ID,
  id: PRODUCT_ID,
  fullName: 'Awa Diop',
  phone: '+221771234567',
  quartier: 'Point E',
  street: 'Rue 10, villa 24',
  landmark: null,
  city: 'Dakar',
  region: 'Dakar',
  isDefault: true,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
} as const;
const input = {
  fullName: 'Awa Diop',
  phone: '77 123 45 67',
  quartier: 'Point E',
  street: 'Rue 10, villa 24',
  city: 'Dakar',
  region: 'Dakar',
};

describe('sdk.addresses', () => {
  it.each([
    ['list', () => sdk(null).addresses.list()],
    ['create', () => sdk(null).addresses.create(input)],
    ['update', () => sdk(null).addresses.update(PRODUCT_ID, { isDefault: true })],
    ['remove', () => sdk(null).addresses.remove(PRODUCT_ID)],
  ])('%s fails before any request without a token', async (_name, call) => {
    await expect(call()).rejects.toThrow("Token d'authentification requis");
    expect(server.requests).toHaveLength(0);
  });

  it('lists, creates, updates and removes through /me/addresses, reading data', async () => {
    server.on('GET', '/api/me/addresses', { json: { success: true, data: { addresses: [saved] } } });
    server.on('POST', '/api/me/addresses', {
      status: 201,
      json: { success: true, message: 'Adresse ajoutée', data: saved },
    });
    server.on('PATCH', `/api/me/addresses/${OTHER_ID}`, {
      json: { success: true, message: 'Adresse modifiée', data: { ...saved, id: OTHER_ID } },
    });
    server.on('DELETE', `/api/me/addresses/${OTHER_ID}`, {
      json: { success: true, message: 'Adresse supprimée', data: { addresses: [saved] } },
    });
    expect(await sdk().addresses.list()).toEqual([saved]);
    expect(await sdk().addresses.create({ ...input, isDefault: true })).toEqual(saved);
    expect((await sdk().addresses.update(OTHER_ID, { isDefault: true })).id).toBe(OTHER_ID);
    expect(await sdk().addresses.remove(OTHER_ID)).toEqual([saved]);
    expect(server.requests.map((r) => [r.method, r.path, r.json])).toEqual([
      ['GET', '/api/me/addresses', undefined],
      ['POST', '/api/me/addresses', { ...input, isDefault: true }],
      ['PATCH', `/api/me/addresses/${OTHER_ID}`, { isDefault: true }],
      ['DELETE', `/api/me/addresses/${OTHER_ID}`, undefined],
    ]);
  });

  it('a refused address carries the French message and the field list', async () => {
    server.on('POST', '/api/me/addresses', {
      status: 400,
      json: { success: false, message: 'Adresse incomplète ou invalide', errors: ['Indiquez le quartier'] },
    });
    const refusal = await sdk()
      .addresses.create(input)
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 400,
      message: 'Adresse incomplète ou invalide',
      body: { errors: ['Indiquez le quartier'] },
    });
  });
});
