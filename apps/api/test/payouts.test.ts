import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { xofOf } from '../src/payments/provider-http.js';
import { startWaveFake, type WaveFake } from './fakes/wave-fake.js';
import type { TestServer } from './helpers.js';
import { type Account, call, registerAdmin } from './identity-helpers.js';
import { approvedSeller, startOrdersServer } from './orders-helpers.js';

// Payouts to sellers (issue 27): staff pay a seller's ledger balance to their Wave number; the payout debits the
// ledger with its row, one payout per seller is in flight, a refused one is credited back once, and the job asks
// the provider with the payout's idempotency key. The sandbox pays here; the last part runs against the Wave fake.

const REFUSED = '+221 70 000 00 05';
const GOOD = '+221 77 555 12 34';

type Server_ = TestServer & { dataDir: string };

/** A paid sale of `grossCents` straight in the ledger (10 % commission): what a paid part would credit. */
async function credit(server: Server_, sellerId: string, grossCents: number): Promise<number> {
  const commissionCents = Math.round(grossCents / 10);
  await server.database.db.insert(ledgerEntries).values({
    sellerId,
    orderId: newId(),
    partId: newId(),
    kind: 'sale',
    amountCents: grossCents,
    commissionCents,
    netCents: grossCents - commissionCents,
  });
  return grossCents - commissionCents;
}

