import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { authMachine, createAuthMachine } from '../src/auth/auth.machine.js';
import {
  hasPermission,
  selectIsAuthenticated,
  selectIsRestoring,
  selectIsSellerOrAdmin,
} from '../src/auth/auth.selectors.js';
import { clearSession, loadSession, saveSession } from '../src/auth/storage.js';
import { checkToken, decodeTokenPayload, msUntilExpiry } from '../src/auth/token.js';
import type { HeadlessClient } from '../src/client.js';
import { createMemoryStorage, type HeadlessStorage } from '../src/shared/storage.js';
import { controlledActors, FakeApiError, flush } from './support/deferred.js';
import { startAuth } from './support/persisted.js';
import { userOf } from './support/sdk-fixtures.js';
import { makeToken, tokenExpiringIn } from './support/tokens.js';
import { GRAPH_LIMIT, replay } from './support/walk.js';

const user = userOf();

describe('token checks', () => {
  it('classifies tokens as the documents say', () => {
    expect(checkToken('')).toEqual({ valid: false, problem: 'empty' });
    expect(checkToken(null)).toEqual({ valid: false, problem: 'empty' });
    expect(checkToken('abc.def')).toEqual({ valid: false, problem: 'too-short' });
    expect(checkToken('null')).toEqual({ valid: false, problem: 'placeholder' });
    expect(checkToken('undefined')).toEqual({ valid: false, problem: 'placeholder' });
    expect(checkToken('aaaaaaaaaa.bbbbbbbbbb')).toEqual({ valid: false, problem: 'malformed' });
    expect(checkToken('aaaaaaaaaa.!!!.cccccc')).toEqual({ valid: false, problem: 'malformed' });
    expect(checkToken(makeToken({ exp: 1000 }), 1_000_001)).toEqual({ valid: false, problem: 'expired' });
    expect(checkToken(makeToken({ exp: 2000 }), 1_000_000).valid).toBe(true);
    expect(checkToken(makeToken()).valid).toBe(true);
  });
  it('decodes a base64url payload with non-ASCII text', () => {
    expect(decodeTokenPayload(makeToken({ name: 'Aïssatou Ndiaye ✓' }))?.name).toBe('Aïssatou Ndiaye ✓');
    expect(msUntilExpiry(makeToken({ exp: 10 }), 4000)).toBe(6000);
    expect(msUntilExpiry(makeToken(), 4000)).toBeUndefined();
  });
});

describe('session storage', () => {
  it('keeps a remembered session in localStorage and an unremembered one in sessionStorage', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: 'tok-remembered', user, rememberMe: true });
    expect(storage.local.getItem('token')).toBe('tok-remembered');
    expect(JSON.parse(storage.local.getItem('auth-storage') ?? '{}').state).toMatchObject({
      user,
      isAuthenticated: true,
    });
    saveSession(storage, { token: 'tok-session', user, rememberMe: false });
    expect(storage.local.getItem('token')).toBeNull();
    expect(storage.session.getItem('token')).toBe('tok-session');
    expect(loadSession(storage)).toEqual({ token: 'tok-session', user, rememberMe: false });
    clearSession(storage);
    expect(loadSession(storage)).toEqual({ token: null, user: null, rememberMe: false });
  });
});

function fakeAuthClient(overrides: Partial<HeadlessClient['auth']> = {}): Pick<HeadlessClient, 'auth'> {
  return {
    auth: {
      login: vi.fn(async () => ({ token: makeToken(), user })),
      register: vi.fn(async () => ({ token: makeToken(), user })),
      verifyToken: vi.fn(async () => user),
      logout: vi.fn(async () => {}),
      updateProfile: vi.fn(async (fields) => ({ ...user, ...fields })),
      ...overrides,
    },
  };
}

