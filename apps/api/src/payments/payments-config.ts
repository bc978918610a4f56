import { resolveSecret, type SecretSpec } from '../secrets.js';

export const WEBHOOK_SECRET: SecretSpec = {
  envVar: 'PAYMENT_WEBHOOK_SECRET',
  fileName: 'payment-webhook-secret',
};

export interface PaymentsConfig {
  /** Signs and checks webhook events (PAYMENT_WEBHOOK_SECRET, else one generated in the data folder). */
  webhookSecret: string;
  /** How long the sandbox's payer takes to answer. */
  sandboxDelayMs: number;
  /** A payment nobody answered is expired (and its order cancelled) after this long. */
  expirySeconds: number;
  /** How often an instance looks for payments that are due (expired, or a sandbox answer left by a restart). */
  sweepIntervalMs: number;
  /** Where the sandbox posts its events; by default this server's own address, as it listens. */
  sandboxWebhookUrl: string | undefined;
  /** The shop's share of each paid part, in percent (COMMISSION_PERCENT, default 10): the ledger credits the rest. */
  commissionPercent: number;
}

function whole(value: string | undefined, fallback: number, minimum = 0): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= minimum
    ? Math.floor(parsed)
    : fallback;
}

/** A percentage from 0 to 100 (decimals allowed); anything else is the default. */
function percent(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 && parsed <= 100
    ? parsed
    : fallback;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv, dataDir: string): PaymentsConfig {
  return {
    webhookSecret: resolveSecret(WEBHOOK_SECRET, { env, dataDir }),
    sandboxDelayMs: whole(env.PAYMENT_SANDBOX_DELAY_MS, 1500),
    expirySeconds: whole(env.PAYMENT_EXPIRY_SECONDS, 900, 1),
    sweepIntervalMs: whole(env.PAYMENT_SWEEP_INTERVAL_MS, 5000, 50),
    sandboxWebhookUrl: env.PAYMENT_SANDBOX_WEBHOOK_URL || undefined,
    commissionPercent: percent(env.COMMISSION_PERCENT, 10),
  };
}
