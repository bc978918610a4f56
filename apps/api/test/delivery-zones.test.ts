import { createTerangaClient } from '@teranga/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { expectedDateOf, payableXof, xofOfCents } from '../src/delivery/delivery.rules.js';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, type Json, registerAdmin } from './identity-helpers.js';
import { placeOrder, registerBuyer, startOrdersServer } from './orders-helpers.js';

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

const DAKAR_HOME = 'de1200000000000000000001';
const DAKAR_PICKUP = 'de1200000000000000000002';
const THIES_HOME = 'de1200000000000000000004';
const PLATEAU_POINT = 'de1300000000000000000001';
const THIES_POINT = 'de1300000000000000000004';

const dakarAddress = {
  fullName: 'Awa Diop',
  phone: '+221 77 123 45 67',
  quartier: 'Sacré-Cœur 3',
  street: 'Villa 8543',
  landmark: 'En face de la pharmacie',
  city: 'Dakar',
  region: 'Dakar',
};
const thiesAddress = {
  ...dakarAddress,
  quartier: 'Randoulène',
  street: 'Rue 10',
  city: 'Thiès',
  region: 'Thiès',
};

/** An order of `quantity` units at `priceCents`, with the delivery fields given. */
async function order(fields: Record<string, unknown>, options: { priceCents?: number; token?: string } = {}) {
  const productId = await insertProduct(server.database.db, {
    priceCents: options.priceCents ?? 4590,
    quantity: 50,
  });
  return placeOrder(server, options.token ?? buyer.token, { items: [{ productId, quantity: 1 }], ...fields });
}

