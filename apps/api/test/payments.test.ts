import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, products } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import { type Account, insertProduct } from './identity-helpers.js';
import {
  FAILING,
  PAYING,
  placeOrder,
  postEvent,
  registerBuyer,
  SILENT,
  signedEvent,
  startOrdersServer,
  stockOf,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';

let server: TestServer & { dataDir: string };
let buyer: Account;

beforeAll(async () => {
  // Payments keep their usual expiry: with a short one, a paying order whose webhook waited on a busy machine expired
  // before it was paid (CI). The expiry test ages its own order instead.
  server = await startOrdersServer();
  buyer = await registerBuyer(server);
});
afterAll(() => server.close());

const types = (order: { timeline: { type: string }[] }) => order.timeline.map((event) => event.type);

async function soldOf(productId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ sold: products.sold })
    .from(products)
    .where(eq(products.id, productId));
  return row?.sold ?? Number.NaN;
}

describe('the sandbox provider', () => {
  it('confirms a payment through the signed webhook: the order is paid and the buyer gets a French mail', async () => {
    const productId = await insertProduct(server.database.db, {
      priceCents: 4590,
      quantity: 4,
      name: 'Boubou bleu nuit',
    });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 2 }],
      payerPhone: PAYING,
    });
    expect(placed.status).toBe(201);
    const paid = await waitForOrder(
      server,
      buyer.token,
      placed.body.data.id,
      (order) => order.paymentStatus !== 'pending',
    );
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid', paymentExpiresAt: null });
    expect(types(paid)).toEqual(['placed', 'paid']);
    expect(await stockOf(server.database.db, productId)).toBe(2);
    expect(await soldOf(productId)).toBe(2);

    const mail = await waitForMail(paid.orderNumber);
    expect(mail.subject).toBe(`Votre commande Teranga ${paid.orderNumber} est confirmée`);
    expect(mail.text).toContain('2 × Boubou bleu nuit : 91,80€ (60 129 CFA)');
    expect(mail.text).toContain('Total : 101,80€ (66 679 CFA)');
    expect(mail.text).toContain(`/suivi-commande?orderNumber=${paid.orderNumber}`);
  });

  it('fails a payment from the failing test number: the order is cancelled and its stock given back', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 3 });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 3 }],
      payerPhone: FAILING,
    });
    expect(placed.status).toBe(201);
    const failed = await waitForOrder(
      server,
      buyer.token,
      placed.body.data.id,
      (order) => order.paymentStatus !== 'pending',
    );
    expect(failed).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(types(failed)).toEqual(['placed', 'payment-failed', 'cancelled']);
    expect(await stockOf(server.database.db, productId)).toBe(3);
    expect(await soldOf(productId)).toBe(0);
  });

  it('expires a payment nobody answers (the silent number): cancelled, stock back', async () => {
    const productId = await insertProduct(server.database.db, { quantity: 2 });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 2 }],
      payerPhone: SILENT,
    });
    expect(placed.body.data.paymentExpiresAt).toEqual(expect.any(String));
    // Nobody answers the silent number: once its expiry has passed, the sweeper (every 100 ms here) expires it.
    await server.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, placed.body.data.id));
    const expired = await waitForOrder(
      server,
      buyer.token,
      placed.body.data.id,
      (order) => order.paymentStatus !== 'pending',
    );
    expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(types(expired)).toEqual(['placed', 'payment-expired', 'cancelled']);
    expect(await stockOf(server.database.db, productId)).toBe(2);
  });
});

const waitForMail = (orderNumber: string) =>
  waitForMailAbout(server.dataDir, (subject) => subject.includes(orderNumber));

describe('POST /api/payments/webhooks/sandbox', () => {
  async function pendingOrder(quantity = 1) {
    const productId = await insertProduct(server.database.db, { quantity: 5 });
    // The silent number: the sandbox never answers, so only the events of the test reach the order.
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity }],
      payerPhone: SILENT,
    });
    return { productId, order: placed.body.data };
  }
  const event = (orderId: string, type = 'payment.succeeded', id = `evt_${Math.random()}`) => ({
    id,
    type,
    data: { orderId },
  });

  it('refuses a missing, wrong or stale signature and changes nothing', async () => {
    const { order } = await pendingOrder();
    const body = event(order.id);
    const missing = await postEvent(server, { raw: JSON.stringify(body), headers: {} });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Signature du webhook invalide');
    const wrong = await postEvent(
      server,
      signedEvent(body, { secret: 'another-secret-of-thirty-two-bytes!!' }),
    );
    expect(wrong.status).toBe(401);
    const stale = await postEvent(server, signedEvent(body, { now: Date.now() - 6 * 60 * 1000 }));
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Signature du webhook expirée');
    // A body changed after signing no longer matches its signature.
    const signed = signedEvent(body);
    const tampered = await postEvent(server, {
      raw: signed.raw.replace('succeeded', 'failed'),
      headers: signed.headers,
    });
    expect(tampered.status).toBe(401);
    const unknownProvider = await postEvent(server, signedEvent(body), 'paypal');
    expect(unknownProvider.status).toBe(404);
    const malformed = await postEvent(server, signedEvent({ id: 'x', type: 'payment.refunded', data: {} }));
    expect(malformed.status).toBe(400);
    const after = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(after).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('applies an event once: a replayed id is acknowledged without effect, a failure after success changes nothing', async () => {
    const { productId, order } = await pendingOrder(2);
    const success = signedEvent(event(order.id, 'payment.succeeded', `evt_ok_${order.id}`));
    const first = await postEvent(server, success);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Événement appliqué');
    const replay = await postEvent(server, success);
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('Événement déjà reçu');
    const lateFailure = await postEvent(server, signedEvent(event(order.id, 'payment.failed')));
    expect(lateFailure.status).toBe(200);
    expect(lateFailure.body.message).toBe('Événement sans effet');
    const after = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(after).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(types(after)).toEqual(['placed', 'paid']);
    expect(await stockOf(server.database.db, productId)).toBe(3);
    expect(await soldOf(productId)).toBe(2);
  });

  it('ignores a success for another amount than the order’s', async () => {
    const { order } = await pendingOrder();
    const wrong = { ...event(order.id), data: { orderId: order.id, amount: 0.01, currency: 'EUR' } };
    const answer = await postEvent(server, signedEvent(wrong));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Événement sans effet');
    const after = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(after.paymentStatus).not.toBe('paid');
  });

  it('records each event id once', async () => {
    const { order } = await pendingOrder();
    const signed = signedEvent(event(order.id, 'payment.succeeded', `evt_once_${order.id}`));
    await Promise.all([postEvent(server, signed), postEvent(server, signed), postEvent(server, signed)]);
    const rows = await server.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_once_${order.id}`));
    expect(rows).toHaveLength(1);
  });
});
