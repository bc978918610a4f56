import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { ensureDemoAccounts } from '../src/demo/seed-demo.js';
import { runAdminCommand } from '../src/sellers/admin-commands.js';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  registerAccount,
  registerAdmin,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

let server: TestServer;
let admin: Account;
beforeAll(async () => {
  server = await startIdentityServer();
  admin = await registerAdmin(server);
});
afterAll(() => server.close());

const registerSeller = () => registerAccount(server, { role: 'seller', email: uniqueEmail('vendeur') });
// Past the guard, the seller calls belong to the seller area (checked against the contract in its own tests).
const sellerCall = (token: string) => call(server, 'GET', '/api/seller/stats', { token, unchecked: true });

describe('seller access guard', () => {
  it('lets a pending seller sign in but refuses seller calls with a French 403', async () => {
    const seller = await registerSeller();
    const verify = await call(server, 'GET', '/api/auth/verify-token', { token: seller.token });
    expect(verify.body.data.user).toMatchObject({ role: 'seller', sellerStatus: 'pending' });
    for (const [method, path] of [
      ['GET', '/api/seller/stats'],
      ['GET', '/api/seller/products'],
      ['GET', '/api/seller/orders'],
    ] as const) {
      const answer = await call(server, method, path, { token: seller.token });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        message: 'Votre compte vendeur est en attente de validation par notre équipe',
      });
    }
  });

  it('refuses a rejected seller and a customer, each with its own message', async () => {
    const seller = await registerSeller();
    await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
      token: admin.token,
      body: { status: 'rejected', reason: 'Pièce illisible' },
    });
    expect((await sellerCall(seller.token)).body).toEqual({
      success: false,
      message: 'Votre compte vendeur a été refusé',
    });
    const customer = await registerAccount(server);
    const answer = await sellerCall(customer.token);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Accès réservé aux vendeurs');
    expect((await call(server, 'GET', '/api/seller/stats')).status).toBe(401);
  });

  it('lets an approved seller and an admin through the guard', async () => {
    const seller = await registerSeller();
    await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    for (const token of [seller.token, admin.token]) {
      const answer = await sellerCall(token);
      // Past the guard: the seller area answers (its own tests are in seller-products.test.ts).
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
    }
  });
});

