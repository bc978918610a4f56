import {
  oauthErrorTexts,
  signInReturnMessages,
  tokenMessages,
  verificationServerErrorMessage,
} from '@teranga/messages/identity';
import {
  type ActorRefFrom,
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { checkToken } from '../auth/token.js';
import { errorMessage, errorStatus, type HeadlessUser, userId } from '../client.js';
import { notProvided } from '../shared/not-provided.js';
import { DEFAULT_SHOP_PATHS, LOGIN_PATH } from '../shared/paths.js';
import { record } from '../shared/record.js';
import { safely } from '../shared/storage.js';
import { TIMINGS } from '../timings.js';

export interface SignInReturnParams {
  /** From the fragment only ('#token=…'): a fragment reaches no server log. */
  token: string | null;
  error: string | null;
  user: string | null;
  /** The nonce the server gave back next to the token ('#token=…&nonce=…'). */
  nonce: string | null;
  /** A token came in the query: any site can link there, so it is refused rather than adopted. */
  tokenInQuery: boolean;
}

/**
 * Reads error and user from the query or the fragment, the token and its nonce from the fragment.
 * @example const { token, error } = readSignInReturn(location.href);
 */
export function readSignInReturn(url: string): SignInReturnParams {
  const parsed = new URL(url, 'http://localhost');
  const fragment = new URLSearchParams(parsed.hash.replace(/^#/, ''));
  const query = parsed.searchParams;
  return {
    token: fragment.get('token') || fragment.get('access_token') || null,
    error: query.get('error') || fragment.get('error') || null,
    user: query.get('user') || fragment.get('user') || null,
    nonce: fragment.get('nonce') || null,
    tokenInQuery: Boolean(query.get('token') || query.get('access_token')),
  };
}

/** The French text for the `error` of a sign-in return: a known OAuth 2 code, else the server's own message. */
export function signInErrorText(error: string | null): string {
  const raw = error?.trim();
  if (!raw) return signInReturnMessages.generic;
  const codes = oauthErrorTexts;
  const known = Object.hasOwn(codes, raw) ? codes[raw] : undefined;
  if (known !== undefined) return known;
  // Another bare code (letters and underscores only) is no sentence for a shopper.
  return /^[a-z_]+$/.test(raw) ? signInReturnMessages.generic : raw;
}

/** A user as the URL gives it: an object with an `_id` or `id` (the rest is read as sent). */
const isUser = (value: unknown): value is HeadlessUser => {
  const fields = record(value);
  return Boolean(fields && (fields._id ?? fields.id));
};

/**
 * The user passed in the URL: JSON with an _id or id, else undefined.
 * @example const user = parseUserParam(new URLSearchParams(location.search).get('user') ?? '');
 */
export function parseUserParam(raw: string): HeadlessUser | undefined {
  for (const text of [raw, safely(() => decodeURIComponent(raw))]) {
    if (!text) continue;
    try {
      const user: unknown = JSON.parse(text);
      if (isUser(user)) return user;
    } catch {
      // try the next decoding
    }
  }
  return undefined;
}

/**
 * The documents' messages for a failed token verification.
 * @example catch (error) { setError(verificationErrorMessage(error)); }
 */
export function verificationErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return tokenMessages.verificationUnauthorized;
  if (status === 404) return tokenMessages.verificationNotFound;
  if (status !== undefined) return verificationServerErrorMessage(status, errorMessage(error, ''));
  return signInReturnMessages.network;
}

export interface SignInReturnInput {
  /** The current address (path, query and fragment are enough). */
  url: string;
  /** The nonce beginSocialSignIn kept for this tab (see `restoreSignInReturn`); without it no token is adopted. */
  expectedNonce?: string | null | undefined;
  /** The stored redirect-after-login path; `homePath` without one. */
  redirectTo?: string | null | undefined;
  /** Where the shopper lands without a stored target (`paths.home`, default '/'). */
  homePath?: string | undefined;
  /** Where a failed return sends the shopper (`paths.login`, default '/login'). */
  loginPath?: string | undefined;
}

export interface SignInReturnContext {
  params: SignInReturnParams;
  /** The nonce this browser kept before leaving for the provider, if it started a sign-in. */
  expectedNonce: string | null;
  user: HeadlessUser | null;
  error: string | null;
  redirectTo: string;
  /** Where a failed return sends the shopper. */
  loginPath: string;
  /** The nonce was used up (at once, whatever the return brings): `persistSignInReturn` removes it from storage. */
  nonceUsed: boolean;
  /** The redirect target was used up (on a successful return): `persistSignInReturn` removes it from storage. */
  targetUsed: boolean;
}

export type SignInReturnEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'signedIn'; token: string; user: HeadlessUser };

// In shared/paths.ts: the auth machine, on every page, uses it without carrying this machine.
export { LOGIN_PATH } from '../shared/paths.js';

export const signInReturnMachine = setup({
  // XState reads these types only (the value is never used): one declaration of the machine's types.
  types: {} as {
    context: SignInReturnContext;
    input: SignInReturnInput;
    emitted: SignInReturnEmitted;
    tags: 'loading' | 'success' | 'error';
  },
  actors: {
    verifyToken: fromPromise<HeadlessUser, { token: string }>(notProvided('verifyToken')),
  },
  delays: {
    successRedirect: TIMINGS.signInSuccessRedirect,
    errorRedirect: TIMINGS.signInErrorRedirect,
    verificationErrorRedirect: TIMINGS.signInVerificationErrorRedirect,
  },
  guards: {
    hasErrorParam: ({ context }) => Boolean(context.params.error),
    // Login CSRF: a token is adopted only when this browser started the sign-in that produced it.
    notStartedHere: ({ context: { params, expectedNonce } }) =>
      params.tokenInQuery || (Boolean(params.token) && (!expectedNonce || params.nonce !== expectedNonce)),
    hasNoToken: ({ context }) => !context.params.token,
    tokenIsUnusable: ({ context }) => !checkToken(context.params.token).valid,
    hasUserParam: ({ context }) => Boolean(context.params.user),
    userParamIsValid: ({ context }) => parseUserParam(context.params.user ?? '') !== undefined,
  },
  actions: {
    fail: assign({ error: (_, message: string) => message }),
    announce: enqueueActions(({ context: { params, user }, enqueue }) => {
      if (params.token && user) enqueue.emit({ type: 'signedIn', token: params.token, user });
    }),
    forgetTarget: assign({ targetUsed: true }),
    // One use: whatever this return brings, the nonce cannot vouch for another one.
    forgetNonce: assign({ nonceUsed: true }),
    navigateToTarget: emit(({ context }) => ({ type: 'navigate' as const, to: context.redirectTo })),
    navigateToLogin: emit(({ context }) => ({ type: 'navigate' as const, to: context.loginPath })),
  },
}).createMachine({
  id: 'signInReturn',
  context: ({ input }) => ({
    params: readSignInReturn(input.url),
    expectedNonce: input.expectedNonce || null,
    user: null,
    error: null,
    redirectTo: input.redirectTo || (input.homePath ?? DEFAULT_SHOP_PATHS.home),
    loginPath: input.loginPath ?? LOGIN_PATH,
    nonceUsed: false,
    targetUsed: false,
  }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['loading'],
      entry: 'forgetNonce',
      always: [
        {
          guard: 'hasErrorParam',
          target: 'failed',
          // Our server sends a French message in `error`; a provider's own code (access_denied, …) reads in French
          // too; anything unreadable falls back to the generic one.
          actions: assign({ error: ({ context }) => signInErrorText(context.params.error) }),
        },
        {
          guard: 'notStartedHere',
          target: 'failed',
          actions: { type: 'fail', params: signInReturnMessages.generic },
        },
        {
          guard: 'hasNoToken',
          target: 'failed',
          actions: { type: 'fail', params: signInReturnMessages.noToken },
        },
        {
          guard: 'tokenIsUnusable',
          target: 'verificationFailed',
          actions: { type: 'fail', params: tokenMessages.invalid },
        },
        {
          guard: and(['hasUserParam', 'userParamIsValid']),
          target: 'succeeded',
          actions: assign({ user: ({ context }) => parseUserParam(context.params.user ?? '') ?? null }),
        },
        {
          guard: 'hasUserParam',
          target: 'failed',
          actions: { type: 'fail', params: signInReturnMessages.invalidUser },
        },
        { target: 'verifying' },
      ],
    },
    verifying: {
      tags: ['loading'],
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.params.token ?? '' }),
        onDone: [
          {
            guard: ({ event }) => userId(event.output) !== undefined,
            target: 'succeeded',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'failed', actions: { type: 'fail', params: signInReturnMessages.invalidUser } },
        ],
        onError: {
          target: 'verificationFailed',
          actions: assign({ error: ({ event }) => verificationErrorMessage(event.error) }),
        },
      },
    },
    succeeded: {
      tags: ['success'],
      entry: 'announce',
      after: { successRedirect: { target: 'done', actions: ['forgetTarget', 'navigateToTarget'] } },
    },
    failed: {
      tags: ['error'],
      after: { errorRedirect: { target: 'done', actions: 'navigateToLogin' } },
    },
    verificationFailed: {
      tags: ['error'],
      after: { verificationErrorRedirect: { target: 'done', actions: 'navigateToLogin' } },
    },
    done: { type: 'final' },
  },
});

/**
 * The sign-in return machine's actors, checking the returned token with `verify`.
 * @example signInReturnMachine.provide({ actors: signInReturnActors(shop.verifyToken) });
 */
export const signInReturnActors = (verify: (token: string) => Promise<HeadlessUser>) => ({
  verifyToken: fromPromise<HeadlessUser, { token: string }>(({ input }) => verify(input.token)),
});

/**
 * With an SDK client whose bearer is the token being checked (see the React provider's token bridge).
 * @example const screen = createActor(createSignInReturnMachine(shop.verifyToken), { input: restoreSignInReturn(location.href, localStorage, sessionStorage) });
 */
export const createSignInReturnMachine = (verify: (token: string) => Promise<HeadlessUser>) =>
  signInReturnMachine.provide({ actors: signInReturnActors(verify) });

export type SignInReturnMachine = typeof signInReturnMachine;
export type SignInReturnActorRef = ActorRefFrom<typeof signInReturnMachine>;
export type SignInReturnSnapshot = SnapshotFrom<typeof signInReturnMachine>;