describe('auth machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores a stored session with a user without calling the server', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: makeToken(), user, rememberMe: true });
    const client = fakeAuthClient();
    const actor = startAuth(createAuthMachine(client), storage);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    expect(client.auth.verifyToken).not.toHaveBeenCalled();
  });

  it('verifies a token found with no user to restore the user', async () => {
    const storage = createMemoryStorage();
    storage.session.setItem('token', makeToken());
    const client = fakeAuthClient();
    const actor = startAuth(createAuthMachine(client), storage);
    expect(selectIsRestoring(actor.getSnapshot())).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    expect(loadSession(storage).user).toEqual(user);
  });

  it('drops a token that fails verification', async () => {
    const storage = createMemoryStorage();
    storage.local.setItem('token', makeToken());
    const client = fakeAuthClient({
      verifyToken: async () => Promise.reject(new FakeApiError('Token invalide', 401)),
    });
    const actor = startAuth(createAuthMachine(client), storage);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.local.getItem('token')).toBeNull();
  });

  it.each(['null', 'undefined', 'short', 'not-a.jwt', tokenExpiringIn(-10)])(
    'discards the stored token %s',
    (token) => {
      const storage = createMemoryStorage();
      storage.local.setItem('token', token);
      saveSession(storage, { token, user, rememberMe: true });
      const actor = startAuth(createAuthMachine(fakeAuthClient()), storage);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(storage.local.getItem('token')).toBeNull();
      expect(storage.local.getItem('auth-storage')).toBeNull();
    },
  );

  it('validates before calling the server and shows the server message or the fallback on failure', async () => {
    const storage = createMemoryStorage();
    const login = vi.fn(async () => Promise.reject(new FakeApiError('', 401)));
    const actor = startAuth(createAuthMachine(fakeAuthClient({ login })), storage);
    actor.send({ type: 'LOGIN', emailOrPhone: '  ', password: '' });
    expect(actor.getSnapshot().context.error).toBe('Veuillez saisir votre email ou téléphone');
    expect(login).not.toHaveBeenCalled();
    actor.send({ type: 'LOGIN', emailOrPhone: ' awa@example.sn ', password: 'Secret1' });
    expect(login).toHaveBeenCalledWith({
      emailOrPhone: 'awa@example.sn',
      password: 'Secret1',
      rememberMe: false,
    });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Email/téléphone ou mot de passe incorrect');
    login.mockImplementationOnce(async () => Promise.reject(new FakeApiError('Compte bloqué', 401)));
    actor.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Compte bloqué');
  });

  it('stores in localStorage with remember me, sessionStorage without', async () => {
    for (const rememberMe of [true, false]) {
      const storage = createMemoryStorage();
      const actor = startAuth(createAuthMachine(fakeAuthClient()), storage);
      const signedIn = vi.fn();
      actor.on('signedIn', signedIn);
      actor.send({ type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1', rememberMe });
      await flush();
      expect(signedIn).toHaveBeenCalledWith({ type: 'signedIn', user });
      const [used, unused] = rememberMe ? [storage.local, storage.session] : [storage.session, storage.local];
      expect(used.getItem('token')).toBeTruthy();
      expect(unused.getItem('token')).toBeNull();
    }
  });

  it('registers with the normalised payload and reports a 409 fallback', async () => {
    const register = vi.fn(async () => Promise.reject(new FakeApiError('', 409)));
    const actor = startAuth(createAuthMachine(fakeAuthClient({ register })), createMemoryStorage());
    const input = {
      firstName: ' Awa ',
      lastName: 'Diop',
      email: 'AWA@example.sn',
      password: 'Secret1',
      confirmPassword: 'Secret1',
    };
    actor.send({ type: 'REGISTER', input: { ...input, confirmPassword: 'x' } });
    expect(actor.getSnapshot().context.error).toBe('Les mots de passe ne correspondent pas');
    actor.send({ type: 'REGISTER', input });
    await flush();
    expect((register.mock.calls as unknown as unknown[][])[0]?.[0]).toMatchObject({
      firstName: 'Awa',
      email: 'awa@example.sn',
      phone: '+221770000000',
    });
    expect(actor.getSnapshot().context.error).toBe('Un utilisateur avec cet email ou téléphone existe déjà');
  });

  it('logs out on a 401 with the session message and asks to go to /login', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: makeToken(), user, rememberMe: true });
    const actor = startAuth(createAuthMachine(fakeAuthClient()), storage);
    const navigate = vi.fn();
    actor.on('navigate', navigate);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.notice).toBe('Session expirée. Redirection en cours...');
    expect(navigate).toHaveBeenCalledWith({ type: 'navigate', to: '/login' });
    expect(storage.local.getItem('token')).toBeNull();
  });

  it('expires the session when the token expiry claim passes (simulated clock)', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: tokenExpiringIn(60), user, rememberMe: true });
    const actor = startAuth(createAuthMachine(fakeAuthClient()), storage);
    vi.advanceTimersByTime(59_000);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.notice).toBe('Session expirée. Redirection en cours...');
  });

  it('logs out even when the server fails, with a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage();
    saveSession(storage, { token: makeToken(), user, rememberMe: true });
    const logout = vi.fn(async () => Promise.reject(new Error('down')));
    const actor = startAuth(createAuthMachine(fakeAuthClient({ logout })), storage);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context.token).not.toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(warn).toHaveBeenCalled();
    expect(loadSession(storage).token).toBeNull();
    warn.mockRestore();
  });

  it('updates the profile, sending empty fields as absent and merging the answer', async () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: makeToken(), user, rememberMe: true });
    const client = fakeAuthClient();
    const actor = startAuth(createAuthMachine(client), storage);
    actor.send({
      type: 'UPDATE_PROFILE',
      fields: { firstName: 'Aïcha', lastName: ' ', phone: '', role: 'seller' },
    });
    expect(client.auth.updateProfile).toHaveBeenCalledWith({ firstName: 'Aïcha', role: 'seller' });
    await flush();
    expect(actor.getSnapshot().context.user).toMatchObject({
      firstName: 'Aïcha',
      lastName: 'Diop',
      role: 'seller',
    });
    expect(actor.getSnapshot().context.notice).toBe('Profil mis à jour avec succès !');
    expect(loadSession(storage).user?.firstName).toBe('Aïcha');
    expect(selectIsSellerOrAdmin(actor.getSnapshot())).toBe(true);
    expect(hasPermission({ permissions: ['products:write'] }, 'products:write')).toBe(true);
  });

  it('never sends admin as a role on profile edit', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { token: makeToken(), user, rememberMe: true });
    const client = fakeAuthClient();
    const actor = startAuth(createAuthMachine(client), storage);
    const fields = { firstName: 'Awa', role: 'admin' } as unknown as { firstName: string; role: 'seller' };
    actor.send({ type: 'UPDATE_PROFILE', fields });
    expect(client.auth.updateProfile).toHaveBeenCalledWith({ firstName: 'Awa' });
  });
});

