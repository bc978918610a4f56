import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTerangaClient } from '../src/index.js';
import { TOKEN, user } from './fixtures.js';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const sdk = () => createTerangaClient({ baseUrl: `${server.url}/api`, getToken: () => TOKEN });
const credentials = { emailOrPhone: 'awa@example.sn', password: 'Secret1', rememberMe: true };
const registration = { firstName: 'Awa', lastName: 'Diop', email: 'awa@example.sn', password: 'Secret1' };

describe('login', () => {
  it('posts the payload and returns the token and user of data', async () => {
    server.on('POST', '/api/auth/login', { json: { success: true, data: { token: TOKEN, user } } });
    expect(await sdk().auth.login(credentials)).toEqual({ token: TOKEN, user });
    expect(server.requests[0]?.json).toEqual(credentials);
  });

  it("on 401 says the server's message", async () => {
    server.on('POST', '/api/auth/login', { status: 401, json: { success: false, message: 'Compte bloqué' } });
    await expect(sdk().auth.login(credentials)).rejects.toMatchObject({
      status: 401,
      message: 'Compte bloqué',
    });
  });

  it('on 401 without a message says the credentials are wrong', async () => {
    server.on('POST', '/api/auth/login', { status: 401, json: { success: false } });
    await expect(sdk().auth.login(credentials)).rejects.toThrow('Email/téléphone ou mot de passe incorrect');
  });

  it('on another failure says Erreur {status}: {statusText}', async () => {
    server.on('POST', '/api/auth/login', { status: 502, statusText: 'Bad Gateway', text: '' });
    await expect(sdk().auth.login(credentials)).rejects.toThrow('Erreur 502: Bad Gateway');
  });
});

describe('register', () => {
  it('returns the token and user of a 201', async () => {
    server.on('POST', '/api/auth/register', {
      status: 201,
      json: { success: true, data: { token: TOKEN, user } },
    });
    expect((await sdk().auth.register(registration)).token).toBe(TOKEN);
  });

  it("on 409 says the server's message, else that the user exists", async () => {
    server.on('POST', '/api/auth/register', {
      status: 409,
      json: { success: false, message: 'Email déjà utilisé' },
    });
    await expect(sdk().auth.register(registration)).rejects.toThrow('Email déjà utilisé');
    server.on('POST', '/api/auth/register', { status: 409, json: {} });
    await expect(sdk().auth.register(registration)).rejects.toThrow(
      'Un utilisateur avec cet email ou téléphone existe déjà',
    );
  });
});

describe('verify-token', () => {
  it('on 401 asks to sign in again', async () => {
    server.on('GET', '/api/auth/verify-token', { status: 401, json: { success: false, message: 'x' } });
    await expect(sdk().auth.verifyToken()).rejects.toThrow(
      'Token expiré ou invalide. Veuillez vous reconnecter.',
    );
  });

  it('on 404 says the endpoint is missing', async () => {
    server.on('GET', '/api/auth/verify-token', { status: 404, text: 'Not Found' });
    await expect(sdk().auth.verifyToken()).rejects.toThrow('Endpoint de vérification non trouvé.');
  });

  it('on another status gives the status and the text', async () => {
    server.on('GET', '/api/auth/verify-token', { status: 500, text: 'base indisponible' });
    await expect(sdk().auth.verifyToken()).rejects.toThrow('Erreur serveur (500): base indisponible');
  });
});

describe('passwords', () => {
  it('forgot-password sends the email and returns the message', async () => {
    const message = 'Un email de réinitialisation a été envoyé à votre adresse.';
    server.on('POST', '/api/auth/forgot-password', { json: { success: true, message } });
    expect(await sdk().auth.forgotPassword('awa@example.sn')).toEqual({ message });
    expect(server.requests[0]?.json).toEqual({ email: 'awa@example.sn' });
  });

  it('forgot-password failure without a message says an error occurred', async () => {
    server.on('POST', '/api/auth/forgot-password', { status: 500, json: {} });
    await expect(sdk().auth.forgotPassword('awa@example.sn')).rejects.toThrow('Une erreur est survenue.');
  });

  it('reset-password sends token and new password', async () => {
    server.on('POST', '/api/auth/reset-password', {
      status: 400,
      json: { success: false, message: 'Token de réinitialisation invalide.' },
    });
    await expect(sdk().auth.resetPassword({ token: 'abc', newPassword: 'NouveauMdp1' })).rejects.toThrow(
      'Token de réinitialisation invalide.',
    );
    expect(server.requests[0]?.json).toEqual({ token: 'abc', newPassword: 'NouveauMdp1' });
  });

  it('change-password puts both passwords with the token and returns the fresh token that replaces it', async () => {
    server.on('PUT', '/api/auth/change-password', {
      json: {
        success: true,
        message: 'Mot de passe modifié avec succès',
        data: { token: 'nouveau.jeton.signe' },
      },
    });
    await expect(
      sdk().auth.changePassword({ currentPassword: 'Secret1', newPassword: 'Secret2' }),
    ).resolves.toEqual({ message: 'Mot de passe modifié avec succès', token: 'nouveau.jeton.signe' });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('profile and logout', () => {
  it('updateProfile returns the user of data.user', async () => {
    server.on('PUT', '/api/auth/profile', {
      json: { success: true, data: { user: { ...user, firstName: 'Aïssatou' } } },
    });
    expect((await sdk().auth.updateProfile({ firstName: 'Aïssatou', role: 'seller' })).firstName).toBe(
      'Aïssatou',
    );
    expect(server.requests[0]?.json).toEqual({ firstName: 'Aïssatou', role: 'seller' });
  });

  it('logout posts with the token and only warns when the server fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.on('POST', '/api/auth/logout', { status: 500, json: { success: false } });
    await expect(sdk().auth.logout()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    warn.mockRestore();
  });

  it('providerUrl carries the nonce the app kept, for the server to give back next to the token', () => {
    expect(sdk().auth.providerUrl('google', { nonce: 'q3Jz-_abcdefghijklmnopqrstuv' })).toBe(
      `${server.url}/api/auth/google?nonce=q3Jz-_abcdefghijklmnopqrstuv`,
    );
  });

  it('providerUrl points at the API', () => {
    expect(sdk().auth.providerUrl('facebook')).toBe(`${server.url}/api/auth/facebook`);
  });
});
