import type { Actor } from 'xstate';
import type { HeadlessUser } from '../client.js';
import { persist } from '../shared/persist.js';
import {
  type HeadlessStorage,
  readPersisted,
  STORAGE_KEYS,
  safely,
  writePersisted,
} from '../shared/storage.js';
import type { authMachine } from './auth.machine.js';

export interface StoredSession {
  token: string | null;
  user: HeadlessUser | null;
  rememberMe: boolean;
}

interface PersistedAuth {
  token?: string | null;
  user?: HeadlessUser | null;
  isAuthenticated?: boolean;
  rememberMe?: boolean;
}

/**
 * localStorage first (remembered sessions), then sessionStorage; the `token` key wins over the persisted copy.
 * @example const { token, user, rememberMe } = loadSession(browserStorage());
 */
export function loadSession(storage: HeadlessStorage): StoredSession {
  for (const [store, rememberMe] of [
    [storage.local, true],
    [storage.session, false],
  ] as const) {
    const persisted = readPersisted<PersistedAuth>(store, STORAGE_KEYS.auth);
    const token = safely(() => store.getItem(STORAGE_KEYS.token)) ?? persisted?.token ?? null;
    if (token || persisted?.user) return { token, user: persisted?.user ?? null, rememberMe };
  }
  return { token: null, user: null, rememberMe: false };
}

/**
 * Writes a session to localStorage (remembered) or sessionStorage, and clears it from the other one.
 * @example saveSession(browserStorage(), { token, user, rememberMe: true });
 */
export function saveSession(storage: HeadlessStorage, session: StoredSession): void {
  const [store, other] = session.rememberMe
    ? [storage.local, storage.session]
    : [storage.session, storage.local];
  for (const key of [STORAGE_KEYS.auth, STORAGE_KEYS.token]) safely(() => other.removeItem(key));
  writePersisted<PersistedAuth>(store, STORAGE_KEYS.auth, {
    token: session.token,
    user: session.user,
    isAuthenticated: Boolean(session.token && session.user),
    rememberMe: session.rememberMe,
  });
  const { token } = session;
  if (token) safely(() => store.setItem(STORAGE_KEYS.token, token));
}

/**
 * Removes the stored session from both localStorage and sessionStorage.
 * @example clearSession(browserStorage()); // on sign-out
 */
export function clearSession(storage: HeadlessStorage): void {
  for (const store of [storage.local, storage.session]) {
    for (const key of [STORAGE_KEYS.auth, STORAGE_KEYS.token]) safely(() => store.removeItem(key));
  }
}

/** What is kept of a session: nothing once both token and user are gone. */
const storedPart = ({ token, user, rememberMe }: StoredSession): StoredSession | null =>
  token || user ? { token, user, rememberMe } : null;

/**
 * Keeps the stored session in step with the auth actor, from outside the machine: saved on sign-in, on a profile
 * update and on a session received; cleared on sign-out. Returns the unsubscribe function.
 * @example const stop = persistSession(shop.auth, browserStorage()); // stop() when done
 */
export function persistSession(actor: Actor<typeof authMachine>, storage: HeadlessStorage): () => void {
  return persist(actor, {
    // What is stored now (an expired or dangling session is cleared as soon as the machine drops it).
    stored: storedPart(loadSession(storage)),
    select: storedPart,
    write: (session) => (session ? saveSession(storage, session) : clearSession(storage)),
  });
}
