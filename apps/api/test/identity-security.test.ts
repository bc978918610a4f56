import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import type { TestServer } from './helpers.js';
import {
  type Answer,
  type CallOptions,
  call,
  type Json,
  PASSWORD,
  registerAccount,
  startIdentityServer,
  uniqueEmail,
} from './identity-helpers.js';

let server: TestServer;
const statuses: Array<{ what: string; status: number }> = [];
const secret = loadConfig().jwtSecret;
const INVALID = 'Token expiré ou invalide. Veuillez vous reconnecter.';

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

/** Every call of this file goes through here, so the last test can say none of them was a 5xx. */
async function send(method: string, path: string, options: CallOptions = {}): Promise<Answer<Json>> {
  const answer = await call(server, method, path, options);
  statuses.push({ what: `${method} ${path}`, status: answer.status });
  return answer;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (claims: Record<string, unknown>, key = secret, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(key));
const claimsFor = (userId: string, expiresIn = 3600) => ({
  sub: userId,
  iss: 'teranga',
  jti: randomUUID(),
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + expiresIn,
});

describe('tokens', () => {
  it('accepts a well-signed token (so the refusals below are about the flaw, not the setup)', async () => {
    const account = await registerAccount(server);
    const token = await sign(claimsFor(account.user.id));
    expect((await send('GET', '/api/auth/verify-token', { token })).status).toBe(200);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const victim = await registerAccount(server);
    const attacker = await registerAccount(server);
    const [header, , signature] = attacker.token.split('.');
    const forged = `${header}.${b64(claimsFor(victim.user.id))}.${signature}`;
    const answer = await send('GET', '/api/auth/verify-token', { token: forged });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: INVALID });
  });

  it('refuses a token with alg none', async () => {
    const account = await registerAccount(server);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsFor(account.user.id))}.`;
    const answer = await send('GET', '/api/auth/verify-token', { token: unsigned });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(INVALID);
  });

  it('refuses an expired token, one signed with another key, and one with another algorithm', async () => {
    const account = await registerAccount(server);
    const tokens = [
      await sign(claimsFor(account.user.id, -60)),
      await sign(claimsFor(account.user.id), 'not-the-server-secret-at-all'),
      await sign(claimsFor(account.user.id), secret, 'HS512'),
    ];
    for (const token of tokens) {
      const answer = await send('GET', '/api/auth/verify-token', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(INVALID);
    }
  });

  it('refuses a revoked token everywhere after logout', async () => {
    const account = await registerAccount(server);
    expect((await send('POST', '/api/auth/logout', { token: account.token })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/auth/verify-token'],
      ['GET', '/api/wishlist'],
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const answer = await send(method, path, {
        token: account.token,
        body: method === 'PUT' ? { firstName: 'X' } : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe(INVALID);
    }
  });

  it('refuses the token of a deleted account, garbage, and a header that is not a bearer token', async () => {
    const account = await registerAccount(server);
    await server.database.db.delete(users).where(eq(users.id, account.user.id));
    expect((await send('GET', '/api/auth/verify-token', { token: account.token })).body.message).toBe(
      INVALID,
    );
    expect((await send('GET', '/api/auth/verify-token', { token: 'abc.def.ghi' })).body.message).toBe(
      INVALID,
    );
    const basic = await send('GET', '/api/auth/verify-token', {
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(basic.status).toBe(401);
    expect(basic.body.message).toBe("Token d'authentification requis");
  });
});

describe('role escalation', () => {
  it('never creates an admin through register, nor trusts status or permission fields', async () => {
    const email = uniqueEmail('escalate');
    const admin = await send('POST', '/api/auth/register', {
      body: { firstName: 'Eve', lastName: 'Root', email, password: PASSWORD, role: 'admin' },
    });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe('Type de compte invalide : choisissez client ou vendeur');
    expect(
      (await send('POST', '/api/auth/login', { body: { emailOrPhone: email, password: PASSWORD } })).status,
    ).toBe(401);

    const sneaky = await send('POST', '/api/auth/register', {
      body: {
        firstName: 'Eve',
        lastName: 'Root',
        email,
        password: PASSWORD,
        role: 'seller',
        sellerStatus: 'approved',
        permissions: ['admin'],
        isEmailVerified: true,
      },
    });
    expect([201, 400]).toContain(sneaky.status);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    if (row) {
      expect(row).toMatchObject({
        role: 'seller',
        sellerStatus: 'pending',
        permissions: [],
        isEmailVerified: false,
      });
    }
  });

  it('never makes an admin, nor approves a seller, through the profile', async () => {
    const account = await registerAccount(server);
    const answer = await send('PUT', '/api/auth/profile', { token: account.token, body: { role: 'admin' } });
    expect(answer.status).toBe(400);
    await send('PUT', '/api/auth/profile', {
      token: account.token,
      body: { role: 'seller', sellerStatus: 'approved', permissions: ['admin'] },
    });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.role).not.toBe('admin');
    expect(row?.sellerStatus).not.toBe('approved');
    expect(row?.permissions).toEqual([]);
    const staff = await send('GET', '/api/admin/sellers', { token: account.token });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Accès réservé aux administrateurs');
  });
});

describe('SQL and HTML in text fields', () => {
  const sql = "Robert'); DROP TABLE users;--";
  const html = '<script>alert("x")</script>';

  it('are stored as text and returned intact in names, notes, login and reset fields', async () => {
    const email = `o'hara--${randomUUID().slice(0, 8)}@example.sn`;
    const registered = await send('POST', '/api/auth/register', {
      body: { firstName: html, lastName: sql, email, password: PASSWORD },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.headers.get('content-type')).toMatch(/^application\/json/);
    expect(registered.body.data.user).toMatchObject({ firstName: html, lastName: sql, email });
    const { token } = registered.body.data;

    const profile = await send('PUT', '/api/auth/profile', {
      token,
      body: { firstName: sql, lastName: html },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({ firstName: sql, lastName: html });

    for (const emailOrPhone of ["' OR '1'='1", "admin'--", '<b>x</b>@x.sn', '1; SELECT pg_sleep(5)']) {
      const answer = await send('POST', '/api/auth/login', {
        body: { emailOrPhone, password: "' OR '1'='1" },
      });
      expect(answer.status).toBe(401);
    }
    const forgot = await send('POST', '/api/auth/forgot-password', {
      body: { email: "x'; DROP TABLE users;--@a.sn" },
    });
    expect([200, 400]).toContain(forgot.status);
    const reset = await send('POST', '/api/auth/reset-password', {
      body: { token: "' OR 1=1 --", newPassword: 'Whatever123' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('Token de réinitialisation invalide.');

    // The users table is still there and still answers.
    const again = await send('POST', '/api/auth/login', {
      body: { emailOrPhone: email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.user.firstName).toBe(sql);
  });
});

describe('malformed and oversize requests', () => {
  it('answers 413 with a French message for a body over the limit', async () => {
    const huge = 'a'.repeat(2 * 1024 * 1024);
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/forgot-password']) {
      // openapi.yaml documents 413 for uploads only: this abuse is outside the contract on purpose.
      const answer = await send('POST', path, {
        body: { firstName: huge, emailOrPhone: huge, email: huge },
        unchecked: true,
      });
      expect(answer.status, path).toBe(413);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toBe('Requête trop volumineuse (1 Mo maximum)');
    }
  });

  it('answers 4xx to broken JSON, arrays, wrong types and operator objects', async () => {
    const bodies: Array<CallOptions> = [
      { raw: '{"emailOrPhone": "a@b.sn", "password": ' },
      { raw: '[1,2,3]' },
      { raw: '{"__proto__": {"role": "admin"}, "emailOrPhone": "a@b.sn", "password": "Secret123"}' },
      { body: { emailOrPhone: { $ne: null }, password: { $gt: '' } } },
      { body: { emailOrPhone: ['a@b.sn'], password: 123456 } },
      { raw: 'emailOrPhone=a&password=b', headers: { 'content-type': 'text/plain' } },
    ];
    for (const options of bodies) {
      const answer = await send('POST', '/api/auth/login', options);
      expect(answer.status, JSON.stringify(options)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const typed = await send('POST', '/api/auth/login', {
      body: { emailOrPhone: { $ne: null }, password: { $gt: '' } },
    });
    // The contract's types are checked before the form's rules (issue 34): an operator object is no text.
    expect(typed.body.errors).toEqual([
      'Le champ « emailOrPhone » doit être un texte',
      'Le champ « password » doit être un texte',
    ]);
  });

  it('never answered a 5xx in this file', () => {
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((entry) => entry.status >= 500)).toEqual([]);
  });
});
