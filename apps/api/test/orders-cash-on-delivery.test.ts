import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, products } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  PAYING,
  placeOrder,
  registerBuyer,
  startOrdersServer,
  stockOf,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';

// Cash on delivery (issue 27, « Paiement à la livraison »): the order is confirmed unpaid, each seller's part is paid
// when its seller records the cash at the door, a part refused at the door gives its stock back.

let server: TestServer & { dataDir: string };
let admin: Account;
let awa: Account;
let moussa: Account;
let buyer: Account;

beforeAll(async () => {
  // The sweeper runs every 100 ms and would expire a COD order if it looked at it. Payments keep their usual expiry:
  // with 1 s, a paying order whose webhook waited on a busy machine expired before it was paid (CI).
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const saleLinesOf = (partId: string) =>
  server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.partId, partId));
const soldOf = async (productId: string) =>
  (
    await server.database.db.select({ sold: products.sold }).from(products).where(eq(products.id, productId))
  )[0]?.sold;

/** Awa's product (30 €) and Moussa's (50 €), ordered paid on delivery. */
async function cashOrderOfBoth() {
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
      { productId: awaProduct, quantity: 2 },
      { productId: moussaProduct, quantity: 1 },
    ],
    paymentMethod: 'cash-on-delivery',
    payerPhone: PAYING,
  });
  expect(placed.status).toBe(201);
  const order = placed.body.data;
  const partOf = (seller: Account) =>
    order.parts.find((part: { sellerId: string }) => part.sellerId === seller.user.id);
  return { placed, order, awaProduct, moussaProduct, awaPart: partOf(awa), moussaPart: partOf(moussa) };
}

