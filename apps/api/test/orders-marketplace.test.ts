import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  FAILING,
  PAYING,
  paidOrderOfTwoSellers,
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

// A marketplace order (issue 26): one part per seller, each refunded on its own, a ledger of what the shop owes each
// seller, late payments refunded, refused sellers out of the shop.

/** The sandbox pays this number but refuses to refund it (payments/sandbox.ts). */
const REFUND_REFUSED = '+221 70 000 00 04';

let server: TestServer & { dataDir: string };
let admin: Account;
let awa: Account;
let moussa: Account;
let buyer: Account;

beforeAll(async () => {
  server = await startOrdersServer({ COMMISSION_PERCENT: '10' });
  admin = await registerAdmin(server);
  awa = await approvedSeller(server, admin);
  moussa = await approvedSeller(server, admin);
  buyer = await registerBuyer(server);
});
afterAll(() => server.close());

const get = (token: string, path: string) => call(server, 'GET', path, { token });
const setStatus = (token: string, id: string, body: Record<string, unknown>) =>
  call(server, 'PUT', `/api/seller/orders/${id}/status`, { token, body });

/** An order of Awa's product (30 €) and Moussa's (50 €), paid through the sandbox by `payer`. */
async function paidOrderOfBoth(quantities = { awa: 2, moussa: 1 }, payer = PAYING) {
  const paid = await paidOrderOfTwoSellers(
    server,
    buyer,
    [awa, moussa],
    [quantities.awa, quantities.moussa],
    payer,
  );
  return {
    order: paid.order,
    awaProduct: paid.firstProduct,
    moussaProduct: paid.secondProduct,
    awaPart: paid.firstPart,
    moussaPart: paid.secondPart,
  };
}

const ledgerOf = async (seller: Account) =>
  (await get(seller.token, '/api/seller/ledger?limit=100')).body.data;

