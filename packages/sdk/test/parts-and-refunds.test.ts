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
const REFUND_ID = '65a1f0c2e4b0a1b2c3d4e5f8';
const totals = { balance: 41.31, commission: 4.59, sales: 45.9, refunds: 0, payouts: 0 };
const refund = {
  _id: REFUND_ID,
  id: REFUND_ID,
  partId: OTHER_ID,
  amount: 45.9,
  status: 'failed',
  reason: 'cancelled',
  attempts: 1,
  lastError: 'Solde marchand insuffisant',
  createdAt: '2025-01-12T10:00:00.000Z',
  settledAt: null,
  orderId: PRODUCT_ID,
  orderNumber: 'TRG-2025-000042',
  sellerId: OTHER_ID,
  customerEmail: 'awa@example.sn',
} as const;

describe('parts, refunds and the ledger without a token', () => {
  it.each([
    ['cancel', () => sdk(null).orders.cancel(PRODUCT_ID)],
    ['ledger', () => sdk(null).seller.ledger()],
    ['balances', () => sdk(null).staff.balances()],
    ['refunds', () => sdk(null).staff.refunds()],
    ['retryRefund', () => sdk(null).staff.retryRefund(REFUND_ID)],
  ])('%s fails before any request', async (_call, call) => {
    await expect(call()).rejects.toThrow("Token d'authentification requis");
    expect(server.requests).toHaveLength(0);
  });
});

describe('a part of an order', () => {
  it('setStatus names the part when asked, and sends the status alone otherwise', async () => {
    server.on('PUT', `/api/seller/orders/${PRODUCT_ID}/status`, {
      json: { success: true, data: { id: PRODUCT_ID, status: 'processing' } },
    });
    await sdk().orders.setStatus(PRODUCT_ID, 'cancelled', { partId: OTHER_ID });
    await sdk().orders.setStatus(PRODUCT_ID, 'shipped');
    expect(server.requests.map((request) => request.json)).toEqual([
      { status: 'cancelled', partId: OTHER_ID },
      { status: 'shipped' },
    ]);
  });

  it('cancel posts the part (or nothing: every part) and reads the order of data', async () => {
    server.on('POST', `/api/orders/${PRODUCT_ID}/cancel`, {
      json: { success: true, data: { id: PRODUCT_ID, paymentStatus: 'partially_refunded' } },
    });
    expect(await sdk().orders.cancel(PRODUCT_ID, OTHER_ID)).toEqual({
      id: PRODUCT_ID,
      paymentStatus: 'partially_refunded',
    });
    await sdk().orders.cancel(PRODUCT_ID);
    expect(server.requests.map((request) => request.json)).toEqual([{ partId: OTHER_ID }, {}]);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('a refused cancellation carries the server’s French message', async () => {
    server.on('POST', `/api/orders/${PRODUCT_ID}/cancel`, {
      status: 409,
      json: { success: false, message: 'Une commande expédiée ne peut plus être annulée' },
    });
    await expect(sdk().orders.cancel(PRODUCT_ID, OTHER_ID)).rejects.toThrow(
      'Une commande expédiée ne peut plus être annulée',
    );
  });
});

describe('the seller’s ledger', () => {
  it('asks page 1 of 20 by default and reads the totals, the lines and the pagination', async () => {
    const entry = {
      _id: REFUND_ID,
      id: REFUND_ID,
      kind: 'sale',
      orderNumber: 'TRG-2025-000042',
      partId: OTHER_ID,
      amount: 45.9,
      commission: 4.59,
      net: 41.31,
      createdAt: '2025-01-12T10:00:00.000Z',
    };
    const pagination = { page: 1, limit: 20, total: 1, pages: 1 };
    server.on('GET', '/api/seller/ledger', {
      json: { success: true, data: { ...totals, commissionPercent: 10, entries: [entry], pagination } },
    });
    expect(await sdk().seller.ledger()).toEqual({
      ...totals,
      commissionPercent: 10,
      entries: [entry],
      pagination,
    });
    expect(server.requests[0]?.query.toString()).toBe('page=1&limit=20');
  });

  it('fills what a back end leaves out with zeros and no line', async () => {
    server.on('GET', '/api/seller/ledger', { json: { success: true, data: { balance: 12 } } });
    expect(await sdk().seller.ledger({ page: 2, limit: 5 })).toMatchObject({
      balance: 12,
      commission: 0,
      sales: 0,
      refunds: 0,
      commissionPercent: 0,
      entries: [],
      pagination: { page: 2, limit: 5 },
    });
  });
});

describe('staff’s balances and refunds', () => {
  it('balances reads data.balances', async () => {
    const balance = {
      ...totals,
      sellerId: OTHER_ID,
      name: 'Atelier Ndiaye',
      email: 'vendeur@example.sn',
      sellerStatus: 'suspended',
      openParts: 2,
      flaggedParts: 2,
    };
    server.on('GET', '/api/admin/balances', { json: { success: true, data: { balances: [balance] } } });
    expect(await sdk().staff.balances()).toEqual([balance]);
  });

  it('refunds reads data.refunds, of one status when asked', async () => {
    server.on('GET', '/api/admin/refunds', { json: { success: true, data: { refunds: [refund] } } });
    expect(await sdk().staff.refunds('failed')).toEqual([refund]);
    await sdk().staff.refunds();
    expect(server.requests.map((request) => request.query.toString())).toEqual(['status=failed', '']);
  });

  it('retryRefund posts and reads the refund of data; a refund that did not fail is refused in French', async () => {
    server.on('POST', `/api/admin/refunds/${REFUND_ID}/retry`, {
      json: { success: true, data: { ...refund, status: 'pending', attempts: 2 } },
    });
    expect(await sdk().staff.retryRefund(REFUND_ID)).toMatchObject({ status: 'pending', attempts: 2 });
    server.on('POST', `/api/admin/refunds/${REFUND_ID}/retry`, {
      status: 409,
      json: { success: false, message: 'Seul un remboursement refusé peut être redemandé' },
    });
    await expect(sdk().staff.retryRefund(REFUND_ID)).rejects.toThrow(
      'Seul un remboursement refusé peut être redemandé',
    );
  });
});
