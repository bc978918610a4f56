import {
  loginMessages,
  profileMessages,
  registrationMessages,
  sessionMessages,
} from '@teranga/messages/identity';
import { appMessages, genericErrorMessage } from '@teranga/messages/storefront';
import {
  type ActorRefFrom,
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import {
  type AuthSession,
  errorMessage,
  errorStatus,
  type HeadlessClient,
  type HeadlessUser,
  type LoginPayload,
  type ProfileFields,
} from '../client.js';
import { notProvided } from '../shared/not-provided.js';
import { LOGIN_PATH } from '../shared/paths.js';
import { validateLogin } from '../validation/login.js';
import {
  normalizeRegistration,
  type RegistrationInput,
  selfServiceRole,
  validateRegistration,
} from '../validation/registration.js';
import type { StoredSession } from './storage.js';
import { checkToken, msUntilExpiry } from './token.js';

export interface AuthInput {
  /** The session to start from (`loadSession(storage)` reads the saved one; `persistSession` keeps it saved). */
  session?: StoredSession | undefined;
  /** Where an expired session sends the shopper (`paths.login`, default '/login'). */
  loginPath?: string | undefined;
}

export interface AuthContext {
  token: string | null;
  user: HeadlessUser | null;
  rememberMe: boolean;
  /** The last failure, in French, for the form's alert banner. */
  error: string | null;
  /** An information line (`sessionMessages.expiredRedirecting`, `profileMessages.updated`). */
  notice: string | null;
  /** Where an expired session sends the shopper. */
  loginPath: string;
}

export type AuthEvent =
  | { type: 'LOGIN'; emailOrPhone: string; password: string; rememberMe?: boolean }
  | { type: 'REGISTER'; input: RegistrationInput }
  | { type: 'SESSION_RECEIVED'; token: string; user: HeadlessUser; rememberMe?: boolean }
  | { type: 'UPDATE_PROFILE'; fields: ProfileFields }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'DISMISS' };

export type AuthEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'signedIn'; user: HeadlessUser }
  | { type: 'signedOut'; reason: 'logout' | 'expired' | 'invalid' };

const signedOut = { token: null, user: null } as const;

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER = 2 ** 31 - 1;

