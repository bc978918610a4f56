import type { Actor } from 'xstate';
import { persist } from '../shared/persist.js';
import { STORAGE_KEYS, type StorageLike, safely } from '../shared/storage.js';
import { CHECKOUT_RETURN_PATH, type CheckoutInput, type checkoutMachine } from './checkout.machine.js';

const isPending = (storage: StorageLike | undefined): boolean =>
  safely(() => storage?.getItem(STORAGE_KEYS.pendingCheckout)) === 'true';

/** The stored pending flag as the machine's input: a checkout waiting for a sign-in that left the page (OAuth). */
export function restoreCheckout(storage: StorageLike | undefined): Pick<CheckoutInput, 'pending'> {
  return { pending: isPending(storage) };
}

/**
 * Keeps `pendingCheckout` in step with the machine: `'true'` (with `redirectAfterLogin` set to `/cart`) while a
 * checkout waits for a sign-in, removed once it no longer does. Returns the unsubscribe function.
 */
export function persistCheckout(
  actor: Actor<typeof checkoutMachine>,
  storage: StorageLike | undefined,
): () => void {
  return persist(actor, {
    // What the storage holds, not the actor's context: a stored flag the first snapshot already cleared is removed.
    stored: isPending(storage),
    select: (context) => context.pending,
    write: (pending) =>
      safely(() => {
        if (pending) {
          storage?.setItem(STORAGE_KEYS.pendingCheckout, 'true');
          storage?.setItem(STORAGE_KEYS.redirectAfterLogin, CHECKOUT_RETURN_PATH);
        } else storage?.removeItem(STORAGE_KEYS.pendingCheckout);
      }),
  });
}
