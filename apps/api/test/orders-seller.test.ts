import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  PAYING,
  paidOrderOfTwoSellers,
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
  const paid = await paidOrderOfTwoSellers(server, buyer, [awa, moussa], [quantities.awa, quantities.moussa]);
  return { order: paid.order, awaProduct: paid.firstProduct, moussaProduct: paid.secondProduct };
}

/** Shipping names a carrier (orders-shipping.test.ts): a hand delivery needs no tracking number. */
const setStatus = (token: string, id: string, status: string) =>
  call(server, 'PUT', `/api/seller/orders/${id}/status`, {
    token,
    body: { status, ...(status === 'shipped' ? { carrier: 'hand-delivery' } : {}) },
  });

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
  it('moves only the caller’s part, one step at a time, and the order’s status follows its parts', async () => {
    const { order } = await paidOrderOfBoth();
    const delivered = await setStatus(awa.token, order.id, 'delivered');
    expect(delivered.status).toBe(409);
    expect(delivered.body.message).toBe(
      'Impossible de passer une commande « Payée, en préparation » au statut « Livrée »',
    );
    const shipped = await setStatus(awa.token, order.id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('shipped');
    expect(shipped.body.data.parts).toHaveLength(1);
    // Awa's step moved Awa's part only: Moussa's is still being prepared.
    const half = await call(server, 'GET', `/api/orders/${order.id}`, { token: buyer.token });
    expect(half.body.data.status).toBe('partially_shipped');
    expect(half.body.data.parts.map((part: { status: string }) => part.status)).toEqual([
      'shipped',
      'processing',
    ]);
    const cancelShipped = await setStatus(awa.token, order.id, 'cancelled');
    expect(cancelShipped.status).toBe(409);
    expect(cancelShipped.body.message).toBe('Une commande expédiée ne peut plus être annulée');
    expect((await setStatus(moussa.token, order.id, 'shipped')).status).toBe(200);
    expect((await setStatus(awa.token, order.id, 'delivered')).status).toBe(200);
    expect((await setStatus(moussa.token, order.id, 'delivered')).status).toBe(200);
    const seen = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(seen.status).toBe('delivered');
    expect(seen.timeline.map((event: { type: string }) => event.type)).toEqual([
      'placed',
      'paid',
      'shipped',
      'shipped',
      'delivered',
      'delivered',
    ]);
    const tracked = await call(
      server,
      'GET',
      `/api/orders/track?orderNumber=${order.orderNumber}&email=${encodeURIComponent(buyer.email)}`,
    );
    expect(tracked.body.data.status).toBe('delivered');
    expect(tracked.body.data.parts.map((part: { status: string }) => part.status)).toEqual([
      'delivered',
      'delivered',
    ]);
  });

  it('lets staff move any part, named by partId, and asks which one when the order has several', async () => {
    const { order } = await paidOrderOfBoth();
    const vague = await setStatus(admin.token, order.id, 'shipped');
    expect(vague.status).toBe(409);
    expect(vague.body.message).toBe('Précisez la partie de la commande à modifier');
    const moussaPart = order.parts.find((part: { sellerId: string }) => part.sellerId === moussa.user.id);
    const moved = await call(server, 'PUT', `/api/seller/orders/${order.id}/status`, {
      token: admin.token,
      body: { status: 'shipped', carrier: 'hand-delivery', partId: moussaPart.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe('partially_shipped');
    // A seller's partId is never read: Awa still moves her own part only.
    const sneaky = await call(server, 'PUT', `/api/seller/orders/${order.id}/status`, {
      token: awa.token,
      body: { status: 'delivered', partId: moussaPart.id },
    });
    expect(sneaky.status).toBe(409);
  });

  it('cancels a paid part before shipping: its stock back, the other part untouched; an unpaid one cannot be cancelled by hand', async () => {
    const { order, awaProduct, moussaProduct } = await paidOrderOfBoth({ awa: 3, moussa: 2 });
    expect(await stockOf(server.database.db, awaProduct)).toBe(7);
    const cancelled = await setStatus(awa.token, order.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(await stockOf(server.database.db, awaProduct)).toBe(10);
    expect(await stockOf(server.database.db, moussaProduct)).toBe(8);
    const again = await setStatus(awa.token, order.id, 'shipped');
    expect(again.status).toBe(409);
    expect((await setStatus(moussa.token, order.id, 'shipped')).status).toBe(200);

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
