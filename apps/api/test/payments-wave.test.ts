import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../src/db/schema.js';
import { xofOf } from '../src/payments/provider-http.js';
import { checkWaveSignature, createWaveProvider } from '../src/payments/wave.js';
import { startWaveFake, type WaveFake, waveSignatureHeader } from './fakes/wave-fake.js';
import { startInstanceOver, type TestServer } from './helpers.js';
import { type Account, call, insertProduct, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  ordersEnv,
  PAYING,
  placeOrder,
  registerBuyer,
  startOrdersServer,
  stockOf,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';

// Wave's Checkout API end to end (issue 27): the real adapter (src/payments/wave.ts) against a local Wave that speaks
// the documented protocol (test/fakes/wave-fake.ts). The sandbox still takes Orange Money here (not configured).

const API_KEY = 'wave_sn_test_fake_api_key_0123456789';
const SECRET = 'wave_sn_WHS_fake_signing_secret_0123456789';
const APP_URL = 'https://boutique.test';

let wave: WaveFake;
let server: TestServer & { dataDir: string };
let buyer: Account;

const waveEnv = (url: string) => ({
  APP_URL,
  WAVE_API_KEY: API_KEY,
  WAVE_WEBHOOK_SECRET: SECRET,
  WAVE_API_URL: url,
  PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  PAYMENT_RECONCILE_AFTER_SECONDS: '1',
});

beforeAll(async () => {
  wave = await startWaveFake({ apiKey: API_KEY, webhookSecrets: [SECRET] });
  server = await startOrdersServer(waveEnv(wave.url));
  wave.settings.webhookUrl = `${server.url}/api/payments/webhooks/wave`;
  buyer = await registerBuyer(server);
}, 30_000);
afterAll(async () => {
  await server.close();
  await wave.close();
});

/** A Wave order of `quantity` units at 45,90 €, waiting for the payer (its expiry an hour away). */
async function waveOrder(quantity = 1, via: { url: string } = server) {
  const productId = await insertProduct(server.database.db, { priceCents: 4590, quantity: 5 });
  const placed = await placeOrder({ ...server, ...via }, buyer.token, {
    items: [{ productId, quantity }],
    paymentMethod: 'wave',
    payerPhone: PAYING,
  });
  expect(placed.status).toBe(201);
  await server.database.db
    .update(orders)
    .set({ paymentExpiresAt: new Date(Date.now() + 3_600_000) })
    .where(eq(orders.id, placed.body.data.id));
  return { productId, order: placed.body.data, session: wave.sessionForOrder(placed.body.data.id) };
}

const settled = (id: string, via: { url: string } = server) =>
  waitForOrder({ ...server, ...via }, buyer.token, id, (order) => order.paymentStatus !== 'pending');

async function paymentRow(orderId: string) {
  const [row] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!row) throw new Error('no payment');
  return row;
}

describe('the checkout offers', () => {
  it('Wave through Wave, Orange Money (not configured) through the sandbox as a demonstration, and cash at the door', async () => {
    const answer = await call(server, 'GET', '/api/payments/methods');
    expect(answer.status).toBe(200);
    expect(answer.body.data.methods).toEqual([
      { method: 'wave', provider: 'wave', demo: false },
      { method: 'orange-money', provider: 'sandbox', demo: true },
      { method: 'cash-on-delivery', provider: 'cash-on-delivery', demo: false },
    ]);
  });
});

