import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { OTHER_ID, PRODUCT_ID, TOKEN } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = (token: string | null = TOKEN) =>
  createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => token });
const payout = {
  _id: PRODUCT_ID,
  id: PRODUCT_ID,
  amount: 90,
  amountXof: 58_950,
  phone: '+221775551234',
  status: 'failed',
  provider: 'wave',
  attempts: 1,
  lastError: 'The recipient cannot receive this amount',
  createdAt: '2025-01-12T10:00:00.000Z',
  settledAt: '2025-01-12T10:00:01.000Z',
} as const;
const staffPayout = {
  ...payout,
  sellerId: OTHER_ID,
  sellerName: 'Moussa Ndiaye',
  sellerEmail: 'vendeur@example.sn',
};

describe('payouts without a token', () => {
  it.each([
    ['payout', () => sdk(null).staff.payout(OTHER_ID)],
    ['payouts', () => sdk(null).staff.payouts()],
    ['retryPayout', () => sdk(null).staff.retryPayout(PRODUCT_ID)],
    ['seller.payouts', () => sdk(null).seller.payouts()],
    ['setPayoutPhone', () => sdk(null).seller.setPayoutPhone('+221 77 555 12 34')],
  ])('%s fails before any request', async (_call, call) => {
    await expect(call()).rejects.toThrow("Token d'authentification requis");
    expect(server.requests).toHaveLength(0);
  });
});

describe('staff’s payouts', () => {
  it('payout posts the whole balance (no amount) or an amount, and reads the payout of data', async () => {
    server.on('POST', `/api/admin/sellers/${OTHER_ID}/payouts`, {
      status: 201,
      json: { success: true, data: { ...staffPayout, status: 'pending' } },
    });
    expect(await sdk().staff.payout(OTHER_ID)).toMatchObject({ status: 'pending', sellerId: OTHER_ID });
    await sdk().staff.payout(OTHER_ID, 40);
    expect(server.requests.map((request) => request.json)).toEqual([{}, { amount: 40 }]);
  });

  it('a payout in flight is refused in French', async () => {
    server.on('POST', `/api/admin/sellers/${OTHER_ID}/payouts`, {
      status: 409,
      json: { success: false, message: 'Un versement est déjà en cours pour ce vendeur' },
    });
    await expect(sdk().staff.payout(OTHER_ID)).rejects.toThrow(
      'Un versement est déjà en cours pour ce vendeur',
    );
  });

  it('payouts reads data.payouts, of one status when asked; retryPayout reads the new payout', async () => {
    server.on('GET', '/api/admin/payouts', { json: { success: true, data: { payouts: [staffPayout] } } });
    expect(await sdk().staff.payouts('failed')).toEqual([staffPayout]);
    await sdk().staff.payouts();
    expect(server.requests.map((request) => request.query.toString())).toEqual(['status=failed', '']);
    server.on('POST', `/api/admin/payouts/${PRODUCT_ID}/retry`, {
      status: 201,
      json: { success: true, data: { ...staffPayout, id: OTHER_ID, status: 'pending' } },
    });
    expect(await sdk().staff.retryPayout(PRODUCT_ID)).toMatchObject({ id: OTHER_ID, status: 'pending' });
  });
});

describe('the seller’s payouts', () => {
  it('payouts reads the number and the list, and fills what a back end leaves out', async () => {
    server.on('GET', '/api/seller/payouts', {
      json: { success: true, data: { payoutPhone: '+221775551234', payouts: [payout] } },
    });
    expect(await sdk().seller.payouts()).toEqual({ payoutPhone: '+221775551234', payouts: [payout] });
    server.on('GET', '/api/seller/payouts', { json: { success: true, data: {} } });
    expect(await sdk().seller.payouts()).toEqual({ payoutPhone: null, payouts: [] });
  });

  it('setPayoutPhone puts the number and answers it as stored', async () => {
    server.on('PUT', '/api/seller/payout-phone', {
      json: { success: true, data: { payoutPhone: '+221775551234' } },
    });
    expect(await sdk().seller.setPayoutPhone('+221 77 555 12 34')).toBe('+221775551234');
    expect(server.requests[0]?.json).toEqual({ payoutPhone: '+221 77 555 12 34' });
  });
});
