import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordCount } from '../src/identity/common-passwords.js';
import { createResetToken } from '../src/identity/password-reset.queries.js';
import type { TestServer } from './helpers.js';
import { call, PASSWORD, registerAccount, startIdentityServer, uniqueEmail } from './identity-helpers.js';

const TOO_COMMON = 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner';
const UPPERCASE_MISSING = 'Le mot de passe doit contenir : Au moins une majuscule (A-Z)';
/** On the list, and each meets the documents' rules (6+ characters for register, 8+ for reset, A-Z, a-z, 0-9). */
const COMMON_BUT_RULE_ABIDING = ['Password1', 'aZERTY123', 'QwErTy123', 'SUNSHINe1', 'Iloveyou1'];
const STRONG = 'Thieboudienne7';

let server: TestServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

const register = (password: string) =>
  call(server, 'POST', '/api/auth/register', {
    body: { firstName: 'Awa', lastName: 'Diop', email: uniqueEmail(), password },
  });

describe('common passwords', () => {
  it('ships a list of at least 10,000 common passwords', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses on register, in any case, the common passwords that meet the documents’ rules; a strong one passes', async () => {
    for (const password of COMMON_BUT_RULE_ABIDING) {
      const answer = await register(password);
      expect(answer.status, password).toBe(400);
      expect(answer.body).toEqual({ success: false, message: TOO_COMMON, errors: [TOO_COMMON] });
    }
    expect((await register(STRONG)).status).toBe(201);
  });

  it('keeps the documents’ message first when a common password also breaks their rules', async () => {
    const answer = await register('password1');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(UPPERCASE_MISSING);
    expect(answer.body.errors).toEqual([UPPERCASE_MISSING, TOO_COMMON]);
  });

  it('refuses common passwords on reset-password with a valid token, which then still sets a strong one', async () => {
    const account = await registerAccount(server);
    const token = await createResetToken(server.database.db, account.user.id);
    for (const newPassword of COMMON_BUT_RULE_ABIDING) {
      const answer = await call(server, 'POST', '/api/auth/reset-password', { body: { token, newPassword } });
      expect(answer.status, newPassword).toBe(400);
      expect(answer.body.message).toBe(TOO_COMMON);
    }
    const done = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: STRONG },
    });
    expect(done.status).toBe(200);
    const login = await call(server, 'POST', '/api/auth/login', {
      body: { emailOrPhone: account.email, password: STRONG },
    });
    expect(login.status).toBe(200);
  });

  it('refuses common passwords on change-password and keeps the old one; a strong one passes', async () => {
    const account = await registerAccount(server);
    for (const newPassword of COMMON_BUT_RULE_ABIDING) {
      const answer = await call(server, 'PUT', '/api/auth/change-password', {
        token: account.token,
        body: { currentPassword: PASSWORD, newPassword },
      });
      expect(answer.status, newPassword).toBe(400);
      expect(answer.body).toEqual({ success: false, message: TOO_COMMON, errors: [TOO_COMMON] });
    }
    const changed = await call(server, 'PUT', '/api/auth/change-password', {
      token: account.token,
      body: { currentPassword: PASSWORD, newPassword: STRONG },
    });
    expect(changed.status).toBe(200);
  });
});