describe('an order of two sellers', () => {
  it('is one order, one payment, one part per seller with its lines and subtotal', async () => {
    const { order, awaPart, moussaPart } = await paidOrderOfBoth();
    expect(order.parts).toHaveLength(2);
    expect(awaPart).toMatchObject({ status: 'processing', subtotal: 60, refunded: 0, flagged: false });
    expect(moussaPart).toMatchObject({ status: 'processing', subtotal: 50 });
    expect(awaPart.items).toHaveLength(1);
    expect(order).toMatchObject({ status: 'processing', total: 120, shipping: 10, refunded: 0 });
  });

  it('refunds exactly the cancelled part: the other stays paid, the customer reads it and gets a mail', async () => {
    const before = { awa: await ledgerOf(awa), moussa: await ledgerOf(moussa) };
    const { order, awaProduct } = await paidOrderOfBoth({ awa: 3, moussa: 1 });
    expect(await ledgerOf(awa)).toMatchObject({ balance: before.awa.balance + 81 });
    const cancelled = await setStatus(moussa.token, order.id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const refunded = await waitForOrder(server, buyer.token, order.id, (o) => o.paymentStatus !== 'paid');
    expect(refunded).toMatchObject({
      paymentStatus: 'partially_refunded',
      refunded: 50,
      status: 'processing',
    });
    const parts = Object.fromEntries(
      refunded.parts.map((part: { sellerId: string }) => [part.sellerId, part]),
    );
    expect(parts[moussa.user.id]).toMatchObject({
      status: 'cancelled',
      refunded: 50,
      refundStatus: 'succeeded',
    });
    expect(parts[awa.user.id]).toMatchObject({ status: 'processing', refunded: 0, refundStatus: null });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ amount: 50, status: 'succeeded', reason: 'cancelled' }),
    ]);
    expect(await stockOf(server.database.db, awaProduct)).toBe(7);
    const mail = await waitForMailAbout(server.dataDir, (subject) =>
      subject.includes(`Remboursement de votre commande Teranga ${order.orderNumber}`),
    );
    expect(mail.text).toContain('50,00');
    // Moussa's sale and its refund cancel out; Awa keeps 90 % of her part.
    const after = { awa: await ledgerOf(awa), moussa: await ledgerOf(moussa) };
    expect(after.moussa.balance).toBeCloseTo(before.moussa.balance, 2);
    expect(
      after.moussa.entries
        .slice(0, 2)
        .map((entry: { kind: string }) => entry.kind)
        .sort(),
    ).toEqual(['refund', 'sale']);
    expect(after.awa).toMatchObject({ balance: before.awa.balance + 81, commissionPercent: 10 });
  });

  it('refunds everything, shipping included, when every part is cancelled', async () => {
    const { order } = await paidOrderOfBoth();
    expect((await setStatus(awa.token, order.id, { status: 'cancelled' })).status).toBe(200);
    expect((await setStatus(moussa.token, order.id, { status: 'cancelled' })).status).toBe(200);
    const done = await waitForOrder(server, buyer.token, order.id, (o) => o.paymentStatus === 'refunded');
    expect(done).toMatchObject({ status: 'cancelled', refunded: 120 });
  });

  it('lets the customer cancel a paid part before it ships, and nothing else', async () => {
    const { order, awaPart, moussaPart } = await paidOrderOfBoth();
    expect(
      (await setStatus(awa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' })).status,
    ).toBe(200);
    const shipped = await call(server, 'POST', `/api/orders/${order.id}/cancel`, {
      token: buyer.token,
      body: { partId: awaPart.id },
    });
    expect(shipped.status).toBe(409);
    const stranger = await registerBuyer(server);
    const notTheirs = await call(server, 'POST', `/api/orders/${order.id}/cancel`, { token: stranger.token });
    expect(notTheirs.status).toBe(404);
    const mine = await call(server, 'POST', `/api/orders/${order.id}/cancel`, {
      token: buyer.token,
      body: { partId: moussaPart.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.message).toBe('Commande annulée : le remboursement est en cours');
    const seen = await waitForOrder(server, buyer.token, order.id, (o) => o.paymentStatus !== 'paid');
    expect(seen).toMatchObject({ paymentStatus: 'partially_refunded', refunded: 50, status: 'shipped' });
    const nothing = await call(server, 'POST', `/api/orders/${order.id}/cancel`, { token: buyer.token });
    expect(nothing.status).toBe(409);
  });
});

describe('a refund the provider refuses', () => {
  it('stays visible to staff with the provider’s words, and staff can ask again', async () => {
    const { order } = await paidOrderOfBoth({ awa: 1, moussa: 1 }, REFUND_REFUSED);
    expect((await setStatus(awa.token, order.id, { status: 'cancelled' })).status).toBe(200);
    let failed: { id: string; lastError: string } | undefined;
    for (let attempt = 0; attempt < 200 && !failed; attempt++) {
      const list = await get(admin.token, '/api/admin/refunds?status=failed');
      failed = list.body.data.refunds.find((refund: { orderId: string }) => refund.orderId === order.id);
      if (!failed) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(failed).toMatchObject({ status: 'failed', amount: 30, orderNumber: order.orderNumber });
    expect(failed?.lastError).toBe('Bac à sable de paiement : remboursement refusé pour ce numéro de test');
    const customer = await get(buyer.token, `/api/orders/${order.id}`);
    expect(customer.body.data.refunds[0]).toMatchObject({ status: 'failed', lastError: null });
    expect(
      (await call(server, 'POST', `/api/admin/refunds/${failed?.id}/retry`, { token: awa.token })).status,
    ).toBe(403);
    // The payer's provider account is fixed: the retry goes through.
    await server.database.db.update(orders).set({ payerPhone: PAYING }).where(eq(orders.id, order.id));
    const retried = await call(server, 'POST', `/api/admin/refunds/${failed?.id}/retry`, {
      token: admin.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe('Remboursement redemandé au fournisseur');
    const done = await waitForOrder(
      server,
      buyer.token,
      order.id,
      (o) => o.paymentStatus === 'partially_refunded',
    );
    expect(done.refunded).toBe(30);
    const twice = await call(server, 'POST', `/api/admin/refunds/${failed?.id}/retry`, {
      token: admin.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Seul un remboursement refusé peut être redemandé');
  });
});

describe('a payment confirmed after its order was cancelled', () => {
  it('is recorded and refunded in full, and staff see it', async () => {
    const productId = await insertProduct(server.database.db, { sellerId: awa.user.id, quantity: 3 });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      payerPhone: SILENT,
    });
    const id = placed.body.data.id;
    const event = (type: string) => ({
      id: `evt_${randomUUID()}`,
      type,
      data: { orderId: id, amount: placed.body.data.total, currency: 'EUR' },
    });
    expect((await postEvent(server, signedEvent(event('payment.failed')))).status).toBe(200);
    const late = await postEvent(server, signedEvent(event('payment.succeeded')));
    expect(late.status).toBe(200);
    expect(late.body.message).toBe('Événement appliqué');
    const seen = await waitForOrder(server, buyer.token, id, (o) => o.paymentStatus === 'refunded');
    expect(seen).toMatchObject({ status: 'cancelled', refunded: placed.body.data.total });
    expect(seen.timeline.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['payment-failed', 'late-payment', 'refunded']),
    );
    expect(await stockOf(server.database.db, productId)).toBe(3);
    const staff = await get(admin.token, '/api/admin/refunds');
    expect(staff.body.data.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: id, reason: 'late-payment', status: 'succeeded' }),
      ]),
    );
  });
});

