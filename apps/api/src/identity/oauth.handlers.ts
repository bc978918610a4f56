import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { identityMessages as m, operatorMessages } from '@teranga/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Handlers, OperationRequest } from '../http/handler-map.js';
import type { ServiceContext } from '../http/service.js';
import type { OAuthProviderConfig, OAuthProviderName } from './identity-config.js';
import { type AccountOutcome, accountFor, type ProviderProfile } from './oauth-accounts.queries.js';
import { TokenService } from './tokens.js';
import { normalizeEmail } from './user-contact.js';

const LABELS: Record<OAuthProviderName, string> = { google: 'Google', facebook: 'Facebook' };
/** Time a user has to sign in at the provider before the round trip is refused. */
const FLOW_TTL_SECONDS = 10 * 60;
const PROVIDER_TIMEOUT_MS = 10_000;

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

export function readProfile(raw: Record<string, unknown>): ProviderProfile | undefined {
  const providerUserId = str(raw.sub) ?? str(raw.id);
  if (!providerUserId) return undefined;
  const email = str(raw.email);
  const [nameFirst = '', ...nameRest] = (str(raw.name) ?? '').split(/\s+/);
  const picture = raw.picture;
  const avatar =
    str(picture) ?? str((picture as { data?: { url?: unknown } } | undefined)?.data?.url) ?? null;
  return {
    providerUserId,
    email: email ? normalizeEmail(email) : undefined,
    // Only an explicit yes proves the address: Facebook's Graph API never says, so its addresses count as unproven.
    emailVerified: raw.email_verified === true || raw.email_verified === 'true',
    firstName: (str(raw.given_name) ?? str(raw.first_name) ?? nameFirst) || (email?.split('@')[0] ?? ''),
    lastName: str(raw.family_name) ?? str(raw.last_name) ?? nameRest.join(' '),
    avatar,
  };
}

const base64url = (buffer: Buffer): string => buffer.toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Google and Facebook sign-in: OAuth 2.0 authorization code with PKCE (S256) and a state. Nothing is kept in the
 * server's memory: the state, the code verifier and the app's nonce travel in a short-lived, signed, HttpOnly cookie
 * scoped to the callback, so any instance can finish a flow another one started.
 */
