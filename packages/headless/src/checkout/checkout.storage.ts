import type { Actor } from 'xstate';
import { persist } from '../shared/persist.js';
import { record } from '../shared/record.js';
import { readPersisted, STORAGE_KEYS, type StorageLike, safely, writePersisted } from '../shared/storage.js';
import { PAYER_FIELDS } from './checkout.defaults.js';
import type { CheckoutAttempt, CheckoutInput, checkoutMachine } from './checkout.machine.js';
import { type DeliveryChoice, EMPTY_DELIVERY_CHOICE } from './delivery-step.js';
import { EMPTY_PAYER, type PayerDetails } from './payer.js';

const isPending = (storage: StorageLike | undefined): boolean =>
  safely(() => storage?.getItem(STORAGE_KEYS.pendingCheckout)) === 'true';

/** `checkout-storage`: what was typed for the payment and the attempt in flight (a reload keeps waiting for it). */
interface StoredCheckout {
  payer?: PayerDetails;
  /** The delivery choice: a sign-in that leaves the page (OAuth) comes back to the same option and point. */
  delivery?: DeliveryChoice;
  attempt?: CheckoutAttempt | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Text fields are kept; a field stored before it existed (the address book's) is empty. */
const readPayer = (value: unknown): PayerDetails | undefined => {
  const payer = record(value);
  if (!payer) return undefined;
  const read: PayerDetails = { ...EMPTY_PAYER };
  for (const field of PAYER_FIELDS) {
    const text = payer[field];
    if (text === undefined) continue;
    if (!isText(text)) return undefined;
    read[field] = text;
  }
  return read;
};

const readId = (value: unknown): string | null => (isText(value) && value !== '' ? value : null);

const readDelivery = (value: unknown): DeliveryChoice | undefined => {
  const choice = record(value);
  if (!choice) return undefined;
  return {
    addressId: readId(choice.addressId),
    optionId: readId(choice.optionId),
    pickupPointId: readId(choice.pickupPointId),
    kind: choice.kind === 'home' || choice.kind === 'pickup' ? choice.kind : null,
  };
};

const readAttempt = (value: unknown): CheckoutAttempt | null => {
  const attempt = record(value);
  return attempt &&
    isText(attempt.key) &&
    isText(attempt.fingerprint) &&
    (attempt.orderId === null || isText(attempt.orderId))
    ? { key: attempt.key, fingerprint: attempt.fingerprint, orderId: attempt.orderId }
    : null;
};

/**
 * The stored checkout as the machine's input: the pending flag (a checkout waiting for a sign-in that left the
 * page, OAuth), the payer's details and the attempt whose payment was awaited.
 * @example const checkout = createActor(createCheckoutMachine(sdk), { input: restoreCheckout(localStorage) });
 */
export function restoreCheckout(
  storage: StorageLike | undefined,
): Pick<CheckoutInput, 'pending' | 'payer' | 'delivery' | 'attempt'> {
  const stored = readPersisted<StoredCheckout>(storage, STORAGE_KEYS.checkout);
  return {
    pending: isPending(storage),
    payer: readPayer(stored?.payer),
    delivery: readDelivery(stored?.delivery),
    attempt: readAttempt(stored?.attempt),
  };
}

/**
 * Keeps `pendingCheckout` in step with the machine: `'true'` (with `redirectAfterLogin` set to `paths.checkoutReturn`) while a
 * checkout waits for a sign-in, removed once it no longer does; and `checkout-storage` with the payer's details and
 * the attempt in flight. Returns the unsubscribe function.
 * @example const stop = persistCheckout(checkout, localStorage);
 */
export function persistCheckout(
  actor: Actor<typeof checkoutMachine>,
  storage: StorageLike | undefined,
): () => void {
  const stopPending = persist(actor, {
    // What the storage holds, not the actor's context: a stored flag the first snapshot already cleared is removed.
    stored: isPending(storage),
    select: (context) => context.pending,
    write: (pending) =>
      safely(() => {
        if (pending) {
          storage?.setItem(STORAGE_KEYS.pendingCheckout, 'true');
          storage?.setItem(STORAGE_KEYS.redirectAfterLogin, actor.getSnapshot().context.paths.checkoutReturn);
        } else storage?.removeItem(STORAGE_KEYS.pendingCheckout);
      }),
  });
  const restored = restoreCheckout(storage);
  const stopDetails = persist(actor, {
    stored: {
      payer: restored.payer ?? EMPTY_PAYER,
      delivery: restored.delivery ?? EMPTY_DELIVERY_CHOICE,
      attempt: restored.attempt ?? null,
    } as StoredCheckout,
    select: (context): StoredCheckout => ({
      payer: context.payer,
      delivery: context.delivery,
      attempt: context.attempt,
    }),
    write: (stored) => writePersisted(storage, STORAGE_KEYS.checkout, stored),
  });
  return () => {
    stopPending();
    stopDetails();
  };
}