describe('staff validation of sellers', () => {
  it('lists sellers by status, approves and rejects', async () => {
    const first = await registerSeller();
    const second = await registerSeller();
    await registerAccount(server); // a customer never shows among sellers

    const pending = await call(server, 'GET', '/api/admin/sellers?status=pending', { token: admin.token });
    expect(pending.status).toBe(200);
    const pendingIds = pending.body.data.sellers.map((seller: { id: string }) => seller.id);
    expect(pendingIds).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
    expect(
      pending.body.data.sellers.every(
        (seller: { role: string; sellerStatus: string }) =>
          seller.role === 'seller' && seller.sellerStatus === 'pending',
      ),
    ).toBe(true);

    const approved = await call(server, 'PUT', `/api/admin/sellers/${first.user.id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Vendeur validé');
    expect(approved.body.data.user).toMatchObject({ id: first.user.id, sellerStatus: 'approved' });
    const rejected = await call(server, 'PUT', `/api/admin/sellers/${second.user.id}/status`, {
      token: admin.token,
      body: { status: 'rejected', reason: 'Boutique sans produits' },
    });
    expect(rejected.body.data.user.sellerStatus).toBe('rejected');

    const approvedList = await call(server, 'GET', '/api/admin/sellers?status=approved', {
      token: admin.token,
    });
    const approvedIds = approvedList.body.data.sellers.map((seller: { id: string }) => seller.id);
    expect(approvedIds).toContain(first.user.id);
    expect(approvedIds).not.toContain(second.user.id);
    const all = await call(server, 'GET', '/api/admin/sellers', { token: admin.token });
    expect(all.body.data.sellers.map((seller: { id: string }) => seller.id)).toEqual(
      expect.arrayContaining([first.user.id, second.user.id]),
    );
    expect(all.body.data.sellers.every((seller: { role: string }) => seller.role === 'seller')).toBe(true);
  });

  it('answers 400 for a malformed id or status, 404 for a customer or unknown id', async () => {
    const customer = await registerAccount(server);
    const put = (id: string, status: string) =>
      call(server, 'PUT', `/api/admin/sellers/${id}/status`, { token: admin.token, body: { status } });
    expect((await put('pas-un-id', 'approved')).body).toMatchObject({
      success: false,
      message: "ID d'utilisateur invalide",
    });
    const badStatus = await put(customer.user.id, 'superstar');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(
      'Statut de vendeur invalide : pending, approved, rejected ou suspended',
    );
    expect((await put(customer.user.id, 'approved')).body).toEqual({
      success: false,
      message: 'Vendeur non trouvé',
    });
    expect((await put('b'.repeat(24), 'approved')).status).toBe(404);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.sellerStatus).toBeNull();
  });

  it('is for admins only', async () => {
    const seller = await registerSeller();
    await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    for (const token of [seller.token, (await registerAccount(server)).token]) {
      const list = await call(server, 'GET', '/api/admin/sellers', { token });
      expect(list.status).toBe(403);
      expect(list.body.message).toBe('Accès réservé aux administrateurs');
      const self = await call(server, 'PUT', `/api/admin/sellers/${seller.user.id}/status`, {
        token,
        body: { status: 'approved' },
      });
      expect(self.status).toBe(403);
    }
  });
});

describe('admin command line', () => {
  it('lists, approves and rejects by email or id, and makes an admin', async () => {
    const seller = await registerSeller();
    const lines: string[] = [];
    const run = (...args: string[]) => runAdminCommand(server.database.db, args, (line) => lines.push(line));

    expect(await run('sellers', 'pending')).toBe(0);
    expect(lines.some((line) => line.includes(seller.email) && line.includes('pending'))).toBe(true);

    lines.length = 0;
    expect(await run('approve', seller.email.toUpperCase())).toBe(0);
    expect(lines[0]).toContain('approved');
    expect((await sellerCall(seller.token)).status).not.toBe(403);

    lines.length = 0;
    expect(await run('reject', seller.user.id)).toBe(2);
    expect(lines).toEqual(['Indiquez le motif du refus : le vendeur le lira']);
    expect(await run('reject', seller.user.id, 'Photos', 'floues')).toBe(0);
    expect((await sellerCall(seller.token)).body.message).toBe('Votre compte vendeur a été refusé');
    const own = await call(server, 'GET', '/api/auth/verify-token', { token: seller.token });
    expect(own.body.data.user.sellerDecisionReason).toBe('Photos floues');

    lines.length = 0;
    expect(await run('approve', 'personne@example.sn')).toBe(1);
    expect(lines[0]).toBe('Aucun vendeur ne correspond à « personne@example.sn ».');
    expect(await run('sellers', 'bizarre')).toBe(2);
    expect(await run('what')).toBe(2);

    const customer = await registerAccount(server);
    expect(await run('make-admin', customer.email)).toBe(0);
    expect((await call(server, 'GET', '/api/admin/sellers', { token: customer.token })).status).toBe(200);
  });
});

describe('the reason of a refusal', () => {
  const decide = (id: string, body: { status: string; reason?: string }) =>
    call(server, 'PUT', `/api/admin/sellers/${id}/status`, { token: admin.token, body });
  const ownView = async (token: string) =>
    (await call(server, 'GET', '/api/auth/verify-token', { token })).body.data.user;

  it('reaches the seller, stays while staff look again, and goes with an approval', async () => {
    const seller = await registerSeller();
    expect(await ownView(seller.token)).toMatchObject({
      sellerStatus: 'pending',
      sellerDecisionReason: null,
    });

    const refused = await decide(seller.user.id, { status: 'rejected', reason: '  Pièce illisible  ' });
    expect(refused.body.data.user).toMatchObject({
      sellerStatus: 'rejected',
      sellerDecisionReason: 'Pièce illisible',
    });
    expect(await ownView(seller.token)).toMatchObject({
      sellerStatus: 'rejected',
      sellerDecisionReason: 'Pièce illisible',
    });

    await decide(seller.user.id, { status: 'pending' });
    expect(await ownView(seller.token)).toMatchObject({
      sellerStatus: 'pending',
      sellerDecisionReason: 'Pièce illisible',
    });

    await decide(seller.user.id, { status: 'approved', reason: 'ignoré' });
    expect(await ownView(seller.token)).toMatchObject({
      sellerStatus: 'approved',
      sellerDecisionReason: null,
    });
  });

  it('refuses a reason longer than 500 characters and shows no reason to a customer', async () => {
    const seller = await registerSeller();
    const tooLong = await decide(seller.user.id, { status: 'rejected', reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const customer = await registerAccount(server);
    expect(await ownView(customer.token)).toMatchObject({ role: 'customer', sellerDecisionReason: null });
  });
});

describe('switching role keeps the staff decision', () => {
  const switchTo = (token: string, role: 'customer' | 'seller') =>
    call(server, 'PUT', '/api/auth/profile', { token, body: { role } });
  const decide = (id: string, status: string) =>
    call(server, 'PUT', `/api/admin/sellers/${id}/status`, {
      token: admin.token,
      body: status === 'rejected' ? { status, reason: 'Pièce illisible' } : { status },
    });
  const staffView = async (id: string) => {
    const list = await call(server, 'GET', '/api/admin/sellers', { token: admin.token });
    return list.body.data.sellers.find((seller: { id: string }) => seller.id === id);
  };

  it('shows a refused seller who switches to customer and back as a pending re-application, not a fresh one', async () => {
    const seller = await registerSeller();
    expect((await staffView(seller.user.id)).sellerApplication).toMatchObject({
      applications: 1,
      lastDecision: null,
      decidedAt: null,
    });
    const firstAppliedAt = (await staffView(seller.user.id)).sellerApplication.appliedAt;
    expect((await decide(seller.user.id, 'rejected')).body.data.user.sellerApplication).toMatchObject({
      applications: 1,
      lastDecision: 'rejected',
    });

    const customer = await switchTo(seller.token, 'customer');
    expect(customer.body.data.user).toMatchObject({ role: 'customer', sellerStatus: null });
    const again = await switchTo(seller.token, 'seller');
    expect(again.body.data.user).toMatchObject({ role: 'seller', sellerStatus: 'pending' });

    const view = await staffView(seller.user.id);
    expect(view).toMatchObject({ sellerStatus: 'pending' });
    expect(view.sellerApplication).toMatchObject({ applications: 2, lastDecision: 'rejected' });
    expect(view.sellerApplication.decidedAt).toEqual(expect.any(String));
    expect(Date.parse(view.sellerApplication.appliedAt)).toBeGreaterThanOrEqual(Date.parse(firstAppliedAt));
    // The re-application waits for staff like any other: the seller calls stay closed.
    expect((await sellerCall(seller.token)).body.message).toBe(
      'Votre compte vendeur est en attente de validation par notre équipe',
    );

    const lines: string[] = [];
    await runAdminCommand(server.database.db, ['sellers', 'pending'], (line) => lines.push(line));
    expect(lines.find((line) => line.includes(seller.email))).toContain('demandes : 2, dernière le ');
    expect(lines.find((line) => line.includes(seller.email))).toContain('dernière décision : refusé');
  });

  it('keeps an approved seller approved when they switch to customer and back', async () => {
    const seller = await registerSeller();
    await decide(seller.user.id, 'approved');
    await switchTo(seller.token, 'customer');
    const back = await switchTo(seller.token, 'seller');
    expect(back.body.data.user).toMatchObject({ role: 'seller', sellerStatus: 'approved' });
    expect((await sellerCall(seller.token)).status).not.toBe(403);
    expect((await staffView(seller.user.id)).sellerApplication).toMatchObject({
      applications: 1,
      lastDecision: 'approved',
    });
  });

  it('counts a first request from a customer as application 1, and a staff "pending" decides nothing', async () => {
    const customer = await registerAccount(server);
    await switchTo(customer.token, 'seller');
    expect((await staffView(customer.user.id)).sellerApplication).toMatchObject({
      applications: 1,
      lastDecision: null,
    });
    await decide(customer.user.id, 'approved');
    await decide(customer.user.id, 'pending');
    const view = await staffView(customer.user.id);
    expect(view.sellerStatus).toBe('pending');
    expect(view.sellerApplication).toMatchObject({ applications: 1, lastDecision: 'approved' });
  });
});

describe('demo sellers', () => {
  it('come with one application each and, once decided, the matching last decision', async () => {
    const ids = await ensureDemoAccounts(server.database.db);
    const list = await call(server, 'GET', '/api/admin/sellers', { token: admin.token });
    const view = (id: string) => list.body.data.sellers.find((seller: { id: string }) => seller.id === id);
    expect(view(ids.seller)).toMatchObject({
      sellerStatus: 'approved',
      sellerApplication: { applications: 1, lastDecision: 'approved' },
    });
    expect(view(ids.pendingSeller)).toMatchObject({
      sellerStatus: 'pending',
      sellerApplication: { applications: 1, lastDecision: null },
    });
  });
});
