import { resolve } from 'node:path';
import { operatorMessages } from '@teranga/messages';
import { type ConnectionLimits, loadConnectionLimits } from './http/connection-limits.js';
import { loadCorsOrigins } from './http/cors-origins.js';
import { type IdentityConfig, loadIdentityConfig } from './identity/identity-config.js';
import { loadPaymentsConfig, type PaymentsConfig } from './payments/payments-config.js';
import { resolveSecret, SESSION_SECRET } from './secrets.js';

export interface Config {
  port: number;
  host: string;
  /** Folder holding the embedded database, uploads and the mail outbox. */
  dataDir: string;
  /** When set, PostgreSQL over the network instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /** How long a starting server waits for PostgreSQL before refusing to start (DATABASE_STARTUP_WAIT_SECONDS, 60). */
  databaseStartupWaitSeconds: number;
  /** Public address of the shop, used in mails and OAuth redirects. */
  appUrl: string;
  /** APP_URL was given: without it, OAuth returns to the address the browser used (not localhost). */
  appUrlConfigured: boolean;
  /**
   * Where browsers reach this API (PUBLIC_URL, e.g. `https://api.boutique.example`): media addresses in answers are
   * then absolute under it, for shops on another origin (media/absolute-media.ts). Unset: `/api/media/…` paths.
   */
  publicUrl: string | undefined;
  /** Folder of the built reference app served at `/`; missing folder means API only. */
  staticDir: string;
  /** The shop's server rendering, built next to it (SHOP_RENDERER); missing file means pages drawn in the browser. */
  shopRendererFile: string;
  /** Signs sessions (and keys the OAuth flow cookie): JWT_SECRET, else one generated in the data folder (src/secrets.ts). */
  jwtSecret: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /** HTTP caches (Varnish, a CDN) told which surrogate keys a write moved (PURGE_URL, comma-separated); none by default. */
  purge: { urls: string[]; timeoutMs: number };
  /** The first retry's delay of a failed job (webhook delivery, mail); each next one doubles it (JOB_RETRY_BASE_MS). */
  jobRetryBaseMs: number;
  /** Loads the demo catalogue and accounts into an empty database on start. */
  seedDemo: boolean;
  logLevel: string;
  /** Header, request (body) and keep-alive timeouts against slow clients (src/http/connection-limits.ts). */
  connections: ConnectionLimits;
  /** Other origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Sessions, Google and Facebook sign-in, rate limits, mail sender (see src/identity). */
  identity: IdentityConfig;
  /** Webhook secret, sandbox delay, payment expiry (src/payments). */
  payments: PaymentsConfig;
  /** Days a seller has to answer a return request before staff may decide it (RETURN_ANSWER_DAYS, 3). */
  returnAnswerDays: number;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A production server with Google or Facebook sign-in but no APP_URL (the operator reads the French message). */
export class AppUrlRequiredError extends Error {
  override readonly name = 'AppUrlRequiredError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, 'var'));
  const staticDir = resolve(env.STATIC_DIR ?? resolve(repoRoot, 'apps/reference/dist'));
  const identity = loadIdentityConfig(env);
  // Without APP_URL the provider's redirect_uri follows the request's Host header (handy on a LAN address in
  // development): in production an attacker's Host would choose where the provider sends the code.
  if (env.NODE_ENV === 'production' && !env.APP_URL && (identity.oauth.google || identity.oauth.facebook)) {
    throw new AppUrlRequiredError(operatorMessages.startup.appUrlRequired);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseStartupWaitSeconds: nonNegative(env.DATABASE_STARTUP_WAIT_SECONDS, 60),
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    appUrlConfigured: Boolean(env.APP_URL),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    staticDir,
    shopRendererFile: resolve(env.SHOP_RENDERER ?? resolve(staticDir, '../dist-server/entry-server.js')),
    // Throws UnsafeSecretError for a known or short JWT_SECRET when NODE_ENV=production.
    jwtSecret: resolveSecret(SESSION_SECRET, { env, dataDir }),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    purge: {
      urls: (env.PURGE_URL ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
      timeoutMs: Number(env.PURGE_TIMEOUT_MS) > 0 ? Number(env.PURGE_TIMEOUT_MS) : 300,
    },
    jobRetryBaseMs: Number(env.JOB_RETRY_BASE_MS) > 0 ? Number(env.JOB_RETRY_BASE_MS) : 2000,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    connections: loadConnectionLimits(env),
    // Throws CorsOriginsError for `*` or an entry that is not an origin.
    corsOrigins: loadCorsOrigins(env.CORS_ORIGINS),
    identity,
    payments: loadPaymentsConfig(env, dataDir),
    returnAnswerDays: nonNegative(env.RETURN_ANSWER_DAYS, 3),
  };
}

/** A whole number of at least 0 (0: no waiting), else the default. */
function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= 0
    ? number
    : fallback;
}
