import type { Actor } from 'xstate';
import { persist } from '../shared/persist.js';
import { STORAGE_KEYS, type StorageLike, safely } from '../shared/storage.js';
import type { SignInReturnInput, signInReturnMachine } from './sign-in-return.machine.js';

/**
 * The machine's input for the current address: the nonce beginSocialSignIn kept in `nonceStorage` (the session
 * storage) and the redirect-after-login path kept in `storage`.
 * @example const input = restoreSignInReturn(location.href, localStorage, sessionStorage);
 */
export function restoreSignInReturn(
  url: string,
  storage: StorageLike | undefined,
  nonceStorage: StorageLike | undefined,
): SignInReturnInput {
  return {
    url,
    expectedNonce: safely(() => nonceStorage?.getItem(STORAGE_KEYS.signInNonce)) || null,
    redirectTo: safely(() => storage?.getItem(STORAGE_KEYS.redirectAfterLogin)) || null,
  };
}

/**
 * Removes the nonce from `nonceStorage` once the screen has read it (at `start()`, whatever the return brings) and
 * the redirect target from `storage` once a successful return leaves for it. Nothing is written before `start()`:
 * an actor made and dropped unstarted (React's StrictMode) leaves the nonce for the one that runs. Attach before
 * `start()`; returns the unsubscribe function.
 * @example const stop = persistSignInReturn(screen, localStorage, sessionStorage);
 */
export function persistSignInReturn(
  actor: Actor<typeof signInReturnMachine>,
  storage: StorageLike | undefined,
  nonceStorage: StorageLike | undefined,
): () => void {
  let removed = { nonceUsed: false, targetUsed: false };
  return persist(actor, {
    stored: removed,
    select: ({ nonceUsed, targetUsed }) => ({ nonceUsed, targetUsed }),
    // Each is removed once, when it is used up (a nonce kept later by another sign-in from this tab stays).
    write: (used) => {
      if (used.nonceUsed && !removed.nonceUsed)
        safely(() => nonceStorage?.removeItem(STORAGE_KEYS.signInNonce));
      if (used.targetUsed && !removed.targetUsed)
        safely(() => storage?.removeItem(STORAGE_KEYS.redirectAfterLogin));
      removed = used;
    },
    fromStart: true,
  });
}
