import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, users } from '../src/db/schema.js';
import { loadSpecification } from '../src/http/openapi.js';
import { createResetToken } from '../src/identity/password-reset.queries.js';
import { failWrites } from './fault-injection.js';
import { startInstanceOver, type TestServer } from './helpers.js';
import {
  call,
  registerAccount,
  relaxedLimits,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

const APP_URL = 'http://boutique.test';
let provider: OAuth2Server;
let server: TestServer;
let unconfigured: TestServer;

function providerEnv(issuer: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['GOOGLE', 'FACEBOOK']) {
    env[`${name}_CLIENT_ID`] = `${name.toLowerCase()}-client`;
    env[`${name}_CLIENT_SECRET`] = `${name.toLowerCase()}-secret`;
    env[`${name}_AUTH_URL`] = `${issuer}/authorize`;
    env[`${name}_TOKEN_URL`] = `${issuer}/token`;
    env[`${name}_USERINFO_URL`] = `${issuer}/userinfo`;
  }
  return env;
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  server = await startIdentityServer({ APP_URL, ...providerEnv(provider.issuer.url ?? '') });
});
afterAll(async () => {
  await server.close();
  await unconfigured?.close();
  await provider.stop();
});

interface Flow {
  authorize: URL;
  final: URL;
  tokenRequest: Record<string, string>;
}

/**
 * The browser's round trip: our start URL → the provider's authorize page (which signs in at once) → our callback
 * (reached through the shop's public address, which the test maps back to the server) → the app.
 */
