import { paymentProviderMessages } from '@teranga/messages';
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
  /** Wave's Checkout API, when WAVE_API_KEY and WAVE_WEBHOOK_SECRET are set. */
  wave: WaveConfig | undefined;
  /** Orange Money Web Payment, when its client id, secret and merchant key are set. */
  orangeMoney: OrangeMoneyConfig | undefined;
  /**
   * Whether a method without a real provider goes through the sandbox: always outside production; in production only
   * with PAYMENTS_SANDBOX=true (every such order is then a « paiement de démonstration »).
   */
  sandboxAllowed: boolean;
  /** NODE_ENV=production (the sandbox there is said aloud at start). */
  production: boolean;
  /** How long a call to Wave or Orange Money may take (PAYMENT_PROVIDER_TIMEOUT_MS, 10 s). */
  providerTimeoutMs: number;
  /** A pending payment whose webhook has not come after this long is asked of its provider (reconciliation). */
  reconcileAfterSeconds: number;
  /** Cash on delivery: offered unless COD_ENABLED=false, for orders of at most COD_MAX_XOF francs CFA (300 000). */
  cashOnDelivery: { enabled: boolean; maxXof: number };
}

/** The default cap of a cash-on-delivery order, in francs CFA (about 458 EUR): what a courier carries safely. */
export const COD_MAX_XOF_DEFAULT = 300_000;

export interface WaveConfig {
  apiKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface OrangeMoneyConfig {
  clientId: string;
  clientSecret: string;
  merchantKey: string;
  apiUrl: string;
  country: string;
}

/** A payment setting the server cannot start with (a provider half configured; production on the sandbox alone). */
export class PaymentsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsConfigError';
  }
}

const set = (value: string | undefined): string | undefined => value?.trim() || undefined;

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = set(env[name]) ?? fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/$/, '');
  } catch {}
  throw new PaymentsConfigError(paymentProviderMessages.badUrl(name));
}

/** A provider is on when any of its variables is set, and then all its required ones must be. */
function required(
  env: NodeJS.ProcessEnv,
  provider: string,
  names: string[],
): Record<string, string> | undefined {
  const values = names.map((name) => set(env[name]));
  if (values.every((value) => value === undefined)) return undefined;
  const missing = names.filter((_name, index) => values[index] === undefined);
  if (missing.length > 0)
    throw new PaymentsConfigError(paymentProviderMessages.incomplete(provider, missing));
  return Object.fromEntries(names.map((name, index) => [name, values[index] as string]));
}

export function loadWaveConfig(env: NodeJS.ProcessEnv): WaveConfig | undefined {
  const values = required(env, 'Wave', ['WAVE_API_KEY', 'WAVE_WEBHOOK_SECRET']);
  if (!values) return undefined;
  return {
    apiKey: values.WAVE_API_KEY as string,
    webhookSecret: values.WAVE_WEBHOOK_SECRET as string,
    apiUrl: httpUrl(env, 'WAVE_API_URL', 'https://api.wave.com'),
  };
}

export function loadOrangeMoneyConfig(env: NodeJS.ProcessEnv): OrangeMoneyConfig | undefined {
  const values = required(env, 'Orange Money', [
    'ORANGE_MONEY_CLIENT_ID',
    'ORANGE_MONEY_CLIENT_SECRET',
    'ORANGE_MONEY_MERCHANT_KEY',
  ]);
  if (!values) return undefined;
  return {
    clientId: values.ORANGE_MONEY_CLIENT_ID as string,
    clientSecret: values.ORANGE_MONEY_CLIENT_SECRET as string,
    merchantKey: values.ORANGE_MONEY_MERCHANT_KEY as string,
    apiUrl: httpUrl(env, 'ORANGE_MONEY_API_URL', 'https://api.orange.com'),
    country: (set(env.ORANGE_MONEY_COUNTRY) ?? 'dev').toLowerCase(),
  };
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

/**
 * The payment settings. Throws PaymentsConfigError (the server refuses to start, startup-refusal.ts) for a provider
 * half configured, and in production (NODE_ENV=production) when no real provider is configured and
 * PAYMENTS_SANDBOX=true does not say the sandbox is wanted: every order would otherwise be confirmed without payment.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv, dataDir: string): PaymentsConfig {
  const wave = loadWaveConfig(env);
  const orangeMoney = loadOrangeMoneyConfig(env);
  const production = env.NODE_ENV === 'production';
  const sandboxWanted = env.PAYMENTS_SANDBOX?.trim().toLowerCase() === 'true';
  if (production && !wave && !orangeMoney && !sandboxWanted) {
    throw new PaymentsConfigError(paymentProviderMessages.noRealProviderInProduction);
  }
  return {
    wave,
    orangeMoney,
    sandboxAllowed: !production || sandboxWanted,
    production,
    providerTimeoutMs: whole(env.PAYMENT_PROVIDER_TIMEOUT_MS, 10_000, 100),
    reconcileAfterSeconds: whole(env.PAYMENT_RECONCILE_AFTER_SECONDS, 60, 1),
    webhookSecret: resolveSecret(WEBHOOK_SECRET, { env, dataDir }),
    sandboxDelayMs: whole(env.PAYMENT_SANDBOX_DELAY_MS, 1500),
    expirySeconds: whole(env.PAYMENT_EXPIRY_SECONDS, 900, 1),
    sweepIntervalMs: whole(env.PAYMENT_SWEEP_INTERVAL_MS, 5000, 50),
    sandboxWebhookUrl: env.PAYMENT_SANDBOX_WEBHOOK_URL || undefined,
    commissionPercent: percent(env.COMMISSION_PERCENT, 10),
    cashOnDelivery: {
      enabled: env.COD_ENABLED?.trim().toLowerCase() !== 'false',
      maxXof: whole(env.COD_MAX_XOF, COD_MAX_XOF_DEFAULT, 1),
    },
  };
}