describe('auth machine, model-based: every shortest and simple path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type AuthEvent = EventFromLogic<typeof authMachine>;
  const sessionToken = makeToken({ exp: 4_102_444_800 });
  const events = [
    { type: 'LOGIN', emailOrPhone: 'awa@example.sn', password: 'Secret1', rememberMe: true },
    { type: 'LOGIN', emailOrPhone: '', password: '' },
    {
      type: 'REGISTER',
      input: {
        firstName: 'Awa',
        lastName: 'Diop',
        email: 'awa@example.sn',
        password: 'Secret1',
        confirmPassword: 'Secret1',
      },
    },
    { type: 'SESSION_RECEIVED', token: sessionToken, user },
    { type: 'UPDATE_PROFILE', fields: { firstName: 'Aïcha' } },
    { type: 'LOGOUT' },
    { type: 'UNAUTHORIZED' },
    { type: 'xstate.done.actor.login', output: { token: sessionToken, user } },
    { type: 'xstate.error.actor.login', error: new FakeApiError('', 401) },
    { type: 'xstate.done.actor.register', output: { token: sessionToken, user } },
    { type: 'xstate.error.actor.register', error: new FakeApiError('', 409) },
    { type: 'xstate.done.actor.verifyToken', output: user },
    { type: 'xstate.error.actor.verifyToken', error: new FakeApiError('Token invalide', 401) },
    { type: 'xstate.done.actor.updateProfile', output: { ...user, firstName: 'Aïcha' } },
    { type: 'xstate.error.actor.updateProfile', error: new FakeApiError('', 500) },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('down') },
    { type: 'xstate.after.tokenExpiry.auth.signedIn' },
  ] as unknown as AuthEvent[];

  const serializeState = (snapshot: ReturnType<typeof authMachine.getInitialSnapshot>) =>
    JSON.stringify({
      value: snapshot.value,
      user: Boolean(snapshot.context.user),
      error: snapshot.context.error,
      notice: snapshot.context.notice,
    });

  const seeds: Record<string, (storage: HeadlessStorage) => void> = {
    'empty storage': () => {},
    'stored session': (storage) => saveSession(storage, { token: sessionToken, user, rememberMe: true }),
    'token without user': (storage) => storage.local.setItem('token', sessionToken),
  };

  for (const [seedName, seed] of Object.entries(seeds)) {
    const modelStorage = createMemoryStorage();
    seed(modelStorage);
    const options = {
      events,
      serializeState,
      input: { session: loadSession(modelStorage) },
      limit: GRAPH_LIMIT,
    };
    // Simple paths over the state values alone (messages left out) keep the walk to a few hundred paths.
    const coarse = (snapshot: ReturnType<typeof authMachine.getInitialSnapshot>) =>
      JSON.stringify([snapshot.value, Boolean(snapshot.context.user)]);
    const paths = [
      ...getShortestPaths(authMachine, options).map((path) => ({ ...path, serialize: serializeState })),
      ...getSimplePaths(authMachine, { ...options, serializeState: coarse }).map((path) => ({
        ...path,
        serialize: coarse,
      })),
    ];

    it(`covers the reachable states from ${seedName}`, () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached.size).toBeGreaterThan(1);
    });

    it.each(
      paths.map(
        (path, i) => [i, path.steps.map((s) => s.event.type).join(' → ') || '(initial)', path] as const,
      ),
    )(`${seedName} path %i: %s`, async (_i, _name, path) => {
      const storage = createMemoryStorage();
      seed(storage);
      const control = controlledActors(['login', 'register', 'verifyToken', 'logout', 'updateProfile']);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const actor = startAuth(
        authMachine.provide({ actors: control.actors as never, delays: { tokenExpiry: 1000 } }),
        storage,
      );
      for (const step of path.steps) {
        await replay(
          actor,
          step.event,
          control,
          (ms) => void vi.advanceTimersByTime(ms),
          () => 1000,
          flush,
        );
        expect(path.serialize(actor.getSnapshot())).toBe(path.serialize(step.state));
        // The storage always mirrors the signed-in state.
        expect(loadSession(storage).token).toBe(actor.getSnapshot().context.token);
        expect(selectIsAuthenticated(actor.getSnapshot())).toBe(actor.getSnapshot().matches('signedIn'));
      }
      warn.mockRestore();
      actor.stop();
    });
  }
});