describe('a cash-on-delivery order', () => {
  it('is offered by GET /payments/methods', async () => {
    const answer = await call(server, 'GET', '/api/payments/methods');
    expect(answer.body.data.methods).toContainEqual({
      method: 'cash-on-delivery',
      provider: 'cash-on-delivery',
      demo: false,
    });
  });

  it('is confirmed at once, unpaid, with no expiry, its stock reserved, and its mail sent', async () => {
    const { placed, order, awaProduct, awaPart, moussaPart } = await cashOrderOfBoth();
    expect(placed.body.message).toBe('Commande confirmée : vous paierez à la livraison');
    expect(order).toMatchObject({
      status: 'processing',
      paymentStatus: 'pending',
      paymentMethod: 'cash-on-delivery',
      paymentExpiresAt: null,
      paymentUrl: null,
      demoPayment: false,
      total: 120,
    });
    expect(order.timeline.map((event: { type: string }) => event.type)).toEqual(['placed']);
    expect(awaPart).toMatchObject({ status: 'processing', paidAt: null });
    expect(moussaPart).toMatchObject({ status: 'processing', paidAt: null });
    expect(await stockOf(server.database.db, awaProduct)).toBe(8);
    const mail = await waitForMailAbout(server.dataDir, (subject) => subject.includes(order.orderNumber));
    expect(mail.text).toContain('vous la paierez en espèces à la livraison');
    expect(mail.text).toContain('À régler : Paiement à la livraison');
    // The sweeper (every 100 ms) leaves it alone: it has no expiry to reach.
    await sleep(1600);
    const later = (await get(buyer.token, `/api/orders/${order.id}`)).body.data;
    expect(later).toMatchObject({ status: 'processing', paymentStatus: 'pending' });
    expect(await saleLinesOf(awaPart.id)).toHaveLength(0);
  });

  it('each seller records the cash at the door: the part is delivered and paid, credited once; then the order is paid', async () => {
    const { order, awaProduct, awaPart, moussaPart } = await cashOrderOfBoth();
    expect(
      (await setStatus(awa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' })).status,
    ).toBe(200);
    // Delivered without the cash: refused in French.
    const without = await setStatus(awa.token, order.id, { status: 'delivered' });
    expect(without.status).toBe(409);
    expect(without.body.message).toBe(
      'Enregistrez l’encaissement du paiement à la livraison pour marquer ces articles livrés',
    );
    const collected = await setStatus(awa.token, order.id, { status: 'delivered', cashCollected: true });
    expect(collected.status).toBe(200);
    expect(collected.body.message).toBe('Paiement encaissé : commande livrée');
    expect(collected.body.data.parts[0]).toMatchObject({ status: 'delivered' });
    expect(collected.body.data.parts[0].paidAt).toEqual(expect.any(String));
    expect(collected.body.data.parts[0].timeline.map((event: { type: string }) => event.type)).toEqual([
      'shipped',
      'delivered',
      'cash-collected',
    ]);
    // Twice: refused, and still one sale line.
    expect((await setStatus(awa.token, order.id, { status: 'delivered', cashCollected: true })).status).toBe(
      409,
    );
    const sales = await saleLinesOf(awaPart.id);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ kind: 'sale', amountCents: 6000, commissionCents: 600, netCents: 5400 });
    expect(await soldOf(awaProduct)).toBe(2);
    // One part paid of two: the order's payment still awaits Moussa's cash.
    let mine = (await get(buyer.token, `/api/orders/${order.id}`)).body.data;
    expect(mine).toMatchObject({ paymentStatus: 'pending', status: 'partially_shipped' });
    expect(await saleLinesOf(moussaPart.id)).toHaveLength(0);

    expect(
      (await setStatus(moussa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' })).status,
    ).toBe(200);
    expect(
      (await setStatus(moussa.token, order.id, { status: 'delivered', cashCollected: true })).status,
    ).toBe(200);
    mine = (await get(buyer.token, `/api/orders/${order.id}`)).body.data;
    expect(mine).toMatchObject({ paymentStatus: 'paid', status: 'delivered' });
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await saleLinesOf(moussaPart.id)).toHaveLength(1);
    expect(mine.refunds).toEqual([]);
  });

  it('a part refused at the door gives its stock back with no ledger line; the other is paid in cash', async () => {
    const { order, awaProduct, moussaProduct, awaPart, moussaPart } = await cashOrderOfBoth();
    await setStatus(awa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' });
    await setStatus(moussa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' });
    expect(await stockOf(server.database.db, moussaProduct)).toBe(9);
    const refused = await setStatus(moussa.token, order.id, { status: 'cancelled' });
    expect(refused.status).toBe(200);
    expect(refused.body.data.parts[0]).toMatchObject({
      status: 'cancelled',
      paidAt: null,
      refundStatus: null,
    });
    expect(await stockOf(server.database.db, moussaProduct)).toBe(10);
    expect(await saleLinesOf(moussaPart.id)).toHaveLength(0);
    expect((await setStatus(awa.token, order.id, { status: 'delivered', cashCollected: true })).status).toBe(
      200,
    );
    expect(await stockOf(server.database.db, awaProduct)).toBe(8);
    const mine = (await get(buyer.token, `/api/orders/${order.id}`)).body.data;
    expect(mine).toMatchObject({ status: 'delivered', paymentStatus: 'paid', refunded: 0, refunds: [] });
    expect(await saleLinesOf(awaPart.id)).toHaveLength(1);
  });

  it('the customer cancels a part before it ships: stock back, nothing to refund; not once it shipped', async () => {
    const { order, awaProduct, awaPart } = await cashOrderOfBoth();
    const cancelled = await call(server, 'POST', `/api/orders/${order.id}/cancel`, {
      token: buyer.token,
      body: { partId: awaPart.id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Commande annulée');
    expect(cancelled.body.data).toMatchObject({ paymentStatus: 'pending', refunds: [] });
    expect(await stockOf(server.database.db, awaProduct)).toBe(10);
    await setStatus(moussa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' });
    const late = await call(server, 'POST', `/api/orders/${order.id}/cancel`, {
      token: buyer.token,
      body: {},
    });
    expect(late.status).toBe(409);
    const mine = (await get(buyer.token, `/api/orders/${order.id}`)).body.data;
    expect(mine.parts.map((part: { status: string }) => part.status).sort()).toEqual([
      'cancelled',
      'shipped',
    ]);
  });

  it('is refused above COD_MAX_XOF (300 000 CFA by default), in French, nothing reserved', async () => {
    const product = await insertProduct(server.database.db, {
      sellerId: awa.user.id,
      priceCents: 50_000,
      quantity: 10,
    });
    const answer = await placeOrder(server, buyer.token, {
      items: [{ productId: product, quantity: 1 }],
      paymentMethod: 'cash-on-delivery',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      // fr-FR groups thousands with a narrow no-break space.
      'Le paiement à la livraison est limité aux commandes de 300\u202f000 CFA au plus : choisissez Wave ou Orange Money',
    );
    expect(await stockOf(server.database.db, product)).toBe(10);
  });

  it('a mobile-money part still cannot be cancelled once shipped; cashCollected is refused for it', async () => {
    const product = await insertProduct(server.database.db, {
      sellerId: awa.user.id,
      priceCents: 3000,
      quantity: 10,
    });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId: product, quantity: 1 }],
      payerPhone: PAYING,
    });
    const order = await waitForOrder(
      server,
      buyer.token,
      placed.body.data.id,
      (o) => o.paymentStatus === 'paid',
    );
    await setStatus(awa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' });
    const cancel = await setStatus(awa.token, order.id, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('Une commande expédiée ne peut plus être annulée');
    const cash = await setStatus(awa.token, order.id, { status: 'delivered', cashCollected: true });
    expect(cash.status).toBe(409);
    expect(cash.body.message).toBe('Cette commande n’est pas payée à la livraison');
    expect((await setStatus(awa.token, order.id, { status: 'delivered' })).status).toBe(200);
  });
});

describe('a shop without cash on delivery (COD_ENABLED=false)', () => {
  let off: TestServer & { dataDir: string };
  let customer: Account;
  beforeAll(async () => {
    off = await startOrdersServer({ COD_ENABLED: 'false', COD_MAX_XOF: '1000' });
    customer = await registerBuyer(off);
  });
  afterAll(() => off.close());

  it('does not offer it, and refuses such an order in French', async () => {
    const methods = await call(off, 'GET', '/api/payments/methods');
    expect(methods.body.data.methods.map((entry: { method: string }) => entry.method)).not.toContain(
      'cash-on-delivery',
    );
    const product = await insertProduct(off.database.db, { priceCents: 1000, quantity: 5 });
    const answer = await placeOrder(off, customer.token, {
      items: [{ productId: product, quantity: 1 }],
      paymentMethod: 'cash-on-delivery',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Le paiement à la livraison n’est pas proposé sur cette boutique');
    expect(await stockOf(off.database.db, product)).toBe(5);
  });
});
