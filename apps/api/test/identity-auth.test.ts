import { messages } from '@teranga/messages';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { call, PASSWORD, registerAccount, startIdentityServer, uniqueEmail } from './identity-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) => call(server, 'POST', '/api/auth/register', { body });
const login = (body: Record<string, unknown>) => call(server, 'POST', '/api/auth/login', { body });

describe('register', () => {
  it('creates a customer with trimmed names, a lowercased email, the default Dakar address, and signs in', async () => {
    const email = uniqueEmail('Awa').toUpperCase();
    const answer = await register({
      firstName: '  Awa ',
      lastName: ' Diop  ',
      email: `  ${email} `,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(answer.status).toBe(201);
    const { token, user } = answer.body.data;
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      firstName: 'Awa',
      lastName: 'Diop',
      name: 'Awa Diop',
      email: email.toLowerCase(),
      role: 'customer',
      sellerStatus: null,
      phone: null,
      permissions: [],
      isEmailVerified: false,
    });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user.id).toBe(user._id);
    expect(user.addresses).toEqual([
      expect.objectContaining({
        street: "À compléter par l'utilisateur",
        city: 'Dakar',
        region: 'Dakar',
        postalCode: '12345',
        country: 'Sénégal',
        isDefault: true,
      }),
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2/i);
  });

  it('registers a seller as pending validation', async () => {
    const answer = await register({
      firstName: 'Moussa',
      lastName: 'Sow',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'seller',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.user).toMatchObject({ role: 'seller', sellerStatus: 'pending' });
  });

  it('stores one form of a Senegalese phone and refuses the same number written another way', async () => {
    const first = await register({
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      password: PASSWORD,
      phone: '77 123 45 67',
    });
    expect(first.status).toBe(201);
    expect(first.body.data.user.phone).toBe('+221771234567');
    const again = await register({
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      password: PASSWORD,
      phone: '221771234567',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: 'Un utilisateur avec cet email ou téléphone existe déjà',
    });
  });

  it("treats the app's placeholder phone as no phone, so many accounts can leave it empty", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await register({
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail(),
        password: PASSWORD,
        phone: '+221770000000',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.user.phone).toBeNull();
    }
  });

  it('answers 409 with the document message for an email already used, whatever its case', async () => {
    const { email } = await registerAccount(server);
    const answer = await register({
      firstName: 'X',
      lastName: 'Y',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Un utilisateur avec cet email ou téléphone existe déjà');
  });

  it('refuses invalid input with the validation messages letter for letter', async () => {
    const answer = await register({
      firstName: ' ',
      lastName: '',
      email: 'pas-un-email',
      password: 'abc',
      confirmPassword: 'abd',
      phone: '12345',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toEqual([
      'Le prénom est requis',
      'Le nom est requis',
      'Format email invalide',
      messages.registration.phoneInvalid,
      'Le mot de passe doit contenir : Au moins 6 caractères, Au moins une majuscule (A-Z), Au moins un chiffre (0-9)',
      'Les mots de passe ne correspondent pas',
    ]);
    expect(answer.body.message).toBe('Le prénom est requis');
    const missing = await register({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le mot de passe est requis',
    ]);
  });
});

describe('login', () => {
  it('signs in with the email, any case and spaces, and with the phone in another format', async () => {
    const account = await registerAccount(server, { phone: '+221 78 555 44 33' });
    const byEmail = await login({ emailOrPhone: `  ${account.email.toUpperCase()} `, password: PASSWORD });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.user.id).toBe(account.user.id);
    const byPhone = await login({ emailOrPhone: '785554433', password: PASSWORD });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.user.id).toBe(account.user.id);
  });

  it('gives a longer-lived token with "remember me"', async () => {
    const account = await registerAccount(server);
    const short = await login({ emailOrPhone: account.email, password: PASSWORD });
    const long = await login({ emailOrPhone: account.email, password: PASSWORD, rememberMe: true });
    const now = Date.now() / 1000;
    const shortLife = (decodeJwt(short.body.data.token).exp ?? 0) - now;
    const longLife = (decodeJwt(long.body.data.token).exp ?? 0) - now;
    expect(shortLife).toBeGreaterThan(23 * 3600);
    expect(shortLife).toBeLessThanOrEqual(24 * 3600);
    expect(longLife).toBeGreaterThan(29 * 24 * 3600);
  });

  it('answers 401 with the same message for a wrong password and an unknown account', async () => {
    const account = await registerAccount(server);
    const wrong = await login({ emailOrPhone: account.email, password: 'Wrong1234' });
    const unknown = await login({ emailOrPhone: uniqueEmail('nobody'), password: PASSWORD });
    const unknownPhone = await login({ emailOrPhone: '+221 76 000 00 01', password: PASSWORD });
    for (const answer of [wrong, unknown, unknownPhone]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Email/téléphone ou mot de passe incorrect' });
    }
  });

  it('refuses empty fields with the sign-in form messages', async () => {
    const answer = await login({ emailOrPhone: '   ', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'Veuillez saisir votre email ou téléphone',
      'Veuillez saisir votre mot de passe',
    ]);
    const short = await login({ emailOrPhone: 'a@b.sn', password: 'abc' });
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });
});

describe('session', () => {
  it('verify-token gives the user back; without a token the document message', async () => {
    const account = await registerAccount(server);
    const answer = await call(server, 'GET', '/api/auth/verify-token', { token: account.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toEqual(account.user);
    const anonymous = await call(server, 'GET', '/api/auth/verify-token');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Token d'authentification requis" });
  });

  it('logout revokes the token on the server, other sessions stay open', async () => {
    const account = await registerAccount(server);
    const other = await login({ emailOrPhone: account.email, password: PASSWORD });
    const out = await call(server, 'POST', '/api/auth/logout', { token: account.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Déconnexion réussie' });
    const after = await call(server, 'GET', '/api/auth/verify-token', { token: account.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Token expiré ou invalide. Veuillez vous reconnecter.');
    const stillIn = await call(server, 'GET', '/api/auth/verify-token', { token: other.body.data.token });
    expect(stillIn.status).toBe(200);
  });
});

describe('profile', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    call(server, 'PUT', '/api/auth/profile', { token, body });

  it('changes names and phone, keeps the email', async () => {
    const account = await registerAccount(server);
    const answer = await update(account.token, {
      firstName: ' Fatou ',
      lastName: 'Ndiaye',
      phone: '70 111 22 33',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Profil mis à jour avec succès !');
    expect(answer.body.data.user).toMatchObject({
      firstName: 'Fatou',
      lastName: 'Ndiaye',
      name: 'Fatou Ndiaye',
      phone: '+221701112233',
      email: account.email,
    });
    const cleared = await update(account.token, { phone: '' });
    expect(cleared.body.data.user.phone).toBeNull();
  });

  it('switches a customer to seller (pending validation) and back', async () => {
    const account = await registerAccount(server);
    const seller = await update(account.token, { role: 'seller' });
    expect(seller.body.data.user).toMatchObject({ role: 'seller', sellerStatus: 'pending' });
    const customer = await update(account.token, { role: 'customer' });
    expect(customer.body.data.user).toMatchObject({ role: 'customer', sellerStatus: null });
  });

  it('refuses an email change and blank names', async () => {
    const account = await registerAccount(server);
    const email = await update(account.token, { email: uniqueEmail() });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe("L'email ne peut pas être modifié");
    const blank = await update(account.token, { firstName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Le prénom est requis');
    const verify = await call(server, 'GET', '/api/auth/verify-token', { token: account.token });
    expect(verify.body.data.user.email).toBe(account.email);
    expect(verify.body.data.user.firstName).toBe('Awa');
  });

  it("refuses another account's phone with 409", async () => {
    await registerAccount(server, { phone: '+221761234500' });
    const account = await registerAccount(server);
    const answer = await update(account.token, { phone: '76 123 45 00' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Un utilisateur avec cet email ou téléphone existe déjà');
  });
});

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    call(server, 'PUT', '/api/auth/change-password', { token, body });

  it('needs the current password, applies the registration rules, then the new password signs in', async () => {
    const account = await registerAccount(server);
    const wrong = await change(account.token, { currentPassword: 'Nope12345', newPassword: 'Nouveau123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Mot de passe actuel incorrect');
    const weak = await change(account.token, { currentPassword: PASSWORD, newPassword: 'nouveau123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Le mot de passe doit contenir : Au moins une majuscule (A-Z)');
    const done = await change(account.token, { currentPassword: PASSWORD, newPassword: 'Nouveau123' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      success: true,
      message: 'Mot de passe modifié avec succès',
      data: { token: expect.any(String) },
    });
    expect((await login({ emailOrPhone: account.email, password: PASSWORD })).status).toBe(401);
    expect((await login({ emailOrPhone: account.email, password: 'Nouveau123' })).status).toBe(200);
  });
});
