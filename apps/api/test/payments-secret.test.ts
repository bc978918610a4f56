import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaymentsConfig } from '../src/payments/payments-config.js';
import { checkSignature, signPayload } from '../src/payments/signature.js';

describe('PAYMENT_WEBHOOK_SECRET', () => {
  it('is made once and kept in the data folder (mode 0600) when unset, and the environment wins when set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'teranga-webhook-secret-'));
    const first = loadPaymentsConfig({}, dataDir).webhookSecret;
    const again = loadPaymentsConfig({}, dataDir).webhookSecret;
    expect(first).toHaveLength(43);
    expect(again).toBe(first);
    const file = join(dataDir, 'secrets', 'payment-webhook-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadPaymentsConfig({ PAYMENT_WEBHOOK_SECRET: 'set-by-the-operator' }, dataDir).webhookSecret).toBe(
      'set-by-the-operator',
    );
  });

  it('defaults: 1.5 s sandbox answer, 15 min expiry', () => {
    const config = loadPaymentsConfig({}, mkdtempSync(join(tmpdir(), 'teranga-webhook-secret-')));
    expect(config).toMatchObject({ sandboxDelayMs: 1500, expirySeconds: 900 });
  });
});

describe('the signature', () => {
  it('accepts its own signature within 5 minutes, and refuses another body, secret or time', () => {
    const now = Date.now();
    const header = signPayload('secret', '{"id":"evt_1"}', now);
    expect(checkSignature('secret', header, '{"id":"evt_1"}', now + 60_000)).toBe('valid');
    expect(checkSignature('secret', header, '{"id":"evt_2"}', now)).toBe('invalid');
    expect(checkSignature('other', header, '{"id":"evt_1"}', now)).toBe('invalid');
    expect(checkSignature('secret', header, '{"id":"evt_1"}', now + 301_000)).toBe('stale');
    expect(checkSignature('secret', undefined, '{"id":"evt_1"}', now)).toBe('invalid');
    expect(checkSignature('secret', 't=abc,v1=zz', '{"id":"evt_1"}', now)).toBe('invalid');
  });
});
