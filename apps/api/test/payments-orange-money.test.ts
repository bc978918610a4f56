import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../src/db/schema.js';
import { orangeMoneyOutcome } from '../src/payments/orange-money.js';
import { xofOf } from '../src/payments/provider-http.js';
import { deliver } from './fakes/fake-http.js';
import { type OrangeMoneyFake, startOrangeMoneyFake } from './fakes/orange-money-fake.js';
import { startInstanceOver, type TestServer } from './helpers.js';
import { type Account, call, insertProduct } from './identity-helpers.js';
import {
  ordersEnv,
  PAYING,
  placeOrder,
  registerBuyer,
  startOrdersServer,
  stockOf,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';

// Orange Money Web Payment end to end (issue 27): the real adapter (src/payments/orange-money.ts) against a local
// Orange that speaks its documented protocol (test/fakes/orange-money-fake.ts). Wave is not configured here: the
// sandbox takes it, as a demonstration.

const CLIENT_ID = 'om-client-id';
const CLIENT_SECRET = 'om-client-secret';
const MERCHANT_KEY = 'om-merchant-key-0123';
const APP_URL = 'https://boutique.test';

let orange: OrangeMoneyFake;
let server: TestServer & { dataDir: string };
/** Where the shop's public address (APP_URL) leads: the server the test talks to (changes after a restart). */
let shopUrl = '';
let buyer: Account;

const orangeEnv = (url: string) => ({
  APP_URL,
  ORANGE_MONEY_CLIENT_ID: CLIENT_ID,
  ORANGE_MONEY_CLIENT_SECRET: CLIENT_SECRET,
  ORANGE_MONEY_MERCHANT_KEY: MERCHANT_KEY,
  ORANGE_MONEY_API_URL: url,
  ORANGE_MONEY_COUNTRY: 'dev',
  PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  PAYMENT_RECONCILE_AFTER_SECONDS: '1',
});

beforeAll(async () => {
  orange = await startOrangeMoneyFake({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    merchantKey: MERCHANT_KEY,
    // Short-lived tokens, to see them kept and renewed.
    tokenTtlSeconds: 3,
    rewriteNotifUrl: (url) => url.replace(APP_URL, shopUrl),
  });
  server = await startOrdersServer(orangeEnv(orange.url));
  shopUrl = server.url;
  buyer = await registerBuyer(server);
}, 30_000);
afterAll(async () => {
  await server.close();
  await orange.close();
});

async function orangeOrder(quantity = 1, via: { url: string } = server) {
  const productId = await insertProduct(server.database.db, { priceCents: 4590, quantity: 5 });
  const placed = await placeOrder({ ...server, ...via }, buyer.token, {
    items: [{ productId, quantity }],
    paymentMethod: 'orange-money',
    payerPhone: PAYING,
  });
  expect(placed.status).toBe(201);
  await server.database.db
    .update(orders)
    .set({ paymentExpiresAt: new Date(Date.now() + 3_600_000) })
    .where(eq(orders.id, placed.body.data.id));
  return { productId, order: placed.body.data, payment: orange.paymentFor(placed.body.data.id) };
}

const settled = (id: string, via: { url: string } = server) =>
  waitForOrder({ ...server, ...via }, buyer.token, id, (order) => order.paymentStatus !== 'pending');

const types = (order: { timeline: { type: string }[] }) => order.timeline.map((step) => step.type);

describe('the checkout offers', () => {
  it('Orange Money through Orange, and Wave (not configured) through the sandbox as a demonstration', async () => {
    const answer = await call(server, 'GET', '/api/payments/methods');
    expect(answer.body.data.methods).toEqual([
      { method: 'wave', provider: 'sandbox', demo: true },
      { method: 'orange-money', provider: 'orange-money', demo: false },
      { method: 'cash-on-delivery', provider: 'cash-on-delivery', demo: false },
    ]);
  });

  it('maps Orange’s statuses to ours', () => {
    expect(['INITIATED', 'PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'OTHER'].map(orangeMoneyOutcome)).toEqual(
      ['pending', 'pending', 'paid', 'failed', 'expired', undefined],
    );
  });
});

describe('an Orange Money payment', () => {
  it('starts a web payment in whole francs with a cached token, and keeps only the notif_token’s hash', async () => {
    const before = orange.tokensIssued();
    const { order, payment } = await orangeOrder(2);
    await orangeOrder();
    expect(orange.tokensIssued() - before).toBeLessThanOrEqual(1);
    const [row] = await server.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(order.paymentUrl).toBe(payment.payment_url);
    expect(order.demoPayment).toBe(false);
    expect(payment).toMatchObject({
      amount: xofOf(2 * 4590 + 1000),
      currency: 'OUV',
      order_id: row?.id,
      notif_url: `${APP_URL}/api/payments/webhooks/orange-money`,
      return_url: `${APP_URL}/order-confirmation?order=${order.id}`,
      lang: 'fr',
      reference: order.orderNumber,
    });
    expect(row).toMatchObject({
      provider: 'orange-money',
      providerReference: payment.pay_token,
      webhookTokenHash: createHash('sha256').update(payment.notif_token).digest('hex'),
    });
    expect(JSON.stringify(row)).not.toContain(payment.notif_token);
  });

  it('renews its token when it expires, and once more when Orange refuses it (401)', async () => {
    const bearerOfLastStart = () =>
      orange.requests.filter((request) => request.path.endsWith('/webpayment')).at(-1)?.headers.authorization;
    await orangeOrder();
    const first = bearerOfLastStart();
    // Tokens last 3 s at this fake Orange, kept 1.5 s by the adapter: past that, a new one.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await orangeOrder();
    const second = bearerOfLastStart();
    expect(second).not.toBe(first);
    // Orange ends the token early: the call meets a 401, the adapter asks a new token once and the order goes through.
    orange.revokeTokens();
    await orangeOrder();
    expect(bearerOfLastStart()).not.toBe(second);
  });

  it('is paid once Orange’s status query confirms the notification; a duplicate changes nothing', async () => {
    const { order, productId } = await orangeOrder(2);
    const { payment, answer } = await orange.pay(order.id);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Événement appliqué' } });
    // The reconciliation loop also asks about earlier tests' pending orders: look at this payment's query.
    const asked = orange.requests.find(
      (request) =>
        request.path.endsWith('/transactionstatus') &&
        (request.json as { order_id?: string } | undefined)?.order_id === payment.order_id,
    );
    expect(asked?.json).toEqual({
      order_id: payment.order_id,
      amount: payment.amount,
      pay_token: payment.pay_token,
    });
    expect(await settled(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const twice = await orange.notify(payment);
    expect(twice).toMatchObject({ status: 200, body: { message: 'Événement déjà reçu' } });
    expect(types(await waitForOrder(server, buyer.token, order.id, () => true))).toEqual(['placed', 'paid']);
    expect(await stockOf(server.database.db, productId)).toBe(3);
    const mail = await waitForMailAbout(server.dataDir, (subject) => subject.includes(order.orderNumber));
    expect(mail.text).toContain('Payé avec Orange Money');
  });

  it('fails on FAILED and expires on EXPIRED: cancelled, stock back', async () => {
    const failing = await orangeOrder(3);
    await orange.fail(failing.order.id);
    expect(await settled(failing.order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(server.database.db, failing.productId)).toBe(5);
    const expiring = await orangeOrder();
    await orange.expire(expiring.order.id);
    expect(await settled(expiring.order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
  });

  it('refuses a notification with another notif_token (401), and gives no effect to one Orange does not bear out', async () => {
    const { order, payment } = await orangeOrder();
    const forged = await orange.notify(payment, { status: 'SUCCESS', notif_token: 'guessed-token' });
    expect(forged).toMatchObject({ status: 401, body: { message: 'Signature du webhook invalide' } });
    // The right token, but Orange says the payment is still INITIATED: a notification alone never pays.
    const unconfirmed = await orange.notify(payment, { status: 'SUCCESS', txnid: 'MP-invented' });
    expect(unconfirmed).toMatchObject({ status: 200, body: { message: 'Événement sans effet' } });
    const malformed = await deliver(`${server.url}/api/payments/webhooks/orange-money`, '{"status":1}', {});
    expect(malformed.status).toBe(400);
    expect((await waitForOrder(server, buyer.token, order.id, () => true)).paymentStatus).toBe('pending');
  });

  it('answers 503 while Orange cannot confirm, and applies the notification Orange sends again', async () => {
    const { order } = await orangeOrder();
    const outage = { path: /transactionstatus$/, status: 503, count: 1000 };
    orange.misbehave.failures.push(outage);
    const { payment, answer } = await orange.pay(order.id);
    expect(answer?.status).toBe(503);
    expect((await waitForOrder(server, buyer.token, order.id, () => true)).paymentStatus).toBe('pending');
    outage.count = 0;
    const again = await orange.notify(payment);
    expect(again.status).toBe(200);
    expect(await settled(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('is reconciled by the status query when the notification never comes', async () => {
    const { order } = await orangeOrder();
    await orange.pay(order.id, { deliver: false });
    expect(await settled(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('expires with the shop; a SUCCESS after that is recorded and its refund waits for staff (no refund API)', async () => {
    const { order, payment } = await orangeOrder();
    await server.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await settled(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    payment.status = 'SUCCESS';
    payment.txnid = 'MP-late';
    const late = await orange.notify(payment);
    expect(late).toMatchObject({ status: 200, body: { message: 'Événement appliqué' } });
    await expect
      .poll(async () => {
        const [refund] = await server.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
        return refund?.status;
      })
      .toBe('failed');
    const [refund] = await server.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ provider: 'orange-money', reason: 'late-payment' });
    expect(refund?.lastError).toContain('Orange Money Web Payment ne propose pas de remboursement');
    expect(types(await waitForOrder(server, buyer.token, order.id, () => true))).toContain('late-payment');
  });

  it('a start Orange refuses is a French 502, the order cancelled and its stock back', async () => {
    orange.misbehave.failures.push({ path: /webpayment$/, status: 400, count: 1 });
    const productId = await insertProduct(server.database.db, { quantity: 1 });
    const refused = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      paymentMethod: 'orange-money',
      payerPhone: PAYING,
    });
    expect(refused.status).toBe(502);
    expect(await stockOf(server.database.db, productId)).toBe(1);
  });
});

describe('a restart in the middle of an Orange Money payment', () => {
  let second: { app: FastifyInstance; url: string } | undefined;
  afterAll(async () => {
    await second?.app.close();
  });

  it('loses nothing: the notification Orange sends again reaches the new instance, which confirms and applies it', async () => {
    const { order } = await orangeOrder();
    await server.app.close();
    // Orange's notification finds the server down.
    const { payment, answer } = await orange
      .pay(order.id)
      .catch(() => ({ payment: undefined, answer: undefined }));
    expect(answer).toBeUndefined();
    second = await startInstanceOver(
      server,
      ordersEnv({ ...orangeEnv(orange.url), PAYMENT_SWEEP_INTERVAL_MS: '600000' }),
    );
    shopUrl = second.url;
    const again = await orange.notify(payment ?? orange.paymentFor(order.id));
    expect(again).toMatchObject({ status: 200, body: { message: 'Événement appliqué' } });
    expect(await settled(order.id, second)).toMatchObject({ paymentStatus: 'paid' });
  });
});
