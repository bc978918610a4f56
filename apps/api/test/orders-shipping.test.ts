import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderParts } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import { type Account, call, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  paidOrderOfTwoSellers,
  registerBuyer,
  startOrdersServer,
  waitForMailAbout,
} from './orders-helpers.js';

let server: TestServer & { dataDir: string };
let admin: Account;
let awa: Account;
let moussa: Account;
let buyer: Account;

beforeAll(async () => {
  server = await startOrdersServer();
  admin = await registerAdmin(server);
  awa = await approvedSeller(server, admin);
  moussa = await approvedSeller(server, admin);
  // Registration gives the account a default address with this phone: the checkout's shipping address.
  buyer = await registerBuyer(server, { phone: '+221 77 555 44 33' });
}, 60_000);
afterAll(() => server.close());

const setStatus = (token: string, id: string, body: Record<string, unknown>) =>
  call(server, 'PUT', `/api/seller/orders/${id}/status`, { token, body });

const sheetOf = (token: string, id: string) => call(server, 'GET', `/api/seller/orders/${id}`, { token });

describe('shipping a part with its carrier and tracking number', () => {
  it('keeps the carrier and tracking number on the part, and the customer reads them on their order', async () => {
    const { order, firstPart } = await paidOrderOfTwoSellers(server, buyer, [awa, moussa]);
    // Before shipping: nothing yet.
    expect(firstPart).toMatchObject({
      carrier: null,
      trackingNumber: null,
      shippedAt: null,
      deliveredAt: null,
    });

    const shipped = await setStatus(awa.token, order.id, {
      status: 'shipped',
      carrier: 'dhl',
      trackingNumber: ' jd01 4600 003sn ',
    });
    expect(shipped.status).toBe(200);
    // The seller's answer carries their own part only, with the shipment.
    expect(shipped.body.data.parts).toHaveLength(1);
    expect(shipped.body.data.parts[0]).toMatchObject({
      status: 'shipped',
      carrier: 'dhl',
      trackingNumber: 'JD014600003SN',
      deliveredAt: null,
    });
    expect(Date.parse(shipped.body.data.parts[0].shippedAt)).toBeGreaterThan(Date.now() - 60_000);

    const mine = await call(server, 'GET', `/api/orders/${order.id}`, { token: buyer.token });
    expect(mine.status).toBe(200);
    const awaPart = mine.body.data.parts.find((part: { id: string }) => part.id === firstPart.id);
    const moussaPart = mine.body.data.parts.find((part: { id: string }) => part.id !== firstPart.id);
    expect(awaPart).toMatchObject({ status: 'shipped', carrier: 'dhl', trackingNumber: 'JD014600003SN' });
    expect(moussaPart).toMatchObject({ status: 'processing', carrier: null, trackingNumber: null });
    expect(mine.body.data.status).toBe('partially_shipped');

    // « livrée » closes the part with its date; the order's list shows it too.
    const delivered = await setStatus(awa.token, order.id, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.parts[0]).toMatchObject({ status: 'delivered', carrier: 'dhl' });
    const [row] = await server.database.db.select().from(orderParts).where(eq(orderParts.id, firstPart.id));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    const list = await call(server, 'GET', '/api/orders?limit=50', { token: buyer.token });
    const listed = list.body.data.orders.find((found: { id: string }) => found.id === order.id);
    expect(listed.parts.find((part: { id: string }) => part.id === firstPart.id).deliveredAt).toBe(
      row?.deliveredAt?.toISOString(),
    );
    // Delivered is the end: no step after it.
    expect((await setStatus(awa.token, order.id, { status: 'delivered' })).status).toBe(409);
  });

  it('hand delivery needs no tracking number; every other carrier does', async () => {
    const { order } = await paidOrderOfTwoSellers(server, buyer, [awa, moussa]);
    const missing = await setStatus(moussa.token, order.id, { status: 'shipped', carrier: 'paps' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Le numéro de suivi est requis pour ce transporteur');
    const byHand = await setStatus(moussa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' });
    expect(byHand.status).toBe(200);
    expect(byHand.body.data.parts[0]).toMatchObject({
      status: 'shipped',
      carrier: 'hand-delivery',
      trackingNumber: null,
    });
  });

  it('refuses a bad shipment with a French 400, and leaves the part as it was', async () => {
    const { order, firstPart } = await paidOrderOfTwoSellers(server, buyer, [awa, moussa]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 'shipped' }, 'Choisissez le transporteur'],
      [
        { status: 'shipped', carrier: 'pigeon', trackingNumber: 'AB1234' },
        'Transporteur inconnu : choisissez-en un dans la liste',
      ],
      [
        { status: 'shipped', carrier: 'dhl', trackingNumber: 'AB1' },
        'Le numéro de suivi doit compter entre 4 et 40 caractères',
      ],
      [
        { status: 'shipped', carrier: 'dhl', trackingNumber: 'A'.repeat(41) },
        'Le numéro de suivi doit compter entre 4 et 40 caractères',
      ],
      [
        { status: 'shipped', carrier: 'dhl', trackingNumber: 'AB12<script>' },
        'Le numéro de suivi ne peut contenir que des lettres, des chiffres et des tirets',
      ],
      [
        { status: 'shipped', carrier: 'dhl', trackingNumber: 'ÉCOLE1234' },
        'Le numéro de suivi ne peut contenir que des lettres, des chiffres et des tirets',
      ],
      [
        { status: 'cancelled', carrier: 'dhl', trackingNumber: 'AB1234' },
        'Le transporteur et le numéro de suivi se donnent en marquant la commande expédiée',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await setStatus(awa.token, order.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    const [row] = await server.database.db.select().from(orderParts).where(eq(orderParts.id, firstPart.id));
    expect(row).toMatchObject({ status: 'processing', carrier: null, trackingNumber: null, shippedAt: null });
  });

  it('another seller can neither ship nor read the part', async () => {
    const { order, firstPart } = await paidOrderOfTwoSellers(server, buyer, [awa, moussa]);
    const stranger = await approvedSeller(server, admin);
    const ship = await setStatus(stranger.token, order.id, {
      status: 'shipped',
      carrier: 'dhl',
      trackingNumber: 'JD014600003SN',
    });
    expect(ship.status).toBe(404);
    expect(ship.body.message).toBe('Commande non trouvée');
    const read = await sheetOf(stranger.token, order.id);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Commande non trouvée');
    // Moussa ships his own part: Awa's stays untouched.
    const own = await setStatus(moussa.token, order.id, {
      status: 'shipped',
      carrier: 'ems-senegal',
      trackingNumber: 'EE123456789SN',
    });
    expect(own.status).toBe(200);
    const [row] = await server.database.db.select().from(orderParts).where(eq(orderParts.id, firstPart.id));
    expect(row).toMatchObject({ status: 'processing', carrier: null });
    // A customer is not a seller.
    expect((await sheetOf(buyer.token, order.id)).status).toBe(403);
    expect((await sheetOf(awa.token, 'not-an-id')).body.message).toBe('ID de commande invalide');
  });
});

describe('GET /api/seller/orders/{id}: the order sheet', () => {
  it('gives the seller their part in detail: lines, customer name and phone, where to deliver', async () => {
    const { order, firstPart, firstProduct } = await paidOrderOfTwoSellers(server, buyer, [awa, moussa]);
    const sheet = await sheetOf(awa.token, order.id);
    expect(sheet.status).toBe(200);
    const data = sheet.body.data;
    expect(data.parts).toHaveLength(1);
    expect(data.parts[0].id).toBe(firstPart.id);
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ productId: firstProduct, quantity: 2 });
    expect(data.items[0]).toHaveProperty('image');
    expect(data.items[0]).toHaveProperty('size');
    expect(data.items[0]).toHaveProperty('color');
    expect(data.customer).toMatchObject({ name: 'Fatou Sall', phone: '+221775554433' });
    expect(data.shippingAddress).toMatchObject({ city: 'Dakar' });
    expect(data).not.toHaveProperty('payerPhone');
    // The list does not hand out the phone: only the sheet of one's own part does.
    const list = await call(server, 'GET', '/api/seller/orders?limit=100', { token: awa.token });
    const listed = list.body.data.orders.find((found: { id: string }) => found.id === order.id);
    expect(listed.customer.phone).toBeNull();
    // Staff read the whole order.
    const whole = await sheetOf(admin.token, order.id);
    expect(whole.status).toBe(200);
    expect(whole.body.data.parts).toHaveLength(2);
  });
});

describe('the customer’s mails', () => {
  it('writes a mail with the carrier and tracking number when a part ships, and one when it is delivered', async () => {
    const { order } = await paidOrderOfTwoSellers(server, buyer, [awa, moussa]);
    const number = order.orderNumber as string;
    await setStatus(awa.token, order.id, {
      status: 'shipped',
      carrier: 'dhl',
      trackingNumber: 'JD014600003SN',
    });
    const shippedMail = await waitForMailAbout(
      server.dataDir,
      (subject) => subject === `Votre commande ${number} est expédiée`,
    );
    expect(shippedMail.text).toContain('Transporteur : DHL Express');
    expect(shippedMail.text).toContain('Numéro de suivi : JD014600003SN');
    // The date the order was quoted (the default option: 3 days).
    expect(shippedMail.text).toMatch(/Livraison prévue le \S+ \d+(er)? \S+/);
    expect(shippedMail.text).toContain(`/orders/${order.id}`);
    await setStatus(awa.token, order.id, { status: 'delivered' });
    const deliveredMail = await waitForMailAbout(
      server.dataDir,
      (subject) => subject === `Votre commande ${number} est livrée`,
    );
    expect(deliveredMail.text).toContain(`de votre commande ${number} vous ont été livrés`);
    // The bell reads the part's events: shipped then delivered.
    const events = await server.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['shipped', 'delivered']));
  });
});
