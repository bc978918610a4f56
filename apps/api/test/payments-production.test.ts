import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPaymentsConfig, PaymentsConfigError } from '../src/payments/payments-config.js';
import { call, insertProduct } from './identity-helpers.js';
import {
  PAYING,
  placeOrder,
  registerBuyer,
  startOrdersServer,
  waitForMailAbout,
  waitForOrder,
} from './orders-helpers.js';
import {
  exitedWithin,
  removeTemporaryDataDirs,
  startServerProcess,
  stopServerProcess,
  temporaryDataDir,
} from './server-process.js';

// Issue 27: a server started with NODE_ENV=production no longer confirms orders through the sandbox without a word.

afterAll(removeTemporaryDataDirs);

const STRONG_SECRET = 'q4J0b5yD1s0m2N7x9K3p8R6t4V2w0Z1c5F7h9L3n';
const dataDir = () => mkdtempSync(join(tmpdir(), 'teranga-payments-config-'));

describe('in production', () => {
  it('refuses to start without a real provider and without PAYMENTS_SANDBOX=true: code 1 and a French message', async () => {
    const server = startServerProcess({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      DATA_DIR: temporaryDataDir('payments-prod'),
    });
    try {
      expect(await exitedWithin(server, 40_000)).toBe(1);
      const { stderr } = server.output();
      expect(stderr).toContain(
        'Teranga ne démarre pas : aucun fournisseur de paiement réel n’est configuré (WAVE_API_KEY',
      );
      expect(stderr).toContain('PAYMENTS_SANDBOX=true');
      expect(stderr).not.toContain('    at ');
    } finally {
      await stopServerProcess(server);
    }
  }, 60_000);

  it('starts with a real provider alone, or with PAYMENTS_SANDBOX=true; refuses a provider half configured', () => {
    const wave = { WAVE_API_KEY: 'wave_sn_prod_key', WAVE_WEBHOOK_SECRET: 'whs' };
    expect(loadPaymentsConfig({ NODE_ENV: 'production', ...wave }, dataDir())).toMatchObject({
      sandboxAllowed: false,
      wave: { apiUrl: 'https://api.wave.com' },
    });
    expect(loadPaymentsConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }, dataDir())).toMatchObject(
      {
        sandboxAllowed: true,
        wave: undefined,
        orangeMoney: undefined,
      },
    );
    expect(() => loadPaymentsConfig({ WAVE_API_KEY: 'wave_sn_prod_key' }, dataDir())).toThrow(
      new PaymentsConfigError('Wave est configuré à moitié : il manque WAVE_WEBHOOK_SECRET.'),
    );
    expect(() =>
      loadPaymentsConfig({ ORANGE_MONEY_CLIENT_ID: 'id', ORANGE_MONEY_MERCHANT_KEY: 'key' }, dataDir()),
    ).toThrow('Orange Money est configuré à moitié : il manque ORANGE_MONEY_CLIENT_SECRET.');
    // Outside production the sandbox stays the demo's provider (npm start).
    expect(loadPaymentsConfig({}, dataDir()).sandboxAllowed).toBe(true);
  });

  it('offers only the configured method: an order by another is refused in French', async () => {
    const server = await startOrdersServer({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      WAVE_API_KEY: 'wave_sn_prod_key',
      WAVE_WEBHOOK_SECRET: 'whs',
      WAVE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const methods = await call(server, 'GET', '/api/payments/methods');
      expect(methods.body.data.methods).toEqual([
        { method: 'wave', provider: 'wave', demo: false },
        { method: 'cash-on-delivery', provider: 'cash-on-delivery', demo: false },
      ]);
      const buyer = await registerBuyer(server);
      const productId = await insertProduct(server.database.db, { quantity: 1 });
      const refused = await placeOrder(server, buyer.token, {
        items: [{ productId, quantity: 1 }],
        paymentMethod: 'orange-money',
        payerPhone: PAYING,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'Le paiement par Orange Money n’est pas disponible sur cette boutique',
      );
    } finally {
      await server.close();
    }
  });

  it('with PAYMENTS_SANDBOX=true, every order and its mail say « paiement de démonstration »', async () => {
    const server = await startOrdersServer({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      PAYMENTS_SANDBOX: 'true',
    });
    try {
      const methods = await call(server, 'GET', '/api/payments/methods');
      expect(methods.body.data.methods).toEqual([
        { method: 'wave', provider: 'sandbox', demo: true },
        { method: 'orange-money', provider: 'sandbox', demo: true },
        { method: 'cash-on-delivery', provider: 'cash-on-delivery', demo: false },
      ]);
      const buyer = await registerBuyer(server);
      const productId = await insertProduct(server.database.db, { quantity: 1 });
      const placed = await placeOrder(server, buyer.token, {
        items: [{ productId, quantity: 1 }],
        payerPhone: PAYING,
      });
      expect(placed.body.data.demoPayment).toBe(true);
      const paid = await waitForOrder(
        server,
        buyer.token,
        placed.body.data.id,
        (o) => o.paymentStatus === 'paid',
      );
      expect(paid.demoPayment).toBe(true);
      const mail = await waitForMailAbout(server.dataDir, (subject) => subject.includes(paid.orderNumber));
      expect(mail.text).toContain('paiement de démonstration');
    } finally {
      await server.close();
    }
  });
});
