import { createTerangaClient } from '@teranga/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import {
  type Account,
  call,
  type Json,
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
const decide = (id: string, body: Record<string, unknown>) =>
  call(server, 'PUT', `/api/admin/sellers/${id}/status`, { token: admin.token, body });
const reapply = (token: string) => call(server, 'POST', '/api/auth/seller-application', { token });
const staffView = async (id: string): Promise<Json> => {
  const list = await call(server, 'GET', '/api/admin/sellers?status=pending', { token: admin.token });
  return list.body.data.sellers.find((seller: Json) => seller.id === id);
};

describe('staff must give a reason to refuse', () => {
  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   \n ' }],
  ])('refuses a refusal with %s in French, and the seller stays as they were', async (_label, extra) => {
    const seller = await registerSeller();
    const answer = await decide(seller.user.id, { status: 'rejected', ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Indiquez le motif du refus : le vendeur le lira',
    });
    expect((await staffView(seller.user.id)).sellerStatus).toBe('pending');
  });

  it('takes a refusal with a reason, which the seller reads', async () => {
    const seller = await registerSeller();
    const answer = await decide(seller.user.id, { status: 'rejected', reason: 'Photos floues' });
    expect(answer.status).toBe(200);
    const own = await call(server, 'GET', '/api/auth/verify-token', { token: seller.token });
    expect(own.body.data.user).toMatchObject({
      sellerStatus: 'rejected',
      sellerDecisionReason: 'Photos floues',
    });
  });

  it('needs no reason for the other decisions', async () => {
    const seller = await registerSeller();
    for (const status of ['approved', 'suspended', 'pending']) {
      expect((await decide(seller.user.id, { status })).status, status).toBe(200);
    }
  });
});

describe('a refused seller asks again in one call', () => {
  it('goes back to pending as a new request staff see, the reason still readable, the seller calls still closed', async () => {
    const seller = await registerSeller();
    await decide(seller.user.id, { status: 'rejected', reason: 'Pièce illisible' });

    const answer = await reapply(seller.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Votre nouvelle demande est envoyée : notre équipe va l'examiner.");
    expect(answer.body.data.user).toMatchObject({
      role: 'seller',
      sellerStatus: 'pending',
      sellerDecisionReason: 'Pièce illisible',
    });

    const view = await staffView(seller.user.id);
    expect(view).toMatchObject({ sellerStatus: 'pending' });
    expect(view.sellerApplication).toMatchObject({ applications: 2, lastDecision: 'rejected' });

    const stats = await call(server, 'GET', '/api/seller/stats', { token: seller.token });
    expect(stats.status).toBe(403);
    expect(stats.body.message).toBe('Votre compte vendeur est en attente de validation par notre équipe');

    // Asked twice (a double click): one request, and the second says it is already being examined.
    const twice = await reapply(seller.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Votre demande de compte vendeur est déjà en cours d'examen");
    expect((await staffView(seller.user.id)).sellerApplication.applications).toBe(2);

    // Staff approve the new request: the seller calls open.
    await decide(seller.user.id, { status: 'approved' });
    expect((await call(server, 'GET', '/api/seller/stats', { token: seller.token })).status).toBe(200);
  });

  it('says where an approved or suspended seller stands, and refuses customers and anonymous callers', async () => {
    const seller = await registerSeller();
    await decide(seller.user.id, { status: 'approved' });
    const approved = await reapply(seller.token);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('Votre compte vendeur est déjà validé');

    await decide(seller.user.id, { status: 'suspended' });
    const suspended = await reapply(seller.token);
    expect(suspended.status).toBe(409);
    expect(suspended.body.message).toBe('Votre boutique est suspendue : contactez-nous pour la rouvrir');

    const customer = await registerAccount(server);
    const notSeller = await reapply(customer.token);
    expect(notSeller.status).toBe(403);
    expect(notSeller.body.message).toBe('Accès réservé aux vendeurs');

    const anonymous = await call(server, 'POST', '/api/auth/seller-application');
    expect(anonymous.status).toBe(401);
  });
});

describe('through the SDK', () => {
  it('sdk.seller.reapply gives the pending user back, and a second call fails with the French message', async () => {
    const seller = await registerSeller();
    await decide(seller.user.id, { status: 'rejected', reason: 'Boutique vide' });
    const sdk = createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => seller.token });
    const user = await sdk.seller.reapply();
    expect(user).toMatchObject({ sellerStatus: 'pending', sellerDecisionReason: 'Boutique vide' });
    await expect(sdk.seller.reapply()).rejects.toThrow(
      "Votre demande de compte vendeur est déjà en cours d'examen",
    );
  });
});