async function setNumber(server: Server_, seller: Account, phone: string) {
  const answer = await call(server, 'PUT', '/api/seller/payout-phone', {
    token: seller.token,
    body: { payoutPhone: phone },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.payoutPhone as string;
}

const ledgerOf = async (server: Server_, seller: Account) =>
  (await call(server, 'GET', '/api/seller/ledger?limit=100', { token: seller.token })).body.data;

async function waitForPayout(
  server: Server_,
  admin: Account,
  id: string,
  done: (p: { status: string }) => boolean,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = await call(server, 'GET', '/api/admin/payouts', { token: admin.token });
    const found = list.body.data.payouts.find((payout: { id: string }) => payout.id === id);
    if (found && done(found)) return found;
    if (Date.now() > deadline) throw new Error(`payout ${id} never settled: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settledPayout = (p: { status: string }) => p.status === 'succeeded' || p.status === 'failed';

describe('payouts through the sandbox', () => {
  let server: Server_;
  let admin: Account;

  beforeAll(async () => {
    server = await startOrdersServer();
    admin = await registerAdmin(server);
  }, 30_000);
  afterAll(async () => {
    await server.close();
  });

  it('lets a seller set their Wave number (stored E.164), and refuses a number that is not a Senegalese mobile', async () => {
    const seller = await approvedSeller(server, admin);
    const wrong = await call(server, 'PUT', '/api/seller/payout-phone', {
      token: seller.token,
      body: { payoutPhone: '06 12 34 56 78' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'Numéro Wave invalide : un mobile du Sénégal, par exemple +221 77 123 45 67',
    );
    expect(await setNumber(server, seller, GOOD)).toBe('+221775551234');
    const mine = await call(server, 'GET', '/api/seller/payouts', { token: seller.token });
    expect(mine.body.data).toEqual({ payoutPhone: '+221775551234', payouts: [] });
  });

  it('pays the whole balance: a payout line debits it at once, the sandbox pays, the balance is 0', async () => {
    const seller = await approvedSeller(server, admin);
    await setNumber(server, seller, GOOD);
    const net = await credit(server, seller.user.id, 10_000);
    const asked = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe('Versement demandé');
    expect(asked.body.data).toMatchObject({
      sellerId: seller.user.id,
      amount: net / 100,
      amountXof: xofOf(net),
      phone: '+221775551234',
      provider: 'sandbox',
    });
    const paid = await waitForPayout(server, admin, asked.body.data.id, settledPayout);
    expect(paid).toMatchObject({ status: 'succeeded', lastError: null });
    expect(paid.settledAt).not.toBeNull();
    const ledger = await ledgerOf(server, seller);
    expect(ledger).toMatchObject({ balance: 0, payouts: net / 100, sales: 100, refunds: 0, commission: 10 });
    expect(ledger.entries[0]).toMatchObject({
      kind: 'payout',
      orderNumber: null,
      payoutId: paid.id,
      amount: -net / 100,
      commission: 0,
      net: -net / 100,
    });
    const mine = await call(server, 'GET', '/api/seller/payouts', { token: seller.token });
    expect(mine.body.data.payouts).toMatchObject([{ id: paid.id, status: 'succeeded' }]);
    // Nothing left: a 409 in French.
    const again = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Rien à verser : le solde de ce vendeur est nul');
  });

  it('pays an amount up to the balance, and refuses more than it', async () => {
    const seller = await approvedSeller(server, admin);
    await setNumber(server, seller, GOOD);
    await credit(server, seller.user.id, 10_000);
    const tooMuch = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
      body: { amount: 90.01 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/^Montant supérieur au solde du vendeur/);
    const part = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
      body: { amount: 40 },
    });
    expect(part.status).toBe(201);
    await waitForPayout(server, admin, part.body.data.id, settledPayout);
    expect((await ledgerOf(server, seller)).balance).toBe(50);
  });

  it('refuses a second payout while one is in flight, and of two at once only one is made', async () => {
    const seller = await approvedSeller(server, admin);
    await setNumber(server, seller, GOOD);
    await credit(server, seller.user.id, 20_000);
    // A payout the provider has not settled yet (Wave's `processing`), asked again only in an hour.
    const inFlightId = newId();
    await server.database.db.insert(payouts).values({
      id: inFlightId,
      sellerId: seller.user.id,
      amountCents: 1000,
      amountXof: xofOf(1000),
      phone: '+221775551234',
      status: 'processing',
      provider: 'sandbox',
      idempotencyKey: inFlightId,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const second = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Un versement est déjà en cours pour ce vendeur');
    await server.database.db.delete(payouts).where(eq(payouts.id, inFlightId));

    const both = await Promise.all(
      [1, 2].map(() =>
        call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, { token: admin.token }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const made = await server.database.db.select().from(payouts).where(eq(payouts.sellerId, seller.user.id));
    expect(made).toHaveLength(1);
    const lines = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sellerId, seller.user.id), eq(ledgerEntries.kind, 'payout')));
    expect(lines).toHaveLength(1);
  });

  it('credits a refused payout back to the balance exactly once; its retry pays once the number is right', async () => {
    const seller = await approvedSeller(server, admin);
    expect(await setNumber(server, seller, REFUSED)).toBe('+221700000005');
    const net = await credit(server, seller.user.id, 5_000);
    const asked = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
    });
    expect(asked.status).toBe(201);
    const failed = await waitForPayout(server, admin, asked.body.data.id, settledPayout);
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: 'Bac à sable de paiement : versement refusé pour ce numéro de test',
    });
    // Several sweeps later, still one reversal.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const ledger = await ledgerOf(server, seller);
    expect(ledger.balance).toBe(net / 100);
    expect(ledger.payouts).toBe(0);
    expect(ledger.entries.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'payout',
      'payout-reversal',
      'sale',
    ]);
    const failedList = await call(server, 'GET', '/api/admin/payouts?status=failed', { token: admin.token });
    expect(failedList.body.data.payouts.map((p: { id: string }) => p.id)).toContain(failed.id);

    // Retried to the same number: refused again (and credited back again, once for that payout).
    const retried = await call(server, 'POST', `/api/admin/payouts/${failed.id}/retry`, {
      token: admin.token,
    });
    expect(retried.status).toBe(201);
    const refusedAgain = await waitForPayout(server, admin, retried.body.data.id, settledPayout);
    expect(refusedAgain.status).toBe('failed');
    expect((await ledgerOf(server, seller)).balance).toBe(net / 100);
    // The same failed payout is retried once only.
    const twice = await call(server, 'POST', `/api/admin/payouts/${failed.id}/retry`, { token: admin.token });
    expect(twice.status).toBe(409);

    // The seller corrects their number; the retry of the second refusal pays.
    await setNumber(server, seller, GOOD);
    const last = await call(server, 'POST', `/api/admin/payouts/${refusedAgain.id}/retry`, {
      token: admin.token,
    });
    expect(last.status).toBe(201);
    expect(last.body.data).toMatchObject({ phone: '+221775551234', amount: net / 100 });
    expect(await waitForPayout(server, admin, last.body.data.id, settledPayout)).toMatchObject({
      status: 'succeeded',
    });
    const after = await ledgerOf(server, seller);
    expect(after).toMatchObject({ balance: 0, payouts: net / 100 });
    const reversals = after.entries.filter((entry: { kind: string }) => entry.kind === 'payout-reversal');
    expect(reversals).toHaveLength(2);

    const notFailed = await call(server, 'POST', `/api/admin/payouts/${last.body.data.id}/retry`, {
      token: admin.token,
    });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe('Seul un versement refusé peut être redemandé');
    const unknown = await call(server, 'POST', `/api/admin/payouts/${newId()}/retry`, { token: admin.token });
    expect(unknown.status).toBe(404);
  });

  it('refuses a seller without a payout number, and an unknown seller', async () => {
    const seller = await approvedSeller(server, admin);
    await credit(server, seller.user.id, 5_000);
    const noNumber = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
    });
    expect(noNumber.status).toBe(409);
    expect(noNumber.body.message).toBe('Ce vendeur n’a pas encore donné de numéro Wave pour ses versements');
    const unknown = await call(server, 'POST', `/api/admin/sellers/${newId()}/payouts`, {
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Vendeur non trouvé');
  });

  it('is staff only; a seller sees only their own payouts', async () => {
    const seller = await approvedSeller(server, admin);
    const other = await approvedSeller(server, admin);
    await setNumber(server, other, GOOD);
    await credit(server, other.user.id, 3_000);
    const forbidden = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: seller.token,
    });
    expect(forbidden.status).toBe(403);
    expect((await call(server, 'GET', '/api/admin/payouts', { token: seller.token })).status).toBe(403);
    const paid = await call(server, 'POST', `/api/admin/sellers/${other.user.id}/payouts`, {
      token: admin.token,
    });
    expect(paid.status).toBe(201);
    const mine = await call(server, 'GET', '/api/seller/payouts', { token: seller.token });
    expect(mine.body.data.payouts).toEqual([]);
    const theirs = await call(server, 'GET', '/api/seller/payouts', { token: other.token });
    expect(theirs.body.data.payouts.map((p: { id: string }) => p.id)).toEqual([paid.body.data.id]);
  });
});

describe('payouts through Wave', () => {
  const API_KEY = 'wave_sn_test_fake_api_key_0123456789';
  const SECRET = 'wave_sn_WHS_fake_signing_secret_0123456789';
  let wave: WaveFake;
  let relay: Server;
  let loseNextPayoutAnswer = false;
  let server: Server_;
  let admin: Account;

  beforeAll(async () => {
    wave = await startWaveFake({ apiKey: API_KEY, webhookSecrets: [SECRET] });
    // Between the shop and Wave: forwards every call, and can lose Wave's answer to a payout after Wave made it.
    relay = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', async () => {
        const headers = Object.fromEntries(
          Object.entries(incoming.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
          ),
        );
        const answer = await fetch(`${wave.url}${incoming.url}`, {
          method: incoming.method ?? 'GET',
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const text = await answer.text();
        if (loseNextPayoutAnswer && incoming.url === '/v1/payout') {
          loseNextPayoutAnswer = false;
          incoming.socket.destroy();
          return;
        }
        outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
        outgoing.end(text);
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    server = await startOrdersServer({
      APP_URL: 'https://boutique.test',
      WAVE_API_KEY: API_KEY,
      WAVE_WEBHOOK_SECRET: SECRET,
      WAVE_API_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
    });
    admin = await registerAdmin(server);
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => relay.close(resolve));
    await wave.close();
  });

  it('sends the payout’s idempotency key; asked again after a lost answer, Wave pays once', async () => {
    const seller = await approvedSeller(server, admin);
    await setNumber(server, seller, GOOD);
    const net = await credit(server, seller.user.id, 12_000);
    loseNextPayoutAnswer = true;
    const asked = await call(server, 'POST', `/api/admin/sellers/${seller.user.id}/payouts`, {
      token: admin.token,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data.provider).toBe('wave');
    const id = asked.body.data.id as string;
    // Wave made the payout, the shop never heard: it stays in flight with the words of the failed call.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await server.database.db.select().from(payouts).where(eq(payouts.id, id));
      if (row?.lastError) {
        expect(row.status).toBe('pending');
        break;
      }
      if (Date.now() > deadline) throw new Error('the lost answer was never noticed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...wave.payouts.values()].filter((p) => p.client_reference === id)).toHaveLength(1);
    // Its back-off over, the sweeper asks again with the same key: Wave answers the same payout.
    await server.database.db.update(payouts).set({ nextAttemptAt: sql`now()` }).where(eq(payouts.id, id));
    const paid = await waitForPayout(server, admin, id, settledPayout);
    expect(paid).toMatchObject({ status: 'succeeded', amountXof: xofOf(net), phone: '+221775551234' });
    const asks = wave.requests.filter((request) => request.path === '/v1/payout');
    expect(asks.length).toBeGreaterThanOrEqual(2);
    for (const ask of asks) expect(ask.headers['idempotency-key']).toBe(id);
    const sent = [...wave.payouts.values()].filter((p) => p.client_reference === id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      receive_amount: String(xofOf(net)),
      mobile: '+221775551234',
      currency: 'XOF',
    });
    expect((await ledgerOf(server, seller)).balance).toBe(0);
  });
});
