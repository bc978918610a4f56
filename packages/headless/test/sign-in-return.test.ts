import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { EventFromLogic } from 'xstate';
import type { HeadlessUser } from '../src/client.js';
import { memoryStorage, STORAGE_KEYS } from '../src/shared/storage.js';
import {
  createSignInReturnMachine,
  parseUserParam,
  readSignInReturn,
  type SignInReturnInput,
  signInReturnMachine,
  verificationErrorMessage,
} from '../src/sign-in-return/sign-in-return.machine.js';
import {
  selectSignInReturnError,
  selectSignInReturnStatus,
} from '../src/sign-in-return/sign-in-return.selectors.js';
import { restoreSignInReturn } from '../src/sign-in-return/sign-in-return.storage.js';
import { beginSocialSignIn } from '../src/sign-in-return/social-sign-in.js';
import { controlledActors, FakeApiError, flush } from './support/deferred.js';
import { createSignInReturn } from './support/persisted.js';
import { makeToken } from './support/tokens.js';
import { GRAPH_LIMIT, replay } from './support/walk.js';

const user = { _id: '0123456789abcdef01234567', email: 'awa@example.sn' };
const token = makeToken();
/** This tab started the sign-in: the nonce kept before leaving for the provider. */
const NONCE = 'q3Jz-_nonce-de-cet-onglet-0123456789abcdef';
const sessionWithNonce = () => {
  const session = memoryStorage();
  session.setItem(STORAGE_KEYS.signInNonce, NONCE);
  return session;
};
/** What our server sends back: the token and the nonce in the fragment. */
const success = (extra = '') => `/auth/success${extra}#token=${token}&nonce=${NONCE}`;

function start(
  url: string,
  verify: Mock<(token: string) => Promise<HeadlessUser>> = vi.fn(async () => user),
  storage = memoryStorage(),
  nonceStorage = sessionWithNonce(),
) {
  const actor = createSignInReturn(createSignInReturnMachine(verify), url, storage, nonceStorage);
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, verify, storage, nonceStorage };
}