export const authMachine = setup({
  // XState reads these types only (the value is never used): one declaration of the machine's types.
  types: {} as {
    context: AuthContext;
    events: AuthEvent;
    input: AuthInput;
    emitted: AuthEmitted;
    tags: 'authenticated' | 'busy';
  },
  actors: {
    login: fromPromise<AuthSession, LoginPayload>(notProvided('login')),
    register: fromPromise<AuthSession, RegistrationInput>(notProvided('register')),
    verifyToken: fromPromise<HeadlessUser, { token: string }>(notProvided('verifyToken')),
    logout: fromPromise<void, { token: string | null }>(notProvided('logout')),
    updateProfile: fromPromise<HeadlessUser, ProfileFields>(notProvided('updateProfile')),
  },
  guards: {
    hasNoToken: ({ context }) => !context.token,
    tokenIsInvalid: ({ context }) => !checkToken(context.token).valid,
    hasUser: ({ context }) => context.user !== null,
    loginIsValid: ({ event }) => {
      assertEvent(event, 'LOGIN');
      return validateLogin({ emailOrPhone: event.emailOrPhone, password: event.password }).valid;
    },
    registrationIsValid: ({ event }) => {
      assertEvent(event, 'REGISTER');
      return validateRegistration(event.input).valid;
    },
    tokenExpires: ({ context }) => msUntilExpiry(context.token) !== undefined,
  },
  delays: {
    tokenExpiry: ({ context }) => Math.min(msUntilExpiry(context.token) ?? MAX_TIMER, MAX_TIMER),
  },
  actions: {
    /** Token and user gone: `persistSession`, outside the machine, clears the stored session. */
    signOutLocally: assign(signedOut),
    /** A session made elsewhere (sign-in return, another tab): its token, user and "remember me". */
    adoptSession: assign(({ event }) => {
      assertEvent(event, 'SESSION_RECEIVED');
      return { token: event.token, user: event.user, rememberMe: event.rememberMe ?? true };
    }),
    clearMessages: assign({ error: null, notice: null }),
    rejectLogin: assign({
      error: ({ event }) => {
        assertEvent(event, 'LOGIN');
        return validateLogin({ emailOrPhone: event.emailOrPhone, password: event.password }).first ?? null;
      },
    }),
    rejectRegistration: assign({
      error: ({ event }) => {
        assertEvent(event, 'REGISTER');
        return validateRegistration(event.input).first ?? null;
      },
    }),
    announceSignedIn: enqueueActions(({ context: { user }, enqueue }) => {
      if (user) enqueue.emit({ type: 'signedIn', user });
    }),
    /** The token ran out or the server refused it: signed out, told so, and sent to the login page. */
    expire: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ ...signedOut, notice: sessionMessages.expiredRedirecting });
      enqueue.emit({ type: 'signedOut', reason: 'expired' });
      enqueue.emit({ type: 'navigate', to: context.loginPath });
    }),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: null,
    user: null,
    rememberMe: false,
    ...input?.session,
    error: null,
    notice: null,
    loginPath: input?.loginPath ?? LOGIN_PATH,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasNoToken', target: 'signedOut', actions: 'signOutLocally' },
        { guard: 'tokenIsInvalid', target: 'signedOut', actions: 'signOutLocally' },
        { guard: 'hasUser', target: 'signedIn' },
        { target: 'verifying' },
      ],
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [assign({ user: ({ event }) => event.output }), 'announceSignedIn'],
        },
        onError: {
          target: 'signedOut',
          actions: ['signOutLocally', emit({ type: 'signedOut' as const, reason: 'invalid' as const })],
        },
      },
    },
    signedOut: {
      on: {
        LOGIN: [
          { guard: 'loginIsValid', target: 'loggingIn', actions: 'clearMessages' },
          { actions: 'rejectLogin' },
        ],
        REGISTER: [
          { guard: 'registrationIsValid', target: 'registering', actions: 'clearMessages' },
          { actions: 'rejectRegistration' },
        ],
        SESSION_RECEIVED: {
          target: 'signedIn',
          actions: ['clearMessages', 'adoptSession', 'announceSignedIn'],
        },
        DISMISS: { actions: 'clearMessages' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      entry: assign({
        rememberMe: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return Boolean(event.rememberMe);
        },
      }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return {
            emailOrPhone: event.emailOrPhone.trim(),
            password: event.password,
            rememberMe: Boolean(event.rememberMe),
          };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
            'announceSignedIn',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) => errorMessage(event.error, loginMessages.invalidCredentials),
          }),
        },
      },
    },
    registering: {
      tags: ['busy'],
      entry: assign({ rememberMe: true }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'REGISTER');
          return event.input;
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
            'announceSignedIn',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) =>
              errorMessage(
                event.error,
                errorStatus(event.error) === 409 ? registrationMessages.userExists : genericErrorMessage,
              ),
          }),
        },
      },
    },
    signedIn: {
      tags: ['authenticated'],
      initial: 'idle',
      after: {
        tokenExpiry: {
          guard: 'tokenExpires',
          target: 'signedOut',
          actions: 'expire',
        },
      },
      on: {
        LOGOUT: { target: 'loggingOut' },
        UNAUTHORIZED: {
          target: 'signedOut',
          actions: 'expire',
        },
        SESSION_RECEIVED: {
          target: '.idle',
          actions: ['adoptSession', 'announceSignedIn'],
        },
        DISMISS: { actions: 'clearMessages' },
      },
      states: {
        idle: {
          on: { UPDATE_PROFILE: { target: 'updatingProfile', actions: 'clearMessages' } },
        },
        updatingProfile: {
          tags: ['busy'],
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ event }) => {
              assertEvent(event, 'UPDATE_PROFILE');
              return withoutEmptyFields(event.fields);
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  user: ({ context, event }) => ({ ...context.user, ...event.output }),
                  notice: profileMessages.updated,
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorMessage(event.error, profileMessages.updateFailed),
              }),
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut' },
        onError: {
          target: 'signedOut',
          // The documents: a server failure on logout only produces a console warning.
          actions: ({ event }) => console.warn(appMessages.logoutFailed, event.error),
        },
      },
      exit: [
        'signOutLocally',
        'clearMessages',
        emit({ type: 'signedOut' as const, reason: 'logout' as const }),
      ],
    },
  },
});

/** Profile edit: empty name or phone fields are sent as absent; a role other than customer or seller is dropped. */
function withoutEmptyFields(fields: ProfileFields): ProfileFields {
  const result: ProfileFields = {};
  for (const key of ['firstName', 'lastName', 'phone'] as const) {
    const value = fields[key]?.trim();
    if (value) result[key] = value;
  }
  const role = fields.role?.trim();
  if (role && role === selfServiceRole(role)) result.role = role;
  return result;
}

/**
 * The machine's actors, made from an SDK client.
 * @example authMachine.provide({ actors: authActors(sdk, shop.verifyToken) });
 */
export function authActors(
  client: Pick<HeadlessClient, 'auth'>,
  verifyWithToken?: (token: string) => Promise<HeadlessUser>,
) {
  return {
    login: fromPromise<AuthSession, LoginPayload>(({ input }) => client.auth.login(input)),
    register: fromPromise<AuthSession, RegistrationInput>(({ input }) =>
      client.auth.register(normalizeRegistration(input)),
    ),
    verifyToken: fromPromise<HeadlessUser, { token: string }>(({ input }) =>
      verifyWithToken ? verifyWithToken(input.token) : client.auth.verifyToken(),
    ),
    logout: fromPromise<void, { token: string | null }>(() => client.auth.logout()),
    updateProfile: fromPromise<HeadlessUser, ProfileFields>(({ input }) => client.auth.updateProfile(input)),
  };
}

/**
 * The auth machine wired to an SDK client (and, optionally, a check of a token before it is stored).
 * @example const auth = createActor(createAuthMachine(sdk, shop.verifyToken)).start();
 */
export const createAuthMachine = (
  client: Pick<HeadlessClient, 'auth'>,
  verifyWithToken?: (token: string) => Promise<HeadlessUser>,
) => authMachine.provide({ actors: authActors(client, verifyWithToken) });

export type AuthMachine = typeof authMachine;
export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
