import type { Actor } from 'xstate';
import { persist } from '../shared/persist.js';
import { record } from '../shared/record.js';
import { readPersisted, STORAGE_KEYS, type StorageLike, writePersisted } from '../shared/storage.js';
import type { CartContext, CartInput, cartMachine } from './cart.machine.js';
import type { CartItem } from './cart-item.js';

/** The `cart-storage` format of the original shop (inside `{ state, version: 0 }`): kept so saved carts survive. */
interface PersistedCart {
  items?: CartItem[];
  isOpen?: boolean;
  totalItems?: number;
  totalPrice?: number;
}

const isCartItem = (value: unknown): value is CartItem => {
  const item = record(value);
  return (
    item !== undefined &&
    typeof item.id === 'string' &&
    typeof item.productId === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    typeof item.maxQuantity === 'number' &&
    item.quantity >= 1
  );
};

/**
 * The saved cart as the machine's input: its well-formed lines (the totals are recomputed from them).
 * @example const cart = createActor(cartMachine, { input: restoreCart(localStorage) }).start();
 */
export function restoreCart(storage: StorageLike | undefined): CartInput {
  const items = readPersisted<PersistedCart>(storage, STORAGE_KEYS.cart)?.items;
  return { items: Array.isArray(items) ? items.filter(isCartItem) : [] };
}

const toStored = (context: Pick<CartContext, 'items' | 'isOpen' | 'totalItems' | 'totalPrice'>) => ({
  items: context.items,
  isOpen: context.isOpen,
  totalItems: context.totalItems,
  totalPrice: context.totalPrice,
});

/**
 * Writes the cart under `cart-storage` whenever its lines or its open state change; returns the unsubscribe.
 * @example const stop = persistCart(shop.cart, localStorage);
 */
export function persistCart(actor: Actor<typeof cartMachine>, storage: StorageLike | undefined): () => void {
  return persist(actor, {
    // The cart the machine started from: nothing is written until the shopper changes it.
    stored: toStored(actor.getSnapshot().context),
    select: toStored,
    write: (stored) => writePersisted<PersistedCart>(storage, STORAGE_KEYS.cart, stored),
  });
}