describe('a Wave payment', () => {
  it('opens a checkout session in whole XOF and sends the payer to wave_launch_url', async () => {
    const { order, session } = await waveOrder(2);
    const payment = await paymentRow(order.id);
    expect(order.paymentUrl).toBe(session.wave_launch_url);
    expect(order.demoPayment).toBe(false);
    expect(session).toMatchObject({
      amount: String(xofOf(2 * 4590 + 1000)),
      currency: 'XOF',
      client_reference: payment.id,
      success_url: `${APP_URL}/order-confirmation?order=${order.id}`,
      checkout_status: 'open',
    });
    expect(payment).toMatchObject({ provider: 'wave', providerReference: session.id });
    const created = wave.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(created?.headers['idempotency-key']).toBe(payment.id);
  });

  it('is paid by the signed checkout.session.completed; a duplicate delivery is acknowledged and changes nothing', async () => {
    const { order, session, productId } = await waveOrder(2);
    const { event, answer } = await wave.pay(session.id);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Événement appliqué' } });
    const paid = await settled(order.id);
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid', paymentUrl: null });
    const again = await wave.send(event);
    expect(again).toMatchObject({ status: 200, body: { message: 'Événement déjà reçu' } });
    const after = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(after.timeline.map((step: { type: string }) => step.type)).toEqual(['placed', 'paid']);
    expect(await stockOf(server.database.db, productId)).toBe(3);
    const mail = await waitForMailAbout(server.dataDir, (subject) => subject.includes(order.orderNumber));
    expect(mail.text).toContain('Payé avec Wave');
    expect(mail.text).not.toContain('démonstration');
  });

  it('fails on checkout.session.payment_failed: cancelled, stock back, and the session is expired at Wave', async () => {
    const { order, session, productId } = await waveOrder(3);
    const { answer } = await wave.failPayment(session.id);
    expect(answer?.status).toBe(200);
    expect(await settled(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(server.database.db, productId)).toBe(5);
    await expect.poll(() => wave.sessions.get(session.id)?.checkout_status).toBe('expired');
  });

  it('ignores an out-of-order payment_failed after the success, and a success for another amount', async () => {
    const first = await waveOrder();
    const paid = await wave.pay(first.session.id);
    expect(paid.answer?.status).toBe(200);
    const failedLater = await wave.send({
      id: 'AE_older_attempt',
      type: 'checkout.session.payment_failed',
      data: { ...paid.event.data, payment_status: 'cancelled' },
    });
    expect(failedLater).toMatchObject({ status: 200, body: { message: 'Événement sans effet' } });
    expect(await settled(first.order.id)).toMatchObject({ paymentStatus: 'paid' });

    const second = await waveOrder();
    const wrong = await wave.pay(second.session.id, { amount: '1' });
    expect(wrong.answer).toMatchObject({ status: 200, body: { message: 'Événement sans effet' } });
    const still = await waitForOrder(server, buyer.token, second.order.id, () => true);
    expect(still.paymentStatus).toBe('pending');

    // Signed by Wave but about a session of another shop on the wallet: acknowledged, never applied.
    const foreign = await wave.send({
      ...wrong.event,
      id: 'AE_foreign',
      data: { ...wrong.event.data, client_reference: 'another-shop-reference' },
    });
    expect(foreign).toMatchObject({ status: 200, body: { message: 'Événement sans effet' } });
  });

  it('refuses a wrong, stale, tampered or missing Wave-Signature (401) and accepts either v1 during a rotation', async () => {
    const { order, session } = await waveOrder();
    const completed = { ...(await wave.pay(session.id, { deliver: false })).event };
    const raw = JSON.stringify(completed);
    const url = `${server.url}/api/payments/webhooks/wave`;
    const post = (headers: Record<string, string>, body = raw) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(
        async (response) => ({ status: response.status, body: await response.json() }),
      );
    const wrong = await post({ 'wave-signature': waveSignatureHeader(['another-secret'], raw) });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Signature du webhook invalide' } });
    const stale = await post({
      'wave-signature': waveSignatureHeader([SECRET], raw, Date.now() - 6 * 60_000),
    });
    expect(stale).toMatchObject({ status: 401, body: { message: 'Signature du webhook expirée' } });
    const tampered = await post(
      { 'wave-signature': waveSignatureHeader([SECRET], raw) },
      raw.replace(completed.data.amount, '1'),
    );
    expect(tampered.status).toBe(401);
    expect((await post({})).status).toBe(401);
    // Stripe's "<t>.<body>" is not Wave's string: a signature made that way is refused.
    const t = Math.floor(Date.now() / 1000);
    const dotted = `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${raw}`).digest('hex')}`;
    expect((await post({ 'wave-signature': dotted })).status).toBe(401);
    expect((await waitForOrder(server, buyer.token, order.id, () => true)).paymentStatus).toBe('pending');

    const rotating = await wave.send(completed, { secrets: ['the-old-secret-being-retired', SECRET] });
    expect(rotating).toMatchObject({ status: 200, body: { message: 'Événement appliqué' } });
    expect(await settled(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('is reconciled by reading the session when the webhook never comes', async () => {
    const { order, session } = await waveOrder();
    await wave.pay(session.id, { deliver: false });
    // Pending for more than PAYMENT_RECONCILE_AFTER_SECONDS (1 s here): the sweeper reads the session.
    expect(await settled(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(
      wave.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`),
    ).toBe(true);
    // Wave's delivery comes after all, late: acknowledged, nothing more.
    const late = await wave.send(wave.events.at(-1) ?? (undefined as never));
    expect(late.status).toBe(200);
    const after = await waitForOrder(server, buyer.token, order.id, () => true);
    expect(after.timeline.map((step: { type: string }) => step.type)).toEqual(['placed', 'paid']);
  });

  it('expires with the shop: Wave is asked first, then its session is expired; a success after that is refunded', async () => {
    const { order, session } = await waveOrder();
    await server.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await settled(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(wave.sessions.get(session.id)?.checkout_status).toBe('expired');

    // The payer had paid in the app a moment before (Wave completed it): the late event is refunded through Wave.
    const stored = wave.sessions.get(session.id);
    if (stored) stored.checkout_status = 'open';
    const late = await wave.pay(session.id);
    expect(late.answer).toMatchObject({ status: 200, body: { message: 'Événement appliqué' } });
    const refunded = await waitForOrder(server, buyer.token, order.id, (o) => o.paymentStatus === 'refunded');
    expect(refunded.timeline.map((step: { type: string }) => step.type)).toContain('late-payment');
    expect(wave.sessions.get(session.id)?.refunded).toBe(true);
  });
});