describe('sign-in return', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads error and user from the query, the token and its nonce from the fragment only', () => {
    expect(readSignInReturn(`/auth/success#token=${token}&nonce=${NONCE}`)).toEqual({
      token,
      error: null,
      user: null,
      nonce: NONCE,
      tokenInQuery: false,
    });
    expect(readSignInReturn(`/auth/success?token=${token}`)).toMatchObject({
      token: null,
      tokenInQuery: true,
    });
    expect(readSignInReturn('/auth/callback?error=Refus%C3%A9').error).toBe('Refusé');
    expect(parseUserParam(encodeURIComponent(JSON.stringify(user)))).toEqual(user);
    expect(parseUserParam('{"email":"x"}')).toBeUndefined();
    expect(parseUserParam('not json')).toBeUndefined();
  });

  it('verifies the token, announces the session and goes to the stored path after 1.5 s', async () => {
    const storage = memoryStorage();
    storage.setItem('redirectAfterLogin', '/cart');
    const { actor, emitted, verify, nonceStorage } = start(success(), undefined, storage);
    expect(selectSignInReturnStatus(actor.getSnapshot())).toBe('loading');
    await flush();
    expect(verify).toHaveBeenCalledWith(token);
    expect(selectSignInReturnStatus(actor.getSnapshot())).toBe('success');
    expect(emitted).toEqual([{ type: 'signedIn', token, user }]);
    vi.advanceTimersByTime(1499);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted[1]).toEqual({ type: 'navigate', to: '/cart' });
    expect(storage.getItem('redirectAfterLogin')).toBeNull();
    expect(nonceStorage.getItem(STORAGE_KEYS.signInNonce)).toBeNull();
  });

  it.each([
    ['a token in the query (the old redirect, or any site linking there)', `/auth/success?token=${token}`],
    ['a token in the query even with the right nonce', `/auth/success?token=${token}#nonce=${NONCE}`],
    ['a token without a nonce', `/auth/success#token=${token}`],
    ['a token with another nonce', `/auth/success#token=${token}&nonce=autre-nonce-0123456789abcdef`],
  ])("login CSRF: %s is not adopted and shows the document's error", async (_case, url) => {
    const { actor, emitted, verify } = start(url);
    await flush();
    expect(verify).not.toHaveBeenCalled();
    expect(selectSignInReturnStatus(actor.getSnapshot())).toBe('error');
    expect(selectSignInReturnError(actor.getSnapshot())).toBe('Une erreur est survenue lors de la connexion');
    vi.advanceTimersByTime(3000);
    expect(emitted).toEqual([{ type: 'navigate', to: '/login' }]);
  });

  it('login CSRF: a token with its nonce is refused when this browser started no sign-in (nothing stored)', async () => {
    const { actor, emitted, verify } = start(success(), undefined, undefined, memoryStorage());
    await flush();
    expect(verify).not.toHaveBeenCalled();
    expect(selectSignInReturnError(actor.getSnapshot())).toBe('Une erreur est survenue lors de la connexion');
    expect(emitted.some((event) => (event as { type: string }).type === 'signedIn')).toBe(false);
  });

  it('beginSocialSignIn keeps a fresh random nonce the return screen then accepts once', async () => {
    const session = memoryStorage();
    const nonce = beginSocialSignIn(session);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(beginSocialSignIn(memoryStorage())).not.toBe(nonce);
    expect(session.getItem(STORAGE_KEYS.signInNonce)).toBe(nonce);
    const url = `/auth/success#token=${token}&nonce=${nonce}`;
    const first = start(url, undefined, undefined, session);
    await flush();
    expect(selectSignInReturnStatus(first.actor.getSnapshot())).toBe('success');
    // Replaying the same address (history, a shared link) finds no nonce any more.
    const replay = start(url, undefined, undefined, session);
    await flush();
    expect(selectSignInReturnStatus(replay.actor.getSnapshot())).toBe('error');
  });

  it('uses a user given in the URL and goes to / by default', () => {
    const { actor, emitted, verify } = start(success(`?user=${encodeURIComponent(JSON.stringify(user))}`));
    expect(verify).not.toHaveBeenCalled();
    expect(selectSignInReturnStatus(actor.getSnapshot())).toBe('success');
    vi.advanceTimersByTime(1500);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/' });
  });

  it.each([
    ['/auth/callback', "Aucun token reçu dans l'URL. Veuillez réessayer l'authentification."],
    [success('?user=oops'), 'Données utilisateur invalides reçues du serveur'],
    ['/auth/callback?error=', "Aucun token reçu dans l'URL. Veuillez réessayer l'authentification."],
    ['/auth/callback?error=Connexion%20Google%20non%20configur%C3%A9e', 'Connexion Google non configurée'],
    // A provider's own OAuth 2 code reads in French; an unknown bare code is no sentence, nor is a prototype name.
    [
      '/auth/callback?error=access_denied',
      'Vous avez refusé l’accès ou annulé la connexion. Vous pouvez réessayer quand vous voulez.',
    ],
    [
      '/auth/callback?error=temporarily_unavailable&error_description=x',
      'Le service de connexion est momentanément indisponible. Réessayez dans quelques instants.',
    ],
    ['/auth/callback?error=weird_code', 'Une erreur est survenue lors de la connexion'],
    ['/auth/callback?error=constructor', 'Une erreur est survenue lors de la connexion'],
  ])('%s fails with its message and goes back to /login after 3 s', (url, message) => {
    const { actor, emitted } = start(url);
    expect(selectSignInReturnStatus(actor.getSnapshot())).toBe('error');
    expect(selectSignInReturnError(actor.getSnapshot())).toBe(message);
    vi.advanceTimersByTime(2999);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual([{ type: 'navigate', to: '/login' }]);
  });

  it.each([
    [new FakeApiError('x', 401), 'Token expiré ou invalide. Veuillez vous reconnecter.'],
    [new FakeApiError('x', 404), 'Endpoint de vérification non trouvé.'],
    [new FakeApiError('Panne', 500), 'Erreur serveur (500): Panne'],
    [new TypeError('fetch failed'), 'Erreur de connexion au serveur. Vérifiez votre connexion Internet.'],
  ])(
    'a verification failure (%s) shows its message and goes back to /login after 5 s',
    async (error, message) => {
      expect(verificationErrorMessage(error)).toBe(message);
      const { actor, emitted } = start(
        success(),
        vi.fn(async () => Promise.reject(error)),
      );
      await flush();
      expect(selectSignInReturnError(actor.getSnapshot())).toBe(message);
      vi.advanceTimersByTime(4999);
      expect(emitted).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(emitted).toEqual([{ type: 'navigate', to: '/login' }]);
    },
  );

  it('refuses a malformed token as a verification failure, and a verified user without id', async () => {
    const bad = start(`/auth/success#token=abcdefghijkl&nonce=${NONCE}`);
    expect(selectSignInReturnError(bad.actor.getSnapshot())).toBe('Token invalide');
    vi.advanceTimersByTime(5000);
    expect(bad.emitted).toEqual([{ type: 'navigate', to: '/login' }]);
    const noId = start(
      success(),
      vi.fn(async () => ({ email: 'x' })),
    );
    await flush();
    expect(selectSignInReturnError(noId.actor.getSnapshot())).toBe(
      'Données utilisateur invalides reçues du serveur',
    );
  });

  it('has shortenable delays', async () => {
    const machine = createSignInReturnMachine(async () => user).provide({ delays: { successRedirect: 10 } });
    const actor = createSignInReturn(machine, success(), undefined, sessionWithNonce());
    const navigate = vi.fn();
    actor.on('navigate', navigate);
    actor.start();
    await flush();
    vi.advanceTimersByTime(10);
    expect(navigate).toHaveBeenCalledWith({ type: 'navigate', to: '/' });
  });
});

