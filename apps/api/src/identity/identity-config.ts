export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProviderConfig {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  /** Where the provider sends the user back; defaults to `${APP_URL}/api/auth/<provider>/callback`. */
  callbackUrl: string | undefined;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Sign-in throttling per account, on top of the per-address limits (after Saleor's): past `maxFailures` wrong
 * passwords, each further attempt waits `baseDelayMs`, then twice as long after each new failure, up to `maxDelayMs`.
 */
export interface LoginThrottleConfig {
  /** Failures on one account, from any address, before the delays start. */
  accountMaxFailures: number;
  /** Failures on one account from one address before the delays start (lower: one client guessing is suspicious sooner). */
  addressMaxFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long failures are remembered after the last one. */
  windowMs: number;
}

export interface IdentityConfig {
  /** Lifetime of a session token, and of one asked with "remember me". */
  tokenTtlSeconds: number;
  rememberMeTtlSeconds: number;
  /** Unset providers answer with a French error instead of redirecting. */
  oauth: Record<OAuthProviderName, OAuthProviderConfig | undefined>;
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    forgotPassword: RateLimitRule;
    /** Reset with a mailed token, and change with the current password: both guess-proof only if limited. */
    password: RateLimitRule;
    /** Public order tracking (number and email): guessing numbers must be slow. */
    trackOrder: RateLimitRule;
    /** Newsletter subscribe, confirm and unsubscribe: each sends a mail or tries a token. */
    newsletter: RateLimitRule;
    /** return photos, uploaded by any signed-in customer: bounded so nobody fills the storage */
    returnPhotos: RateLimitRule;
    /** reviews written by any signed-in customer: bounded so nobody floods the product pages */
    reviews: RateLimitRule;
  };
  loginThrottle: LoginThrottleConfig;
  /** Prefix of the rate-limit keys in Redis, so several shops can share one Redis. */
  rateLimitPrefix: string;
  mailFrom: string;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`). Off by default: trusting every
   * sender would let a client pick the address the rate limits count, and so escape them.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
}

const DEFAULTS = {
  google: {
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name,picture',
    scope: 'email public_profile',
  },
} as const;

function providerFromEnv(name: OAuthProviderName, env: NodeJS.ProcessEnv): OAuthProviderConfig | undefined {
  const prefix = name.toUpperCase();
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  const defaults = DEFAULTS[name];
  return {
    name,
    clientId,
    clientSecret,
    authUrl: env[`${prefix}_AUTH_URL`] || defaults.authUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`] || defaults.tokenUrl,
    userInfoUrl: env[`${prefix}_USERINFO_URL`] || defaults.userInfoUrl,
    scope: env[`${prefix}_SCOPE`] || defaults.scope,
    callbackUrl: env[`${prefix}_CALLBACK_URL`] || undefined,
  };
}

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : fallback;
};

/** TRUST_PROXY: unset or 'false' (the socket address counts), 'true', a hop count, or proxy addresses/CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): IdentityConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

export function loadIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig {
  const windowMs = positive(env.RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000);
  return {
    tokenTtlSeconds: positive(env.TOKEN_TTL_SECONDS, 24 * 60 * 60),
    rememberMeTtlSeconds: positive(env.REMEMBER_ME_TTL_SECONDS, 30 * 24 * 60 * 60),
    oauth: { google: providerFromEnv('google', env), facebook: providerFromEnv('facebook', env) },
    rateLimits: {
      login: { max: positive(env.RATE_LIMIT_LOGIN_MAX, 20), windowMs },
      register: { max: positive(env.RATE_LIMIT_REGISTER_MAX, 10), windowMs },
      forgotPassword: { max: positive(env.RATE_LIMIT_FORGOT_PASSWORD_MAX, 5), windowMs },
      password: { max: positive(env.RATE_LIMIT_PASSWORD_MAX, 10), windowMs },
      trackOrder: { max: positive(env.RATE_LIMIT_TRACK_ORDER_MAX, 30), windowMs },
      newsletter: { max: positive(env.RATE_LIMIT_NEWSLETTER_MAX, 10), windowMs },
      returnPhotos: { max: positive(env.RATE_LIMIT_RETURN_PHOTOS_MAX, 30), windowMs },
      reviews: { max: positive(env.RATE_LIMIT_REVIEWS_MAX, 20), windowMs },
    },
    loginThrottle: {
      accountMaxFailures: positive(env.LOGIN_THROTTLE_ACCOUNT_MAX_FAILURES, 10),
      addressMaxFailures: positive(env.LOGIN_THROTTLE_ADDRESS_MAX_FAILURES, 5),
      baseDelayMs: positive(env.LOGIN_THROTTLE_BASE_DELAY_MS, 1000),
      maxDelayMs: positive(env.LOGIN_THROTTLE_MAX_DELAY_MS, 60 * 60 * 1000),
      windowMs: positive(env.LOGIN_THROTTLE_WINDOW_MS, 24 * 60 * 60 * 1000),
    },
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || 'teranga:rate-limit:',
    mailFrom: env.MAIL_FROM || 'Teranga <no-reply@teranga.local>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