describe('refunds through Wave', () => {
  let admin: Account;
  let awa: Account;
  let moussa: Account;
  beforeAll(async () => {
    admin = await registerAdmin(server);
    awa = await approvedSeller(server, admin);
    moussa = await approvedSeller(server, admin);
  });

  it('refunds each cancelled part by a payout to the payer (keyed by our refund id), the last one with the shipping', async () => {
    const awaProduct = await insertProduct(server.database.db, { sellerId: awa.user.id, priceCents: 3000 });
    const moussaProduct = await insertProduct(server.database.db, {
      sellerId: moussa.user.id,
      priceCents: 5000,
    });
    const placed = await placeOrder(server, buyer.token, {
      items: [
        { productId: awaProduct, quantity: 1 },
        { productId: moussaProduct, quantity: 1 },
      ],
      paymentMethod: 'wave',
      payerPhone: PAYING,
    });
    expect(placed.status).toBe(201);
    const session = wave.sessionForOrder(placed.body.data.id);
    await wave.pay(session.id);
    const paid = await settled(placed.body.data.id);
    const awaPart = paid.parts.find((part: { sellerId: string }) => part.sellerId === awa.user.id);
    const moussaPart = paid.parts.find((part: { sellerId: string }) => part.sellerId === moussa.user.id);

    const partCancel = await call(server, 'POST', `/api/orders/${paid.id}/cancel`, {
      token: buyer.token,
      body: { partId: awaPart.id },
    });
    expect(partCancel.status).toBe(200);
    const partly = await waitForOrder(
      server,
      buyer.token,
      paid.id,
      (o) => o.paymentStatus === 'partially_refunded',
    );
    expect(partly.refunded).toBe(30);
    const payout = [...wave.payouts.values()].at(-1);
    expect(payout).toMatchObject({
      receive_amount: String(xofOf(3000)),
      mobile: '+221771234567',
      status: 'succeeded',
    });
    const [awaRefund] = await server.database.db.select().from(refunds).where(eq(refunds.partId, awaPart.id));
    expect(awaRefund).toMatchObject({ status: 'succeeded', provider: 'wave', providerReference: payout?.id });
    const payoutCall = wave.requests.find((request) => request.path === '/v1/payout');
    expect(payoutCall?.headers['idempotency-key']).toBe(awaRefund?.id);

    // The last part, with the shipping: a payout of what is left (the session refund gives back all or nothing).
    const rest = await call(server, 'POST', `/api/orders/${paid.id}/cancel`, {
      token: buyer.token,
      body: { partId: moussaPart.id },
    });
    expect(rest.status).toBe(200);
    const all = await waitForOrder(server, buyer.token, paid.id, (o) => o.paymentStatus === 'refunded');
    expect(all.refunded).toBe(90);
    const mail = await waitForMailAbout(
      server.dataDir,
      (subject) => subject === `Remboursement de votre commande Teranga ${placed.body.data.orderNumber}`,
    );
    expect(mail.text).toContain('Nous vous avons remboursé');
  });

  it('keeps a refund Wave’s payout refuses for staff, with Wave’s words', async () => {
    const awaProduct = await insertProduct(server.database.db, { sellerId: awa.user.id, priceCents: 3000 });
    const moussaProduct = await insertProduct(server.database.db, {
      sellerId: moussa.user.id,
      priceCents: 5000,
    });
    const placed = await placeOrder(server, buyer.token, {
      items: [
        { productId: awaProduct, quantity: 1 },
        { productId: moussaProduct, quantity: 1 },
      ],
      paymentMethod: 'wave',
      payerPhone: PAYING,
    });
    await wave.pay(wave.sessionForOrder(placed.body.data.id).id);
    const paid = await settled(placed.body.data.id);
    const awaPart = paid.parts.find((part: { sellerId: string }) => part.sellerId === awa.user.id);
    wave.settings.payoutStatus = 'failed';
    try {
      const cancel = await call(server, 'POST', `/api/orders/${paid.id}/cancel`, {
        token: buyer.token,
        body: { partId: awaPart.id },
      });
      expect(cancel.status).toBe(200);
      await expect
        .poll(async () => {
          const [refund] = await server.database.db
            .select()
            .from(refunds)
            .where(eq(refunds.partId, awaPart.id));
          return refund?.status;
        })
        .toBe('failed');
    } finally {
      wave.settings.payoutStatus = 'succeeded';
    }
    const [refund] = await server.database.db.select().from(refunds).where(eq(refunds.partId, awaPart.id));
    expect(refund?.lastError).toContain('The recipient cannot receive this amount');
  });

  it('refunds a whole order by refunding its checkout session', async () => {
    const { order, session } = await waveOrder();
    await wave.pay(session.id);
    await settled(order.id);
    const cancelled = await call(server, 'POST', `/api/orders/${order.id}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    await waitForOrder(server, buyer.token, order.id, (o) => o.paymentStatus === 'refunded');
    expect(wave.sessions.get(session.id)?.refunded).toBe(true);
    expect(
      wave.requests.some((request) => request.path === `/v1/checkout/sessions/${session.id}/refund`),
    ).toBe(true);
  });
});

describe('Wave slow or failing', () => {
  it('a checkout Wave refuses (5xx) or answers too late is a French 502, the order cancelled and its stock back', async () => {
    wave.misbehave.failures.push({ path: /^\/v1\/checkout\/sessions$/, status: 500, count: 1 });
    const productId = await insertProduct(server.database.db, { quantity: 2 });
    const refused = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 2 }],
      paymentMethod: 'wave',
      payerPhone: PAYING,
    });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('Le paiement n’a pas pu être lancé. Veuillez réessayer.');
    expect(await stockOf(server.database.db, productId)).toBe(2);

    wave.misbehave.delayMs = 1500;
    try {
      const slow = await placeOrder(server, buyer.token, {
        items: [{ productId, quantity: 1 }],
        paymentMethod: 'wave',
        payerPhone: PAYING,
      });
      expect(slow.status).toBe(502);
    } finally {
      wave.misbehave.delayMs = 0;
    }
    expect(await stockOf(server.database.db, productId)).toBe(2);
  });
});

describe('the payout call', () => {
  it('sends XOF to an E.164 number with an idempotency key: asking twice pays once', async () => {
    const provider = createWaveProvider({
      apiKey: API_KEY,
      webhookSecret: SECRET,
      apiUrl: wave.url,
      appUrl: APP_URL,
      timeoutMs: 1000,
    });
    const request = {
      payoutId: 'payout-65a1f0c2e4b0a1b2c3d4e5f6',
      amountCents: 12_000,
      currency: 'EUR' as const,
      mobile: '+221770000009',
      name: 'Awa Diop',
      reason: 'Versement Teranga',
    };
    const first = await provider.payout?.(request);
    const again = await provider.payout?.(request);
    expect(first).toMatchObject({ status: 'succeeded', amountXof: 78_600 });
    expect(again?.providerReference).toBe(first?.providerReference);
    expect(
      [...wave.payouts.values()].filter((payout) => payout.client_reference === request.payoutId),
    ).toHaveLength(1);
  });

  it('checks the signing string: HMAC-SHA256 of the timestamp followed by the raw body', () => {
    const now = Date.now();
    const header = waveSignatureHeader(['k'], '{"a":1}', now);
    expect(checkWaveSignature('k', header, '{"a":1}', now)).toBe('valid');
    expect(checkWaveSignature('k', header, '{"a":1}', now + 301_000)).toBe('stale');
    expect(checkWaveSignature('k', header, '{"a":2}', now)).toBe('invalid');
  });
});

describe('a restart in the middle of a Wave payment', () => {
  let second: { app: FastifyInstance; url: string } | undefined;
  afterAll(async () => {
    await second?.app.close();
  });

  it('loses nothing: the new instance reconciles the payment paid while the server was down', async () => {
    const { order, session } = await waveOrder();
    await server.app.close();
    // Wave could not deliver (the server was down) and gives up for now.
    await wave.pay(session.id, { deliver: false });
    second = await startInstanceOver(
      server,
      ordersEnv({ ...waveEnv(wave.url), PAYMENT_SWEEP_INTERVAL_MS: '100' }),
    );
    wave.settings.webhookUrl = `${second.url}/api/payments/webhooks/wave`;
    expect(await settled(order.id, second)).toMatchObject({ paymentStatus: 'paid' });
    // Wave's retry reaches the new instance: applied once.
    const retry = await wave.send(wave.events.at(-1) ?? (undefined as never));
    expect(retry.status).toBe(200);
    const after = await waitForOrder({ ...server, ...second }, buyer.token, order.id, () => true);
    expect(after.timeline.map((step: { type: string }) => step.type)).toEqual(['placed', 'paid']);
  });
});
