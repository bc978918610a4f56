import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  PAYING,
  placeOrder,
  registerBuyer,
  SILENT,
  startOrdersServer,
  stockOf,
  waitForOrder,
} from './orders-helpers.js';

let server: TestServer;
let admin: Account;
let awa: Account;
let moussa: Account;
let buyer: Account;

beforeAll(async () => {
  server = await startOrdersServer();
  admin = await registerAdmin(server);
  awa = await approvedSeller(server, admin);
  moussa = await approvedSeller(server, admin);
  buyer = await registerBuyer(server);
});
afterAll(() => server.close());

/** An order of one product from each seller, paid through the sandbox. */
async function paidOrderOfBoth(quantities = { awa: 2, moussa: 1 }) {
  const awaProduct = await insertProduct(server.database.db, {
    sellerId: awa.user.id,
    priceCents: 3000,
    quantity: 10,
  });
  const moussaProduct = await insertProduct(server.database.db, {
    sellerId: moussa.user.id,
    priceCents: 5000,
    quantity: 10,
  });
  const placed = await placeOrder(server, buyer.token, {
    items: [
      { productId: awaProduct, quantity: quantities.awa },
      { productId: moussaProduct, quantity: quantities.moussa },
    ],
    payerPhone: PAYING,
  });
  expect(placed.status).toBe(201);
  const order = await waitForOrder(
    server,
    buyer.token,
    placed.body.data.id,
    (found) => found.paymentStatus === 'paid',
  );
  return { order, awaProduct, moussaProduct };
}

const setStatus = (token: string, id: string, status: string) =>
  call(server, 'PUT', `/api/seller/orders/${id}/status`, { token, body: { status } });

describe('GET /api/seller/orders', () => {
  it('lists the orders holding the seller’s products, with that seller’s lines only and no payer phone', async () => {
    const { order, awaProduct } = await paidOrderOfBoth();
    const page = await call(server, 'GET', '/api/seller/orders?limit=100', { token: awa.token });
    expect(page.status).toBe(200);
    const seen = page.body.data.orders.find((found: { id: string }) => found.id === order.id);
    expect(seen.items.map((item: { productId: string }) => item.productId)).toEqual([awaProduct]);
    expect(seen).toMatchObject({
      subtotal: 60,
      shipping: 0,
      total: 60,
      status: 'processing',
      paymentStatus: 'paid',
    });
    expect(seen).not.toHaveProperty('payerPhone');
    const processing = await call(server, 'GET', '/api/seller/orders?status=processing&limit=100', {
      token: awa.token,
    });
    expect(
      processing.body.data.orders.every((found: { status: string }) => found.status === 'processing'),
    ).toBe(true);
    const shipped = await call(server, 'GET', '/api/seller/orders?status=shipped&limit=100', {
      token: awa.token,
    });
    expect(shipped.body.data.orders.map((found: { id: string }) => found.id)).not.toContain(order.id);
  });

  it('does not show a seller the orders of others', async () => {
    const other = await approvedSeller(server, admin);
    const { order } = await paidOrderOfBoth();
    const page = await call(server, 'GET', '/api/seller/orders?limit=100', { token: other.token });
    expect(page.body.data.orders.map((found: { id: string }) => found.id)).not.toContain(order.id);
    const step = await setStatus(other.token, order.id, 'shipped');
    expect(step.status).toBe(404);
    expect(step.body.message).toBe('Commande non trouvée');
  });
});

describe('PUT /api/seller/orders/{id}/status', () => {
  it('moves a paid order processing → shipped → delivered, and refuses other steps with a French 409', async () => {
    const { order } = await paidOrderOfBoth();
    const delivered = await setStatus(awa.token, order.id, 'delivered');
    expect(delivered.status).toBe(409);
    expect(delivered.body.message).toBe(
      'Impossible de passer une commande « Payée, en préparation » au statut « Livrée »',
    );
    const shipped = await setStatus(awa.token, order.id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('shipped');
    const cancel = await setStatus(moussa.token, order.id, 'cancelled');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('Une commande expédiée ne peut plus être annulée');
    const done = await setStatus(moussa.token, order.id, 'delivered');
    expect(done.status).toBe(200);
    const seen = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(seen.timeline.map((event: { type: string }) => event.type)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
    ]);
    const tracked = await call(
      server,
      'GET',
      `/api/orders/track?orderNumber=${order.orderNumber}&email=${encodeURIComponent(buyer.email)}`,
    );
    expect(tracked.body.data.status).toBe('delivered');
  });

  it('cancels a paid order before shipping and gives its stock back; an unpaid order cannot be cancelled by hand', async () => {
    const { order, awaProduct, moussaProduct } = await paidOrderOfBoth({ awa: 3, moussa: 2 });
    expect(await stockOf(server.database.db, awaProduct)).toBe(7);
    const cancelled = await setStatus(awa.token, order.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(await stockOf(server.database.db, awaProduct)).toBe(10);
    expect(await stockOf(server.database.db, moussaProduct)).toBe(10);
    const again = await setStatus(awa.token, order.id, 'shipped');
    expect(again.status).toBe(409);

    const product = await insertProduct(server.database.db, { sellerId: awa.user.id, quantity: 2 });
    const pending = await placeOrder(server, buyer.token, {
      items: [{ productId: product, quantity: 1 }],
      payerPhone: SILENT,
    });
    const early = await setStatus(awa.token, pending.body.data.id, 'cancelled');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Cette commande n’est pas encore payée');
  });
});

describe('GET /api/seller/stats', () => {
  it('counts the units and EUR of the seller’s lines in paid orders only, and today’s sales in salesByDay', async () => {
    const seller = await approvedSeller(server, admin);
    const product = await insertProduct(server.database.db, {
      sellerId: seller.user.id,
      priceCents: 1250,
      quantity: 20,
    });
    const before = await call(server, 'GET', '/api/seller/stats', { token: seller.token });
    expect(before.body.data).toMatchObject({ totalSales: 0, totalRevenue: 0 });
    const paid = await placeOrder(server, buyer.token, {
      items: [{ productId: product, quantity: 4 }],
      payerPhone: PAYING,
    });
    await waitForOrder(server, buyer.token, paid.body.data.id, (found) => found.paymentStatus === 'paid');
    // A pending order does not count.
    await placeOrder(server, buyer.token, {
      items: [{ productId: product, quantity: 5 }],
      payerPhone: SILENT,
    });
    const stats = await call(server, 'GET', '/api/seller/stats', { token: seller.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ totalSales: 4, totalRevenue: 50 });
    const days = stats.body.data.salesByDay as { date: string; units: number; revenue: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), units: 4, revenue: 50 });
    expect((days[0]?.date ?? '') < (days[29]?.date ?? '')).toBe(true);
    expect(days.slice(0, 29).every((day) => day.units === 0)).toBe(true);
  });
});