export function createOAuthHandlers(
  ctx: ServiceContext,
): Handlers<'authProviders' | 'googleAuth' | 'googleCallback' | 'facebookAuth' | 'facebookCallback'> {
  const { config } = ctx;
  const { db } = ctx.database;
  const tokens = new TokenService(config.jwtSecret, db);
  const flowKey = new TextEncoder().encode(`${config.jwtSecret}:oauth-flow`);
  const secureCookie = config.appUrl.startsWith('https://');

  // Without APP_URL the provider sends the shopper back to the address they started from (127.0.0.1 stays
  // 127.0.0.1), so the flow cookie, the stored cart and the sign-in nonce are all still there.
  const publicOrigin = (request: FastifyRequest) =>
    config.appUrlConfigured ? config.appUrl : `${request.protocol}://${request.host}`;
  const callbackUrl = (provider: OAuthProviderConfig, request: FastifyRequest) =>
    provider.callbackUrl ?? `${publicOrigin(request)}/api/auth/${provider.name}/callback`;
  const cookieName = (name: OAuthProviderName) => `teranga_oauth_${name}`;
  const cookie = (name: OAuthProviderName, value: string, maxAge: number) =>
    [
      `${cookieName(name)}=${encodeURIComponent(value)}`,
      `Path=/api/auth/${name}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secureCookie ? ['Secure'] : []),
    ].join('; ');

  // Errors carry no secret and may travel in the query; the session token travels only in the fragment, which the
  // browser sends to no server (no access log, no Referer) and which the app reads next to its own nonce.
  // Both stay on this server, so they are relative: the browser keeps the origin it came with.
  const failTo = (reply: FastifyReply, error: string) =>
    reply.redirect(`/auth/callback?${new URLSearchParams({ error })}`, 302);
  const succeedTo = (reply: FastifyReply, token: string, nonce: string | undefined) =>
    reply.redirect(`/auth/success#${new URLSearchParams({ token, ...(nonce ? { nonce } : {}) })}`, 302);

  async function start(
    name: OAuthProviderName,
    request: OperationRequest<'googleAuth' | 'facebookAuth'>,
    reply: FastifyReply,
  ) {
    const provider = config.identity.oauth[name];
    if (!provider) return failTo(reply, m.oauthNotConfigured(LABELS[name]));
    const state = base64url(randomBytes(32));
    const verifier = base64url(randomBytes(48));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    // The app's nonce (checked against openapi.yaml's pattern) rides in the signed cookie, back to the app on success.
    const { nonce } = request.query;
    const flow = await new SignJWT({ state, verifier, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
      .sign(flowKey);
    const url = new URL(provider.authUrl);
    url.search = new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: callbackUrl(provider, request),
      scope: provider.scope,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    reply.header('set-cookie', cookie(name, flow, FLOW_TTL_SECONDS));
    reply.header('cache-control', 'no-store');
    return reply.redirect(url.toString(), 302);
  }

  /** The flow this browser started (PKCE verifier, the app's nonce) when the state matches its signed cookie. */
  async function flowFor(request: FastifyRequest, name: OAuthProviderName, state: string | undefined) {
    const flow = readCookie(request, cookieName(name));
    if (!flow || !state) return undefined;
    try {
      const { payload } = await jwtVerify(flow, flowKey, { algorithms: ['HS256'] });
      const { state: expected, verifier, nonce } = payload as Record<string, unknown>;
      if (typeof expected !== 'string' || typeof verifier !== 'string') return undefined;
      if (!sameText(expected, state)) return undefined;
      return { verifier, nonce: typeof nonce === 'string' ? nonce : undefined };
    } catch {
      return undefined;
    }
  }

  async function fetchProfile(
    provider: OAuthProviderConfig,
    request: FastifyRequest,
    code: string,
    verifier: string,
  ) {
    const tokenResponse = await fetch(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl(provider, request),
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const grant = (await tokenResponse.json().catch(() => ({}))) as { access_token?: unknown };
    if (!tokenResponse.ok || typeof grant.access_token !== 'string') return undefined;
    const userInfo = await fetch(provider.userInfoUrl, {
      headers: { authorization: `Bearer ${grant.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!userInfo.ok) return undefined;
    const raw = (await userInfo.json().catch(() => undefined)) as unknown;
    return typeof raw === 'object' && raw !== null ? readProfile(raw as Record<string, unknown>) : undefined;
  }

  async function finish(
    name: OAuthProviderName,
    request: OperationRequest<'googleCallback' | 'facebookCallback'>,
    reply: FastifyReply,
  ) {
    const label = LABELS[name];
    const provider = config.identity.oauth[name];
    reply.header('set-cookie', cookie(name, '', 0));
    reply.header('cache-control', 'no-store');
    if (!provider) return failTo(reply, m.oauthNotConfigured(label));
    const { query } = request;
    if (query.error) return failTo(reply, m.oauthRefused(label));
    const flow = await flowFor(request, name, query.state);
    if (!flow) return failTo(reply, m.oauthStateInvalid);
    if (!query.code) return failTo(reply, m.oauthFailed(label));

    let profile: ProviderProfile | undefined;
    try {
      profile = await fetchProfile(provider, request, query.code, flow.verifier);
    } catch (error) {
      request.log.warn({ err: error, provider: name }, operatorMessages.logs.oauthExchangeFailed);
    }
    if (!profile) return failTo(reply, m.oauthFailed(label));
    if (!profile.email) return failTo(reply, m.oauthNoEmail(label));
    let outcome: AccountOutcome;
    try {
      outcome = await accountFor(db, name, { ...profile, email: profile.email });
    } catch (error) {
      // The browser is mid-redirect: it lands in the app with a French message, never on a raw error page.
      request.log.error({ err: error, provider: name }, operatorMessages.logs.oauthAccountFailed);
      outcome = { refusal: 'failed' };
    }
    if ('refusal' in outcome) {
      return failTo(
        reply,
        outcome.refusal === 'emailUnproven' ? m.oauthEmailUnproven(label) : m.oauthFailed(label),
      );
    }
    const token = await tokens.issue(outcome.user, config.identity.tokenTtlSeconds);
    return succeedTo(reply, token, flow.nonce);
  }

  const configured = (Object.keys(LABELS) as OAuthProviderName[]).filter(
    (name) => config.identity.oauth[name],
  );

  return {
    authProviders: async () => ({ success: true as const, data: { providers: configured } }),
    googleAuth: (request, reply) => start('google', request, reply),
    googleCallback: (request, reply) => finish('google', request, reply),
    facebookAuth: (request, reply) => start('facebook', request, reply),
    facebookCallback: (request, reply) => finish('facebook', request, reply),
  };
}
