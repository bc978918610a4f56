import { createTerangaClient, TerangaApiError } from '@teranga/sdk';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orderEvents, orderParts, refunds, returnRequests } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import { type Account, call, insertProduct, type Json, registerAdmin } from './identity-helpers.js';
import {
  approvedSeller,
  PAYING,
  paidOrderOfTwoSellers,
  placeOrder,
  registerBuyer,
  startOrdersServer,
  stockOf,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';

// Returns within 30 days of delivery (issue 28): asked by the customer for some lines of a delivered part, accepted
// or refused by its seller (or by staff once the seller let RETURN_ANSWER_DAYS pass), refunded exactly those lines
// once received, their stock back and the seller's ledger debited.

let server: TestServer & { dataDir: string };
let admin: Account;
let awa: Account;
let moussa: Account;
let buyer: Account;
let stranger: Account;

beforeAll(async () => {
  server = await startOrdersServer({ RETURN_ANSWER_DAYS: '3' });
  admin = await registerAdmin(server);
  awa = await approvedSeller(server, admin);
  moussa = await approvedSeller(server, admin);
  buyer = await registerBuyer(server);
  stranger = await registerBuyer(server, { firstName: 'Khady' });
}, 60_000);
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const step = (token: string, orderId: string, body: Record<string, unknown>) =>
  call(server, 'PUT', `/api/seller/orders/${orderId}/status`, { token, body });

/** An order of two units of Awa's (30 € each) and one of Moussa's (50 €), paid; Awa's part shipped and delivered. */
async function deliveredOrder() {
  const paid = await paidOrderOfTwoSellers(server, buyer, [awa, moussa], [2, 1]);
  expect((await step(awa.token, paid.order.id, { status: 'shipped', carrier: 'hand-delivery' })).status).toBe(
    200,
  );
  expect((await step(awa.token, paid.order.id, { status: 'delivered' })).status).toBe(200);
  // Each line of the order carries its own id: what a return names.
  const awaLine = paid.order.items.find((item: Json) => item.productId === paid.firstProduct);
  expect(awaLine.lineId).toMatch(/^[0-9a-f]{24}$/);
  return { ...paid, lineId: awaLine.lineId as string };
}

/** Moves a part's delivery `days` back in time (its column and its 'delivered' event alike). */
async function deliveredDaysAgo(partId: string, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  await server.database.db.update(orderParts).set({ deliveredAt: at }).where(eq(orderParts.id, partId));
  await server.database.db
    .update(orderEvents)
    .set({ at })
    .where(and(eq(orderEvents.partId, partId), eq(orderEvents.type, 'delivered')));
}

const askReturn = (token: string, orderId: string, body: Record<string, unknown>) =>
  call(server, 'POST', `/api/orders/${orderId}/returns`, { token, body });

async function uploadPhoto(token: string) {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'colis.png');
  const response = await fetch(`${server.url}/api/returns/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function waitForReturn(orderId: string, id: string, status: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const list = await call(server, 'GET', `/api/orders/${orderId}/returns`, { token: buyer.token });
    const found = list.body.data.returns.find((row: Json) => row.id === id);
    if (found?.status === status) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`return ${id} never ${status}`);
}

describe('asking for a return', () => {
  it('is refused before delivery and more than 30 days after it, in French', async () => {
    const { order, secondPart, firstPart, lineId } = await deliveredOrder();
    const [moussaLine] = await server.database.db
      .select({ id: sql<string>`id` })
      .from(sql`order_lines`)
      .where(sql`part_id = ${secondPart.id}`);
    const early = await askReturn(buyer.token, order.id, {
      partId: secondPart.id,
      lines: [{ lineId: moussaLine?.id, quantity: 1 }],
      reason: 'Trop petit',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Ces articles ne sont pas encore livrés : le retour se demande après la livraison',
    );

    await deliveredDaysAgo(firstPart.id, 31);
    const late = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'Trop petit',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Le délai de retour de 30 jours après la livraison est dépassé');

    // Day 29 is still inside the window.
    await deliveredDaysAgo(firstPart.id, 29);
    const inTime = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'Trop petit',
    });
    expect(inTime.status).toBe(201);
  });

  it('needs a reason, lines of the part and photos of the shop’s own uploads', async () => {
    const { order, firstPart, lineId } = await deliveredOrder();
    const base = { partId: firstPart.id, lines: [{ lineId, quantity: 1 }], reason: 'Couleur différente' };
    const noReason = await askReturn(buyer.token, order.id, { ...base, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Indiquez le motif du retour');
    const long = await askReturn(buyer.token, order.id, { ...base, reason: 'x'.repeat(501) });
    expect(long.body.message).toBe('Le motif ne peut pas dépasser 500 caractères');
    const foreign = await askReturn(buyer.token, order.id, {
      ...base,
      photos: ['https://ailleurs.example/a.webp'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Photo invalide : envoyez-la d’abord depuis le formulaire de retour');
    const tooMany = await askReturn(buyer.token, order.id, {
      ...base,
      lines: [{ lineId, quantity: 3 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/^Vous pouvez retourner au plus 2 « /);
    const wrongLine = await askReturn(buyer.token, order.id, {
      ...base,
      lines: [{ lineId: 'a'.repeat(24), quantity: 1 }],
    });
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.body.message).toBe('Cet article ne fait pas partie de cette livraison');
  });

  it('is another customer’s order: 404, and another seller cannot see or answer it', async () => {
    const { order, firstPart, lineId } = await deliveredOrder();
    const body = { partId: firstPart.id, lines: [{ lineId, quantity: 1 }], reason: 'Abîmé' };
    const theirs = await askReturn(stranger.token, order.id, body);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Commande non trouvée');
    expect(
      (await call(server, 'GET', `/api/orders/${order.id}/returns`, { token: stranger.token })).status,
    ).toBe(404);
    const asked = await askReturn(buyer.token, order.id, body);
    expect(asked.status).toBe(201);
    const id = asked.body.data.id;
    const list = await call(server, 'GET', '/api/seller/returns', { token: moussa.token });
    expect(list.body.data.returns.map((row: Json) => row.id)).not.toContain(id);
    const accept = await call(server, 'POST', `/api/seller/returns/${id}/accept`, { token: moussa.token });
    expect(accept.status).toBe(404);
    expect(accept.body.message).toBe('Demande de retour non trouvée');
    const customer = await call(server, 'POST', `/api/seller/returns/${id}/accept`, { token: buyer.token });
    expect(customer.status).toBe(403);
    const malformed = await call(server, 'POST', '/api/seller/returns/pas-un-id/accept', {
      token: awa.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('ID de demande de retour invalide');
    const badOrder = await call(server, 'GET', '/api/orders/pas-un-id/returns', { token: buyer.token });
    expect(badOrder.body.message).toBe('ID de commande invalide');
  });
});

describe('a return accepted, received and refunded', () => {
  it('refunds exactly the returned lines, gives their stock back and debits the seller', async () => {
    const { order, firstPart, firstProduct, lineId } = await deliveredOrder();
    const photo = await uploadPhoto(buyer.token);
    expect(photo.status).toBe(201);
    expect(photo.body.data.url).toMatch(/^\/api\/media\/[0-9a-f]{24}-\d+\.webp$/);

    const asked = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'La taille ne convient pas',
      photos: [photo.body.data.url],
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      status: 'requested',
      amount: 30,
      reason: 'La taille ne convient pas',
      photos: [photo.body.data.url],
      lines: [{ lineId, quantity: 1, price: 30 }],
    });
    expect(asked.body.data).not.toHaveProperty('customerName');
    const id = asked.body.data.id;
    const sellerMail = await waitForMailAbout(server.dataDir, (subject) =>
      subject.includes(`Demande de retour sur la commande ${order.orderNumber}`),
    );
    expect(sellerMail.text).toContain('Motif : La taille ne convient pas');

    // The same units cannot be asked twice: one of two is left.
    const twice = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 2 }],
      reason: 'Encore',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^Vous pouvez retourner au plus 1 « /);

    const list = await call(server, 'GET', '/api/seller/returns?status=requested', { token: awa.token });
    const seen = list.body.data.returns.find((row: Json) => row.id === id);
    expect(seen).toMatchObject({ customerName: 'Fatou Sall', orderNumber: order.orderNumber });

    // Received before being accepted: refused.
    const early = await call(server, 'POST', `/api/seller/returns/${id}/received`, { token: awa.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Seul un retour accepté peut être marqué comme reçu');

    const accepted = await call(server, 'POST', `/api/seller/returns/${id}/accept`, { token: awa.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', decidedBy: 'seller' });
    await waitForMailAbout(server.dataDir, (subject) =>
      subject.includes(`Votre retour sur la commande ${order.orderNumber} est accepté`),
    );
    const again = await call(server, 'POST', `/api/seller/returns/${id}/accept`, { token: awa.token });
    expect(again.status).toBe(409);

    const stockBefore = await stockOf(server.database.db, firstProduct);
    const received = await call(server, 'POST', `/api/seller/returns/${id}/received`, { token: awa.token });
    expect(received.status).toBe(200);
    expect(received.body.data.status).toBe('received');
    expect(await stockOf(server.database.db, firstProduct)).toBe(stockBefore + 1);
    const receivedTwice = await call(server, 'POST', `/api/seller/returns/${id}/received`, {
      token: awa.token,
    });
    expect(receivedTwice.status).toBe(409);

    const refunded = await waitForReturn(order.id, id, 'refunded');
    expect(refunded.refundedAt).not.toBeNull();
    const after = await waitForOrder(
      server,
      buyer.token,
      order.id,
      (o) => o.paymentStatus === 'partially_refunded',
    );
    const awaPart = after.parts.find((part: Json) => part.id === firstPart.id);
    expect(awaPart.refunded).toBe(30);
    expect(after.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'return', amount: 30, status: 'succeeded' }),
      ]),
    );
    expect(after.timeline.map((event: Json) => event.type)).toEqual(
      expect.arrayContaining(['return-requested', 'return-accepted', 'return-received', 'refunded']),
    );
    const refundMail = await waitForMailAbout(server.dataDir, (subject) =>
      subject.includes(`Remboursement de votre commande Teranga ${order.orderNumber}`),
    );
    expect(refundMail.text).toContain('Ces articles retournés vous sont remboursés :');
    expect(refundMail.text).toMatch(/- 1 × /);

    // The seller's ledger: the sale of 60 € (less 10 %) and the return's debit of 30 € (less its 3 € commission).
    const lines = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.partId, firstPart.id));
    const debit = lines.find((line) => line.returnId === id);
    expect(debit).toMatchObject({
      kind: 'refund',
      amountCents: -3000,
      commissionCents: -300,
      netCents: -2700,
    });
    const ledger = await call(server, 'GET', '/api/seller/ledger', { token: awa.token });
    expect(ledger.status).toBe(200);

    // The other unit may still be asked back.
    const second = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'Le deuxième aussi',
    });
    expect(second.status).toBe(201);
  });

  it('a refusal needs a reason, tells the customer and frees the units', async () => {
    const { order, firstPart, lineId } = await deliveredOrder();
    const asked = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 2 }],
      reason: 'Pas à mon goût',
    });
    const id = asked.body.data.id;
    const bare = await call(server, 'POST', `/api/seller/returns/${id}/refuse`, {
      token: awa.token,
      body: {},
    });
    expect(bare.status).toBe(400);
    const refused = await call(server, 'POST', `/api/seller/returns/${id}/refuse`, {
      token: awa.token,
      body: { reason: 'Article porté' },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'refused', refusalReason: 'Article porté' });
    const mail = await waitForMailAbout(server.dataDir, (subject) =>
      subject.includes(`Votre retour sur la commande ${order.orderNumber} est refusé`),
    );
    expect(mail.text).toContain('Motif : Article porté');
    const again = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 2 }],
      reason: 'Je réessaie',
    });
    expect(again.status).toBe(201);
  });
});

describe('staff decide a request the seller left unanswered', () => {
  it('only after RETURN_ANSWER_DAYS, and the seller can no longer answer it', async () => {
    const { order, firstPart, lineId } = await deliveredOrder();
    const asked = await askReturn(buyer.token, order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'Défaut de couture',
    });
    const id = asked.body.data.id;
    const early = await call(server, 'POST', `/api/admin/returns/${id}/decision`, {
      token: admin.token,
      body: { decision: 'accept' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^Le vendeur a 3 jours pour répondre : vous pourrez décider à partir du /,
    );
    const overdueBefore = await call(server, 'GET', '/api/admin/returns?overdue=true', {
      token: admin.token,
    });
    expect(overdueBefore.body.data.returns.map((row: Json) => row.id)).not.toContain(id);
    expect((await call(server, 'GET', '/api/admin/returns', { token: awa.token })).status).toBe(403);

    await server.database.db
      .update(returnRequests)
      .set({ createdAt: new Date(Date.now() - 4 * DAY_MS) })
      .where(eq(returnRequests.id, id));
    const overdue = await call(server, 'GET', '/api/admin/returns?overdue=true', { token: admin.token });
    expect(overdue.body.data.returns.map((row: Json) => row.id)).toContain(id);
    const refuseBare = await call(server, 'POST', `/api/admin/returns/${id}/decision`, {
      token: admin.token,
      body: { decision: 'refuse' },
    });
    expect(refuseBare.status).toBe(400);
    expect(refuseBare.body.message).toBe('Indiquez le motif du refus');
    const decided = await call(server, 'POST', `/api/admin/returns/${id}/decision`, {
      token: admin.token,
      body: { decision: 'accept' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'accepted', decidedBy: 'staff' });
    const late = await call(server, 'POST', `/api/seller/returns/${id}/refuse`, {
      token: awa.token,
      body: { reason: 'Trop tard' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cette demande de retour a déjà reçu une réponse');
    // The parcel still comes back to the seller, who marks it received.
    const received = await call(server, 'POST', `/api/seller/returns/${id}/received`, { token: awa.token });
    expect(received.status).toBe(200);
  });
});

describe('through the SDK (sdk.returns)', () => {
  it('asks, answers, receives and reads a return; refusals carry the French message', async () => {
    const sdkOf = (token: string) =>
      createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });
    const { order, firstPart, lineId } = await deliveredOrder();
    const customer = sdkOf(buyer.token);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const photo = await customer.returns.uploadPhoto(new Blob([new Uint8Array(png)], { type: 'image/png' }));
    const asked = await customer.returns.create(order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 2 }],
      reason: 'Mauvaise taille',
      photos: [photo.url],
    });
    expect(asked).toMatchObject({ status: 'requested', amount: 60, photos: [photo.url] });
    const refusal = customer.returns.create(order.id, {
      partId: firstPart.id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'Encore',
    });
    await expect(refusal).rejects.toBeInstanceOf(TerangaApiError);
    await expect(refusal).rejects.toThrow(/^« .* » fait déjà l’objet d’une demande de retour$/);
    const seller = sdkOf(awa.token);
    expect((await seller.returns.sellerList('requested')).map((row) => row.id)).toContain(asked.id);
    expect((await seller.returns.accept(asked.id)).status).toBe('accepted');
    expect((await seller.returns.received(asked.id)).status).toBe('received');
    const [mine] = await customer.returns.forOrder(order.id);
    expect(mine?.id).toBe(asked.id);
    expect((await sdkOf(admin.token).returns.staffList()).map((row) => row.id)).toContain(asked.id);
    await expect(sdkOf(admin.token).returns.decide(asked.id, 'accept')).rejects.toThrow(
      'Cette demande de retour a déjà reçu une réponse',
    );
  });
});

describe('a return of a part paid in cash at the door', () => {
  it('gives the stock back and debits the seller; its refund, with no provider to ask, waits refused for staff', async () => {
    const product = await insertProduct(server.database.db, {
      sellerId: awa.user.id,
      priceCents: 3000,
      quantity: 10,
    });
    const placed = await placeOrder(server, buyer.token, {
      items: [{ productId: product, quantity: 1 }],
      paymentMethod: 'cash-on-delivery',
      payerPhone: PAYING,
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect((await step(awa.token, order.id, { status: 'shipped', carrier: 'hand-delivery' })).status).toBe(
      200,
    );
    expect((await step(awa.token, order.id, { status: 'delivered', cashCollected: true })).status).toBe(200);
    const asked = await askReturn(buyer.token, order.id, {
      partId: order.parts[0].id,
      lines: [{ lineId: order.items[0].lineId, quantity: 1 }],
      reason: 'Pas la bonne couleur',
    });
    expect(asked.status).toBe(201);
    const id = asked.body.data.id;
    expect(
      (await call(server, 'POST', `/api/seller/returns/${id}/accept`, { token: awa.token })).status,
    ).toBe(200);
    const before = await stockOf(server.database.db, product);
    expect(
      (await call(server, 'POST', `/api/seller/returns/${id}/received`, { token: awa.token })).status,
    ).toBe(200);
    expect(await stockOf(server.database.db, product)).toBe(before + 1);
    const [debit] = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.returnId, id));
    expect(debit).toMatchObject({ kind: 'refund', amountCents: -3000 });
    for (let attempt = 0; attempt < 200; attempt++) {
      const [refund] = await server.database.db.select().from(refunds).where(eq(refunds.returnId, id));
      if (refund?.status === 'failed') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the refund of a cash return never waited for staff');
  });
});