describe('a seller refused or suspended by staff', () => {
  it('leaves the shop at once; open parts are flagged and staff cancel and refund them; approval brings it back', async () => {
    const seller = await approvedSeller(server, admin);
    const productId = await insertProduct(server.database.db, { sellerId: seller.user.id, quantity: 5 });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      payerPhone: PAYING,
    });
    const order = await waitForOrder(
      server,
      buyer.token,
      placed.body.data.id,
      (o) => o.paymentStatus === 'paid',
    );
    const suspend = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
      token: admin.token,
      body: { status: 'suspended' },
    });
    expect(suspend.status).toBe(200);
    expect((await call(server, 'GET', `/api/products/${productId}`)).status).toBe(404);
    const list = await call(server, 'GET', '/api/products?limit=100');
    expect(list.body.data.products.map((p: { id: string }) => p.id)).not.toContain(productId);
    const refused = await placeOrder(server, buyer.token, {
      items: [{ productId, quantity: 1 }],
      payerPhone: PAYING,
    });
    expect(refused.status).toBe(404);
    const own = await get(seller.token, '/api/seller/orders');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Votre compte vendeur est suspendu par notre équipe');

    const flagged = await get(admin.token, '/api/orders?flagged=true&limit=100');
    const mine = flagged.body.data.orders.find((o: { id: string }) => o.id === order.id);
    expect(mine.parts[0]).toMatchObject({ flagged: true, status: 'processing' });
    const balances = await get(admin.token, '/api/admin/balances');
    expect(balances.body.data.balances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sellerId: seller.user.id, sellerStatus: 'suspended', flaggedParts: 1 }),
      ]),
    );
    const cancel = await setStatus(admin.token, order.id, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    await waitForOrder(server, buyer.token, order.id, (o) => o.paymentStatus === 'refunded');

    const approve = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(approve.status).toBe(200);
    expect((await call(server, 'GET', `/api/products/${productId}`)).status).toBe(200);
  });
});

describe('the ledger', () => {
  it('always agrees with the paid and refunded parts, whatever happens in between', async () => {
    const sellers = [awa, moussa];
    const products = await Promise.all(
      sellers.map((seller) =>
        insertProduct(server.database.db, { sellerId: seller.user.id, priceCents: 1234, quantity: 10_000 }),
      ),
    );
    const step = fc.record({
      quantities: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })),
      pays: fc.boolean(),
      cancel: fc.constantFrom('none', 'awa', 'moussa', 'both', 'customer'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        for (const { quantities, pays, cancel } of steps) {
          const items = quantities.flatMap((quantity, index) =>
            quantity > 0 ? [{ productId: products[index] as string, quantity }] : [],
          );
          if (items.length === 0) continue;
          const placed = await placeOrder(server, buyer.token, {
            items,
            payerPhone: pays ? PAYING : FAILING,
          });
          const order = await waitForOrder(
            server,
            buyer.token,
            placed.body.data.id,
            (o) => o.paymentStatus !== 'pending',
          );
          if (order.paymentStatus !== 'paid') continue;
          if (cancel === 'customer') {
            await call(server, 'POST', `/api/orders/${order.id}/cancel`, { token: buyer.token });
          }
          for (const [name, seller] of [
            ['awa', awa],
            ['moussa', moussa],
          ] as const) {
            if (cancel === name || cancel === 'both')
              await setStatus(seller.token, order.id, { status: 'cancelled' });
          }
        }
        // What every seller's parts say they are owed equals the ledger's sums.
        for (const seller of sellers) {
          const ledger = await ledgerOf(seller);
          let sold = 0;
          let kept = 0;
          for (let page = 1; ; page++) {
            const found = await get(seller.token, `/api/seller/orders?limit=100&page=${page}`);
            for (const o of found.body.data.orders) {
              const part = o.parts[0];
              const paid = o.timeline.some((e: { type: string }) => e.type === 'paid');
              if (!paid) continue;
              const cents = Math.round(part.subtotal * 100);
              sold += cents;
              if (part.status !== 'cancelled') kept += cents - Math.round((cents * 10) / 100);
            }
            if (page >= found.body.data.pagination.pages) break;
          }
          expect(Math.round(ledger.sales * 100)).toBe(sold);
          expect(Math.round(ledger.balance * 100)).toBe(kept);
        }
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