describe('POST /api/orders prices the delivery', () => {
  it('Dakar home delivery from the address book: 1 500 CFA exactly, the client’s price ignored', async () => {
    const saved = await call(server, 'POST', '/api/me/addresses', { token: buyer.token, body: dakarAddress });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const answer = await order({
      deliveryOptionId: DAKAR_HOME,
      addressId: saved.body.data.id,
      shipping: 0,
      total: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const placed = answer.body.data;
    expect(placed.delivery).toEqual({
      optionId: DAKAR_HOME,
      kind: 'home',
      name: 'Livraison à domicile',
      zoneName: 'Dakar',
      priceXof: 1500,
      delayDays: 1,
      expectedDate: expectedDateOf(1),
      pickupPoint: null,
      address: expect.objectContaining({ fullName: 'Awa Diop', quartier: 'Sacré-Cœur 3', city: 'Dakar' }),
    });
    expect(placed.shipping).toBe(2.29);
    expect(placed.total).toBe(48.19);
    expect(placed.shippingAddress).toMatchObject({
      fullName: 'Awa Diop',
      landmark: 'En face de la pharmacie',
    });
    // What mobile money collects: the subtotal in CFA plus exactly the quoted 1 500 CFA.
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row && payableXof(row)).toBe(xofOfCents(4590) + 1500);
    // Every reader of the order gets it: the customer again, and staff.
    const again = await call(server, 'GET', `/api/orders/${placed.id}`, { token: buyer.token });
    expect(again.body.data.delivery.priceXof).toBe(1500);
    const staff = await call(server, 'GET', `/api/orders/${placed.id}`, { token: admin.token });
    expect(staff.body.data.delivery.zoneName).toBe('Dakar');
    // Public tracking: the option and its date, never the address.
    const search = new URLSearchParams({ orderNumber: placed.orderNumber, email: buyer.user.email });
    const tracked = await call(server, 'GET', `/api/orders/track?${search}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.delivery).toMatchObject({
      priceXof: 1500,
      expectedDate: expectedDateOf(1),
      address: null,
    });
  });

  it('Thiès home delivery from the form’s address: 3 000 CFA; no option chosen: the default 10 €', async () => {
    const thies = await order({ deliveryOptionId: THIES_HOME, shippingAddress: thiesAddress });
    expect(thies.status, JSON.stringify(thies.body)).toBe(201);
    expect(thies.body.data.delivery).toMatchObject({ zoneName: 'Thiès', priceXof: 3000, delayDays: 2 });
    expect(thies.body.data.shipping).toBe(4.58);
    const plain = await order({});
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ shipping: 10, total: 55.9 });
    expect(plain.body.data.delivery).toMatchObject({
      name: 'Livraison standard',
      zoneName: null,
      priceXof: 6550,
      expectedDate: expectedDateOf(3),
    });
  });

  it('is free from the threshold on the order’s real subtotal', async () => {
    // 80 EUR = 52 400 CFA, past Dakar's 50 000.
    const answer = await order(
      { deliveryOptionId: DAKAR_HOME, shippingAddress: dakarAddress },
      { priceCents: 8000 },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ shipping: 0, total: 80 });
    expect(answer.body.data.delivery.priceXof).toBe(0);
  });

  it('a pickup point: required, of that option, and kept on the order', async () => {
    const without = await order({ deliveryOptionId: DAKAR_PICKUP });
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('Choisissez un point relais pour cette option de livraison');
    const elsewhere = await order({ deliveryOptionId: DAKAR_PICKUP, pickupPointId: THIES_POINT });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Ce point relais n’est pas proposé par cette option de livraison');
    const answer = await order(
      { deliveryOptionId: DAKAR_PICKUP, pickupPointId: PLATEAU_POINT },
      { priceCents: 3000 },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.delivery).toMatchObject({
      kind: 'pickup',
      priceXof: 1000,
      address: null,
      pickupPoint: { id: PLATEAU_POINT, name: 'Relais Teranga Plateau' },
    });
  });

  it('refuses an option of another zone than the address’s, an unknown or inactive one, another customer’s address', async () => {
    const other = await order({ deliveryOptionId: THIES_HOME, shippingAddress: dakarAddress });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      'Cette option de livraison ne dessert pas cette adresse : choisissez une option de la zone Dakar',
    );
    const unknown = await order({ deliveryOptionId: 'de12000000000000000000ff' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Option de livraison non trouvée');

    const off = await call(server, 'PATCH', `/api/admin/delivery-options/${THIES_HOME}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    const inactive = await order({ deliveryOptionId: THIES_HOME, shippingAddress: thiesAddress });
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe(
      'Cette option de livraison n’est plus proposée : choisissez-en une autre',
    );
    await call(server, 'PATCH', `/api/admin/delivery-options/${THIES_HOME}`, {
      token: admin.token,
      body: { active: true },
    });

    const stranger = await registerBuyer(server, { firstName: 'Ousmane' });
    const theirs = await call(server, 'POST', '/api/me/addresses', {
      token: stranger.token,
      body: thiesAddress,
    });
    expect(theirs.status).toBe(201);
    const refused = await order({ deliveryOptionId: THIES_HOME, addressId: theirs.body.data.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Adresse non trouvée dans votre carnet');
  });
});

describe('/api/admin/delivery-zones', () => {
  it('is for staff only', async () => {
    expect((await call(server, 'GET', '/api/admin/delivery-zones')).status).toBe(401);
    const customer = await call(server, 'GET', '/api/admin/delivery-zones', { token: buyer.token });
    expect(customer.status).toBe(403);
    const create = await call(server, 'POST', '/api/admin/delivery-zones', {
      token: buyer.token,
      body: { name: 'Pirate', cities: ['Dakar'] },
    });
    expect(create.status).toBe(403);
  });

  it('lists the zones with their options and points, and the default option', async () => {
    const answer = await call(server, 'GET', '/api/admin/delivery-zones', { token: admin.token });
    expect(answer.status).toBe(200);
    const { zones, defaultOption } = answer.body.data;
    expect(zones.map((zone: Json) => zone.name)).toEqual(['Dakar', 'Banlieue', 'Thiès', 'Autres régions']);
    expect(defaultOption).toMatchObject({ name: 'Livraison standard', priceXof: 6550, isDefault: true });
    expect(zones[0].options.find((option: Json) => option.kind === 'pickup').pickupPoints).toHaveLength(3);
  });

  it('adds a zone, its options and a pickup point, which the public quote offers at once; deactivates them', async () => {
    const staff = (method: string, path: string, body?: unknown) =>
      call(server, method, `/api/admin${path}`, { token: admin.token, body });
    const created = await staff('POST', '/delivery-zones', {
      name: '  Saint-Louis  ',
      cities: ['Saint-Louis', 'saint louis', 'Ndar'],
      position: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Zone de livraison ajoutée');
    const zone = created.body.data.zones.find((candidate: Json) => candidate.name === 'Saint-Louis');
    expect(zone).toMatchObject({ cities: ['Saint-Louis', 'Ndar'], regions: [], active: true });
    // No option yet: the address stays with « Autres régions ».
    expect((await quote({ city: 'Ndar', region: 'Saint-Louis' })).zone.name).toBe('Autres régions');

    const home = await staff('POST', `/delivery-zones/${zone.id}/options`, {
      kind: 'home',
      name: 'Livraison à domicile',
      priceXof: 2000,
      delayDays: 2,
      freeFromXof: 40000,
    });
    expect(home.status).toBe(201);
    const pickup = await staff('POST', `/delivery-zones/${zone.id}/options`, {
      kind: 'pickup',
      name: 'Point relais',
      priceXof: 1200,
      delayDays: 3,
    });
    const pickupOption = pickup.body.data.zones
      .find((candidate: Json) => candidate.id === zone.id)
      .options.find((option: Json) => option.kind === 'pickup');
    const homeOption = home.body.data.zones
      .find((candidate: Json) => candidate.id === zone.id)
      .options.find((option: Json) => option.kind === 'home');
    const onHome = await staff('POST', `/delivery-options/${homeOption.id}/pickup-points`, {
      name: 'Relais',
      address: 'Quai Henri Jay',
      openingHours: 'Lun–sam 9 h–18 h',
    });
    expect(onHome.status).toBe(400);
    expect(onHome.body.message).toBe('Seule une option « point relais » reçoit des points relais');
    const point = await staff('POST', `/delivery-options/${pickupOption.id}/pickup-points`, {
      name: 'Relais Île de Ndar',
      address: 'Quai Henri Jay, Île de Saint-Louis',
      openingHours: 'Lun–sam 9 h–18 h',
    });
    expect(point.status).toBe(201);

    const offered = await quote({ city: 'NDAR', subtotalCents: 1000 });
    expect(offered.zone.name).toBe('Saint-Louis');
    expect(offered.options.map((option: Json) => [option.kind, option.priceXof])).toEqual([
      ['home', 2000],
      ['pickup', 1200],
    ]);
    const pointId = byKind(offered.options, 'pickup').pickupPoints[0].id;

    // A point deactivated: its option has none left and is no longer offered.
    const closed = await staff('PATCH', `/pickup-points/${pointId}`, { active: false });
    expect(closed.status).toBe(200);
    expect((await quote({ city: 'Ndar' })).options.map((option: Json) => option.kind)).toEqual(['home']);
    // The option's price changed; then the zone deactivated: back to « Autres régions ».
    await staff('PATCH', `/delivery-options/${homeOption.id}`, { priceXof: 2500, freeFromXof: null });
    expect(byKind((await quote({ city: 'Ndar', subtotalCents: 9_000_00 })).options, 'home').priceXof).toBe(
      2500,
    );
    const off = await staff('PATCH', `/delivery-zones/${zone.id}`, { active: false });
    expect(off.status).toBe(200);
    expect((await quote({ city: 'Ndar', region: 'Saint-Louis' })).zone.name).toBe('Autres régions');
  });

  it('refuses in French: no coverage, a name taken, the default deactivated, unknown ids, bad values', async () => {
    const staff = (method: string, path: string, body?: unknown) =>
      call(server, method, `/api/admin${path}`, { token: admin.token, body });
    const empty = await staff('POST', '/delivery-zones', { name: 'Nulle part', cities: ['  '] });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    const bare = await staff('POST', '/delivery-zones', { name: 'Nulle part' });
    expect(bare.body.message).toBe('Indiquez au moins une ville ou une région couverte par la zone');
    const taken = await staff('POST', '/delivery-zones', { name: 'DAKAR', cities: ['Yoff'] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Une zone de livraison porte déjà ce nom');
    const setup = (await staff('GET', '/delivery-zones')).body.data;
    const keep = await staff('PATCH', `/delivery-options/${setup.defaultOption.id}`, { active: false });
    expect(keep.status).toBe(409);
    const price = await staff('PATCH', `/delivery-options/${DAKAR_HOME}`, { priceXof: -1 });
    expect(price.status).toBe(400);
    const unknown = await staff('PATCH', '/delivery-zones/de11000000000000000000ff', { active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Zone de livraison non trouvée');
    const noBody = await call(server, 'POST', '/api/admin/delivery-zones', { token: admin.token });
    expect(noBody.status).toBe(400);
  });
});

describe('through the SDK', () => {
  it('sdk.delivery.options quotes anonymously; sdk.staff edits the zones', async () => {
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => admin.token });
    const quoted = await sdk.delivery.options({ city: 'Guédiawaye', subtotalCents: 1000 });
    expect(quoted.zone?.name).toBe('Banlieue');
    expect(quoted.options[0]).toMatchObject({ kind: 'home', priceXof: 2500, delayDays: 2 });
    const setup = await sdk.staff.deliveryZones();
    const banlieue = setup.zones.find((zone) => zone.name === 'Banlieue');
    const home = banlieue?.options[0];
    if (!banlieue || !home) throw new Error('no Banlieue home option');
    const changed = await sdk.staff.updateDeliveryOption(home.id, { delayDays: 1 });
    expect(changed.zones.find((zone) => zone.id === banlieue.id)?.options[0]?.delayDays).toBe(1);
    await sdk.staff.updateDeliveryOption(home.id, { delayDays: 2 });
    await expect(sdk.staff.createDeliveryZone({ name: 'banlieue', cities: ['Mbao'] })).rejects.toMatchObject({
      status: 409,
      message: 'Une zone de livraison porte déjà ce nom',
    });
  });
});
