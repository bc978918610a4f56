import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDateOf } from '../src/delivery/delivery.rules.js';
import type { TestServer } from './helpers.js';
import { type Account, call, type Json, registerAccount, registerAdmin } from './identity-helpers.js';
import { registerBuyer, startOrdersServer } from './orders-helpers.js';

let server: TestServer;
let admin: Account;
let buyer: Account;

beforeAll(async () => {
  server = await startOrdersServer();
  admin = await registerAdmin(server);
  buyer = await registerBuyer(server);
});
afterAll(() => server.close());

/** The public quote for an address and a subtotal in EUR cents. */
async function quote(query: Record<string, string | number>): Promise<Json> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const answer = await call(server, 'GET', `/api/delivery/options?${search}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const byKind = (options: Json[], kind: string): Json => options.find((option) => option.kind === kind);

describe('GET /api/delivery/options', () => {
  it('finds Dakar from the city, whatever its accents and case, with home delivery and pickup points', async () => {
    const data = await quote({ city: '  sacre-COEUR ', region: 'Dakar', subtotalCents: 3000 });
    expect(data.zone).toMatchObject({ name: 'Dakar' });
    const home = byKind(data.options, 'home');
    expect(home).toMatchObject({
      name: 'Livraison à domicile',
      zoneName: 'Dakar',
      priceXof: 1500,
      basePriceXof: 1500,
      freeFromXof: 50000,
      delayDays: 1,
      expectedDate: expectedDateOf(1),
      pickupPoints: [],
      isDefault: false,
    });
    const pickup = byKind(data.options, 'pickup');
    expect(pickup).toMatchObject({ name: 'Point relais', priceXof: 1000 });
    expect(pickup.pickupPoints.map((point: Json) => point.name)).toContain('Relais Teranga Plateau');
    expect(pickup.pickupPoints[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      address: expect.any(String),
      openingHours: expect.any(String),
    });
  });

  it('prices by zone: the suburbs by their city before the region, Thiès by its region, elsewhere the default', async () => {
    const pikine = await quote({ city: 'Pikine', region: 'Dakar' });
    expect(pikine.zone.name).toBe('Banlieue');
    expect(byKind(pikine.options, 'home').priceXof).toBe(2500);
    const thies = await quote({ city: 'Khombole', region: 'thies' });
    expect(thies.zone.name).toBe('Thiès');
    expect(byKind(thies.options, 'home')).toMatchObject({ priceXof: 3000, delayDays: 2 });
    const abroad = await quote({ city: 'Paris', region: 'Île-de-France' });
    expect(abroad.zone).toBeNull();
    expect(abroad.options).toEqual([
      expect.objectContaining({ name: 'Livraison standard', priceXof: 6550, isDefault: true, zoneId: null }),
    ]);
    // Nothing asked: the default option, the document's 10 EUR.
    expect((await quote({})).options[0].priceXof).toBe(6550);
  });

  it('is free from the threshold, compared with the subtotal in whole CFA', async () => {
    // 50 000 CFA = 76.34 EUR: 7 633 cents is 49 996 CFA, 7 634 cents is 50 003 CFA.
    expect(byKind((await quote({ city: 'Dakar', subtotalCents: 7633 })).options, 'home').priceXof).toBe(1500);
    expect(byKind((await quote({ city: 'Dakar', subtotalCents: 7634 })).options, 'home').priceXof).toBe(0);
  });

  it('is cacheable, and refuses a bad subtotal with a French 400', async () => {
    const answer = await call(server, 'GET', '/api/delivery/options?city=Dakar');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const bad = await call(server, 'GET', '/api/delivery/options?subtotalCents=-5');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

export { buyer, registerAccount };
