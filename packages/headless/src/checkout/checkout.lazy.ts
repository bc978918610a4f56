import { readPersisted, STORAGE_KEYS, type StorageLike, safely } from '../shared/storage.js';

/**
 * A checkout left in progress by an earlier page: one waiting for a sign-in (the pending flag) or one whose order
 * was made and whose payment is awaited (`checkout-storage`'s attempt). The shop then loads the checkout at start.
 * Read without the checkout's code (its storage module imports the machine).
 * @example if (hasCheckoutInProgress(localStorage)) await shop.loadCheckout();
 */
export function hasCheckoutInProgress(storage: StorageLike): boolean {
  if (safely(() => storage.getItem(STORAGE_KEYS.pendingCheckout)) === 'true') return true;
  const stored = readPersisted<{ attempt?: { orderId?: unknown } | null }>(storage, STORAGE_KEYS.checkout);
  const orderId = stored?.attempt?.orderId;
  return typeof orderId === 'string' && orderId !== '';
}

/** The checkout's code, fetched on first need (a chunk of its own in a bundled app). */
export const loadCheckoutModule = () => import('./checkout.start.js');
