import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products } from '../src/db/schema.js';
import { startInstanceOver, type TestServer } from './helpers.js';
import { type Account, insertProduct } from './identity-helpers.js';
import {
  ordersEnv,
  PAYING,
  placeOrder,
  postEvent,
  registerBuyer,
  SILENT,
  signedEvent,
  startOrdersServer,
  stockOf,
  waitForOrder,
} from './orders-helpers.js';

/**
 * A restart is the server process going away while payments are pending, and another one starting over the same
 * database: here the first instance is closed (its timers die with it) and a second is built over the database.
 */
let first: TestServer;
let second: { app: FastifyInstance; url: string } | undefined;
let buyer: Account;

beforeAll(async () => {
  // The first instance answers slowly and never sweeps within the test: only the second can settle the payments.
  first = await startOrdersServer({ PAYMENT_SANDBOX_DELAY_MS: '300', PAYMENT_SWEEP_INTERVAL_MS: '600000' });
  buyer = await registerBuyer(first);
});
afterAll(async () => {
  await second?.app.close();
  await first.close();
});

const over = (instance: { url: string }) => ({ ...first, url: instance.url });

describe('pending payments across a restart', () => {
  it('still expire, and a sandbox answer due during the outage is still given', async () => {
    const silentProduct = await insertProduct(first.database.db, { quantity: 2 });
    const payingProduct = await insertProduct(first.database.db, { quantity: 2 });
    const expiring = await placeOrder(first, buyer.token, {
      items: [{ productId: silentProduct, quantity: 2 }],
      payerPhone: SILENT,
    });
    const answered = await placeOrder(first, buyer.token, {
      items: [{ productId: payingProduct, quantity: 1 }],
      payerPhone: PAYING,
    });
    expect(expiring.status).toBe(201);
    expect(answered.status).toBe(201);
    // The process stops before its sandbox timer fires and before anything expires.
    await first.app.close();
    await first.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expiring.body.data.id));

    second = await startInstanceOver(first, ordersEnv({ PAYMENT_SWEEP_INTERVAL_MS: '100' }));
    const server = over(second);
    const expired = await waitForOrder(
      server,
      buyer.token,
      expiring.body.data.id,
      (order) => order.paymentStatus !== 'pending',
    );
    expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await stockOf(first.database.db, silentProduct)).toBe(2);
    const paid = await waitForOrder(
      server,
      buyer.token,
      answered.body.data.id,
      (order) => order.paymentStatus !== 'pending',
    );
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });
});

describe('two instances on one database', () => {
  it('apply a webhook delivered to both once', async () => {
    if (!second) throw new Error('the second instance starts in the test above');
    const third = await startInstanceOver(first, ordersEnv({ PAYMENT_SWEEP_INTERVAL_MS: '600000' }));
    try {
      const server = over(second);
      const productId = await insertProduct(first.database.db, { quantity: 4 });
      const placed = await placeOrder(server, buyer.token, {
        items: [{ productId, quantity: 3 }],
        payerPhone: SILENT,
      });
      const signed = signedEvent({
        id: `evt_both_${placed.body.data.id}`,
        type: 'payment.succeeded',
        data: { orderId: placed.body.data.id },
      });
      const answers = await Promise.all([postEvent(server, signed), postEvent(over(third), signed)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.message).sort()).toEqual([
        'Événement appliqué',
        'Événement déjà reçu',
      ]);
      const events = await first.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, placed.body.data.id));
      expect(events.map((event) => event.type).sort()).toEqual(['paid', 'placed']);
      const [product] = await first.database.db
        .select({ sold: products.sold })
        .from(products)
        .where(eq(products.id, productId));
      expect(product?.sold).toBe(3);
    } finally {
      await third.app.close();
    }
  });
});