async function signInWith(
  name: 'google' | 'facebook',
  profile: Record<string, unknown>,
  options: { via?: TestServer; tamperState?: boolean; dropCookie?: boolean; nonce?: string } = {},
): Promise<Flow> {
  const query = options.nonce ? `?nonce=${options.nonce}` : '';
  const start = await fetch(`${server.url}/api/auth/${name}${query}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(new RegExp(`^teranga_oauth_${name}=`));
  expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/);

  provider.service.once('beforeUserinfo', (response) => {
    response.body = profile;
  });
  let tokenRequest: Record<string, string> = {};
  provider.service.once('beforeResponse', (_response, request) => {
    tokenRequest = { ...(request.body as Record<string, string>) };
  });
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  if (options.tamperState) back.searchParams.set('state', 'etat-falsifie');
  const callbackUrl = `${(options.via ?? server).url}${back.pathname}${back.search}`;
  const callback = await fetch(callbackUrl, {
    redirect: 'manual',
    headers: options.dropCookie ? {} : { cookie },
  });
  expect(callback.status).toBe(302);
  // The way back to the app stays on this server: a relative address, which the browser resolves on its own origin.
  const location = callback.headers.get('location') ?? '';
  expect(location).toMatch(/^\/auth\/(success|callback)/);
  return { authorize, final: new URL(location, APP_URL), tokenRequest };
}

/** The session token, which the server puts in the fragment of /auth/success (never in the query). */
const tokenOf = (final: URL): string => new URLSearchParams(final.hash.slice(1)).get('token') ?? '';

const googleProfile = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `google-${email}`,
  email,
  email_verified: true,
  given_name: 'Aminata',
  family_name: 'Fall',
  picture: 'https://photos.example/aminata.jpg',
  ...extra,
});

describe('Google sign-in', () => {
  it('runs the authorization code flow with PKCE and state, creates the account and lands on /auth/success', async () => {
    const email = uniqueEmail('google');
    const flow = await signInWith('google', googleProfile(email));

    expect(flow.authorize.origin).toBe(new URL(provider.issuer.url ?? '').origin);
    const params = flow.authorize.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('google-client');
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/api/auth/google/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('code_challenge_method')).toBe('S256');
    // The verifier sent with the code is the one whose digest was the challenge.
    const verifier = flow.tokenRequest.code_verifier ?? '';
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.get('code_challenge'));
    expect(flow.tokenRequest.client_secret).toBe('google-secret');

    expect(`${flow.final.origin}${flow.final.pathname}`).toBe(`${APP_URL}/auth/success`);
    const token = tokenOf(flow.final);
    const me = await call(server, 'GET', '/api/auth/verify-token', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({
      email,
      firstName: 'Aminata',
      lastName: 'Fall',
      role: 'customer',
      isEmailVerified: true,
      avatar: 'https://photos.example/aminata.jpg',
    });

    // Signing in again finds the same account.
    const again = await signInWith('google', googleProfile(email));
    const meAgain = await call(server, 'GET', '/api/auth/verify-token', {
      token: tokenOf(again.final),
    });
    expect(meAgain.body.data.user.id).toBe(me.body.data.user.id);
  });

  it('spends a real password check on a wrong password for an account that has none (no hint that it has none)', async () => {
    const email = uniqueEmail('sans-mot-de-passe');
    await signInWith('google', googleProfile(email));
    const withPassword = await registerAccount(server);
    const timeWrongLogin = async (emailOrPhone: string) => {
      const started = performance.now();
      const answer = await call(server, 'POST', '/api/auth/login', {
        body: { emailOrPhone, password: 'Pas-le-bon-1' },
      });
      expect(answer.status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const without: number[] = [];
    const withOne: number[] = [];
    for (let round = 0; round < 5; round++) {
      without.push(await timeWrongLogin(email));
      withOne.push(await timeWrongLogin(withPassword.email));
    }
    // An argon2id check takes tens of milliseconds; a skipped one only the database lookup (a millisecond or two).
    // A quarter leaves room for a busy machine (the PGlite run goes beside this one) and still tells the two apart.
    expect(median(without)).toBeGreaterThan(median(withOne) / 4);
  });

  it("gives the session token back in the fragment of /auth/success with the app's nonce, never in the query", async () => {
    const nonce = randomBytes(32).toString('base64url');
    const flow = await signInWith('google', googleProfile(uniqueEmail('fragment')), { nonce });
    expect(`${flow.final.origin}${flow.final.pathname}`).toBe(`${APP_URL}/auth/success`);
    expect(flow.final.search).toBe('');
    const fragment = new URLSearchParams(flow.final.hash.slice(1));
    expect(fragment.get('nonce')).toBe(nonce);
    const me = await call(server, 'GET', '/api/auth/verify-token', { token: fragment.get('token') ?? '' });
    expect(me.status).toBe(200);
  });

  it("refuses a nonce outside the contract's pattern with a French 400, before leaving for the provider", async () => {
    for (const nonce of ['court', `${'a'.repeat(30)}<script>`, 'a'.repeat(129)]) {
      const answer = await call(server, 'GET', `/api/auth/google?nonce=${encodeURIComponent(nonce)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('links to an existing account whose email was proven, which keeps its password and sessions', async () => {
    const account = await registerAccount(server);
    await server.database.db
      .update(users)
      .set({ isEmailVerified: true })
      .where(eq(users.id, account.user.id));
    const flow = await signInWith(
      'google',
      googleProfile(account.email.toUpperCase(), { sub: 'google-link-1' }),
    );
    const me = await call(server, 'GET', '/api/auth/verify-token', {
      token: tokenOf(flow.final),
    });
    expect(me.body.data.user.id).toBe(account.user.id);
    const links = await server.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, account.user.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', providerUserId: 'google-link-1' })]);
    expect(
      (
        await call(server, 'POST', '/api/auth/login', {
          body: { emailOrPhone: account.email, password: account.password },
        })
      ).status,
    ).toBe(200);
    expect((await call(server, 'GET', '/api/auth/verify-token', { token: account.token })).status).toBe(200);
  });

  it("defeats pre-hijacking: a verified Google sign-in takes over an unproven account, the attacker's password and sessions end", async () => {
    const victimEmail = uniqueEmail('victime');
    // The attacker registers the victim's address with a password of their own, and keeps a session open.
    const attacker = await registerAccount(server, { email: victimEmail, password: 'Attaquant-1' });
    expect(attacker.user.isEmailVerified).toBe(false);

    const flow = await signInWith('google', googleProfile(victimEmail, { sub: 'google-victime-1' }));
    expect(flow.final.pathname).toBe('/auth/success');
    const me = await call(server, 'GET', '/api/auth/verify-token', {
      token: tokenOf(flow.final),
    });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ id: attacker.user.id, isEmailVerified: true });

    const attackerLogin = await call(server, 'POST', '/api/auth/login', {
      body: { emailOrPhone: victimEmail, password: 'Attaquant-1' },
    });
    expect(attackerLogin.status).toBe(401);
    const attackerSession = await call(server, 'GET', '/api/wishlist', { token: attacker.token });
    expect(attackerSession.status).toBe(401);
    expect(attackerSession.body.message).toBe('Token expiré ou invalide. Veuillez vous reconnecter.');
    const [row] = await server.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('does not link an address the provider has not verified, nor one it says nothing about', async () => {
    const account = await registerAccount(server);
    for (const [sub, extra] of [
      ['google-unverified', { email_verified: false }],
      ['google-silent', { email_verified: undefined }],
    ] as const) {
      const flow = await signInWith('google', googleProfile(account.email, { sub, ...extra }));
      expect(flow.final.pathname).toBe('/auth/callback');
      expect(flow.final.searchParams.get('error')).toBe(
        "Google ne confirme pas votre adresse email, et un compte Teranga l'utilise déjà : connectez-vous avec votre email et votre mot de passe.",
      );
    }
    expect(
      await server.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.user.id)),
    ).toEqual([]);
    expect(
      (
        await call(server, 'POST', '/api/auth/login', {
          body: { emailOrPhone: account.email, password: account.password },
        })
      ).status,
    ).toBe(200);
  });

  it('creates no account without its link: a failed link write leaves no half-made account, and says so in French', async () => {
    const email = uniqueEmail('sans-lien');
    const { db } = server.database;
    const restore = await failWrites(db, {
      table: 'oauth_accounts',
      when: 'INSERT',
      condition: "NEW.provider_user_id = 'google-sans-lien'",
    });
    try {
      const flow = await signInWith('google', googleProfile(email, { sub: 'google-sans-lien' }));
      expect(flow.final.pathname).toBe('/auth/callback');
      expect(flow.final.searchParams.get('error')).toBe(
        'La connexion avec Google a échoué. Veuillez réessayer.',
      );
    } finally {
      await restore();
    }
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Once the fault is gone, the same sign-in creates the account and its link together.
    const again = await signInWith('google', googleProfile(email, { sub: 'google-sans-lien' }));
    expect(again.final.pathname).toBe('/auth/success');
  });

  it('refuses a callback whose state was changed, or that comes without the flow cookie', async () => {
    for (const options of [{ tamperState: true }, { dropCookie: true }]) {
      const flow = await signInWith('google', googleProfile(uniqueEmail()), options);
      expect(flow.final.pathname).toBe('/auth/callback');
      expect(flow.final.searchParams.get('error')).toBe(
        'La demande de connexion a expiré ou est invalide. Veuillez réessayer.',
      );
    }
  });

  it('reports a refusal at the provider, and a failed code exchange, in French', async () => {
    const refused = await fetch(`${server.url}/api/auth/google/callback?error=access_denied&state=x`, {
      redirect: 'manual',
    });
    expect(new URL(refused.headers.get('location') ?? '', APP_URL).searchParams.get('error')).toBe(
      'La connexion avec Google a été annulée ou refusée',
    );

    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const start = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' });
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const back = new URL(
      (await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })).headers.get('location') ??
        '',
    );
    const callback = await fetch(`${server.url}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(new URL(callback.headers.get('location') ?? '', APP_URL).searchParams.get('error')).toBe(
      'La connexion avec Google a échoué. Veuillez réessayer.',
    );
  });
});

describe('Facebook sign-in', () => {
  it('reads the Graph API profile (id, first_name, last_name, picture.data.url)', async () => {
    const email = uniqueEmail('facebook');
    const flow = await signInWith('facebook', {
      id: '10150000000000001',
      email,
      first_name: 'Ousmane',
      last_name: 'Ba',
      picture: { data: { url: 'https://graph.example/ousmane.jpg' } },
    });
    expect(flow.authorize.searchParams.get('client_id')).toBe('facebook-client');
    expect(flow.final.pathname).toBe('/auth/success');
    const me = await call(server, 'GET', '/api/auth/verify-token', {
      token: tokenOf(flow.final),
    });
    expect(me.body.data.user).toMatchObject({
      email,
      firstName: 'Ousmane',
      lastName: 'Ba',
      avatar: 'https://graph.example/ousmane.jpg',
    });
    const [link] = await server.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.providerUserId, '10150000000000001'));
    expect(link?.provider).toBe('facebook');
  });

  it('never links a Facebook profile (which never says the address is verified) to an existing account', async () => {
    const account = await registerAccount(server);
    const flow = await signInWith('facebook', {
      id: '10150000000000003',
      email: account.email,
      first_name: 'Awa',
      last_name: 'Diop',
    });
    expect(flow.final.searchParams.get('error')).toBe(
      "Facebook ne confirme pas votre adresse email, et un compte Teranga l'utilise déjà : connectez-vous avec votre email et votre mot de passe.",
    );
    expect(
      await server.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.user.id)),
    ).toEqual([]);
  });

  it('creates an unproven account for a new Facebook address, whose link goes once the owner proves the address by a reset', async () => {
    const email = uniqueEmail('facebook-usurpe');
    const flow = await signInWith('facebook', { id: '10150000000000004', email, first_name: 'Faux' });
    const me = await call(server, 'GET', '/api/auth/verify-token', {
      token: tokenOf(flow.final),
    });
    expect(me.body.data.user).toMatchObject({ email, isEmailVerified: false });

    // The real owner of the address resets the password from the mailed link: the unproven link goes.
    const link = await createResetToken(server.database.db, me.body.data.user.id);
    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token: link, newPassword: 'Proprietaire-1' },
    });
    expect(reset.status).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, me.body.data.user.id)),
    ).toEqual([]);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.isEmailVerified).toBe(true);
    const again = await signInWith('facebook', { id: '10150000000000004', email, first_name: 'Faux' });
    expect(again.final.pathname).toBe('/auth/callback');
  });

  it('explains that an account without an email cannot sign in', async () => {
    const flow = await signInWith('facebook', {
      id: '10150000000000002',
      first_name: 'Sans',
      last_name: 'Email',
    });
    expect(flow.final.searchParams.get('error')).toBe(
      "Votre compte Facebook ne communique pas d'adresse email : inscrivez-vous avec votre email.",
    );
  });
});

describe('across instances and without configuration', () => {
  it('finishes on a second instance a flow started on the first (nothing kept in memory)', async () => {
    const { app, url } = await startInstanceOver(server, {
      APP_URL,
      ...relaxedLimits,
      ...providerEnv(provider.issuer.url ?? ''),
    });
    try {
      const email = uniqueEmail('deux-instances');
      const flow = await signInWith('google', googleProfile(email), { via: { ...server, url } });
      expect(flow.final.pathname).toBe('/auth/success');
      const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('redirects to the app with a French error when a provider is not configured, as the contract says (302, not 503)', async () => {
    const paths = loadSpecification().paths as Record<
      string,
      { get: { responses: Record<string, unknown> } }
    >;
    for (const name of ['google', 'facebook']) {
      expect(Object.keys(paths[`/auth/${name}`]?.get.responses ?? {})).not.toContain('503');
    }
    unconfigured = await startIdentityServer({ APP_URL, GOOGLE_CLIENT_ID: '', FACEBOOK_CLIENT_ID: '' });
    for (const [name, label] of [
      ['google', 'Google'],
      ['facebook', 'Facebook'],
    ]) {
      for (const path of [`/api/auth/${name}`, `/api/auth/${name}/callback?code=x&state=y`]) {
        // call() checks the answer against openapi.yaml, which documents this 302 and no 503 any more.
        const answer = await call(unconfigured, 'GET', path);
        expect(answer.status).toBe(302);
        const location = new URL(answer.headers.get('location') ?? '', APP_URL);
        expect(answer.headers.get('location')).toMatch(/^\/auth\/callback\?/);
        expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/auth/callback`);
        expect(location.searchParams.get('error')).toBe(
          `La connexion avec ${label} n'est pas configurée sur ce serveur`,
        );
      }
    }
  });
});

describe('the providers a shop offers', () => {
  it('lists only the configured providers', async () => {
    const all = await call(server, 'GET', '/api/auth/providers');
    expect(all.status).toBe(200);
    expect(all.body.data.providers).toEqual(['google', 'facebook']);
    unconfigured ??= await startIdentityServer({ APP_URL, GOOGLE_CLIENT_ID: '', FACEBOOK_CLIENT_ID: '' });
    const none = await call(unconfigured, 'GET', '/api/auth/providers');
    expect(none.body.data.providers).toEqual([]);
  });

  it('without APP_URL, sends the provider back to the address the browser used, not localhost', async () => {
    const local = await startIdentityServer({ APP_URL: '', ...providerEnv(provider.issuer.url ?? '') });
    try {
      const start = await fetch(`${local.url}/api/auth/google`, { redirect: 'manual' });
      const authorize = new URL(start.headers.get('location') ?? '');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${local.url}/api/auth/google/callback`);
    } finally {
      await local.close();
    }
  });
});