describe('sign-in return machine, model-based: every shortest and simple path from every kind of address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type Event = EventFromLogic<typeof signInReturnMachine>;
  const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.signInReturn.${state}` });
  const events = [
    { type: 'xstate.done.actor.verifyToken', output: user },
    { type: 'xstate.done.actor.verifyToken', output: { email: 'sans-id@example.sn' } },
    { type: 'xstate.error.actor.verifyToken', error: new FakeApiError('Token invalide', 401) },
    { type: 'xstate.error.actor.verifyToken', error: new FakeApiError('', 503) },
    { type: 'xstate.error.actor.verifyToken', error: new TypeError('Failed to fetch') },
    after('successRedirect', 'succeeded'),
    after('errorRedirect', 'failed'),
    after('verificationErrorRedirect', 'verificationFailed'),
  ] as unknown as Event[];

  const userParam = encodeURIComponent(JSON.stringify(user));
  /** Each kind of address the screen can be opened with, and whether this tab started a sign-in. */
  const addresses: Record<string, { url: string; startedHere: boolean }> = {
    'token and nonce': { url: success(), startedHere: true },
    'token, nonce and user': { url: success(`?user=${userParam}`), startedHere: true },
    'unreadable user': { url: success('?user=pas-du-json'), startedHere: true },
    'provider error': { url: '/auth/callback?error=Acc%C3%A8s%20refus%C3%A9', startedHere: true },
    'empty error': { url: '/auth/callback?error=%20', startedHere: true },
    'token in the query': { url: `/auth/success?token=${token}`, startedHere: true },
    'another nonce': { url: `/auth/success#token=${token}&nonce=autre`, startedHere: true },
    'no sign-in started here': { url: success(), startedHere: false },
    'no token': { url: '/auth/success', startedHere: true },
    'malformed token': { url: `/auth/success#token=abc&nonce=${NONCE}`, startedHere: true },
  };
  const storagesOf = ({ startedHere }: { startedHere: boolean }) => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.redirectAfterLogin, '/cart');
    return { storage, nonceStorage: startedHere ? sessionWithNonce() : memoryStorage() };
  };
  const inputOf = (address: { url: string; startedHere: boolean }): SignInReturnInput => {
    const { storage, nonceStorage } = storagesOf(address);
    return restoreSignInReturn(address.url, storage, nonceStorage);
  };

  type Snap = ReturnType<typeof signInReturnMachine.getInitialSnapshot>;
  const serializeState = (s: Snap) =>
    JSON.stringify({
      value: s.value,
      error: s.context.error,
      user: s.context.user?._id ?? null,
      tags: [...s.tags].sort(),
    });

  for (const [name, address] of Object.entries(addresses)) {
    const options = { events, serializeState, limit: GRAPH_LIMIT };
    const paths = [
      ...getShortestPaths(signInReturnMachine, { ...options, input: inputOf(address) }),
      ...getSimplePaths(signInReturnMachine, { ...options, input: inputOf(address) }),
    ];

    it(`${name}: ends on the screen's final state`, () => {
      expect(paths.some((path) => path.state.value === 'done')).toBe(true);
    });

    it.each(paths.map((p, i) => [i, p.steps.map((s) => s.event.type).join(' → '), p] as const))(
      `${name} path %i: %s`,
      async (_i, _name, path) => {
        const input = storagesOf(address);
        const control = controlledActors(['verifyToken']);
        const delays = { successRedirect: 1000, errorRedirect: 1000, verificationErrorRedirect: 1000 };
        const actor = createSignInReturn(
          signInReturnMachine.provide({ actors: control.actors as never, delays }),
          address.url,
          input.storage,
          input.nonceStorage,
        );
        const emitted: Array<{ type: string; to?: string }> = [];
        actor.on('*', (event) => emitted.push(event));
        actor.start();
        let wasSucceeded = false;
        for (const step of path.steps) {
          await replay(
            actor,
            step.event,
            control,
            (ms) => void vi.advanceTimersByTime(ms),
            () => 1000,
            flush,
          );
          const snapshot = actor.getSnapshot();
          expect(serializeState(snapshot)).toBe(serializeState(step.state));
          // The nonce vouches for one return only, whatever it brings.
          expect(input.nonceStorage.getItem(STORAGE_KEYS.signInNonce)).toBeNull();
          wasSucceeded ||= snapshot.matches('succeeded');
        }
        const finished = actor.getSnapshot().matches('done');
        // A session is announced exactly when the screen succeeds, and nowhere else.
        expect(emitted.filter((e) => e.type === 'signedIn')).toHaveLength(wasSucceeded ? 1 : 0);
        const navigations = emitted.filter((e) => e.type === 'navigate').map((e) => e.to);
        expect(navigations).toEqual(finished ? [wasSucceeded ? '/cart' : '/login'] : []);
        // The stored target is used up only by a successful return.
        expect(input.storage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBe(
          finished && wasSucceeded ? null : '/cart',
        );
        actor.stop();
      },
    );
  }
});
