import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { readPersisted, STORAGE_KEYS, type StorageLike, writePersisted } from '../shared/storage.js';
import { TIMINGS } from '../timings.js';
import type { CartItem } from './cart-item.js';
import {
  addLine,
  cartTotals,
  decrementLine,
  incrementLine,
  removeLine,
  setLineQuantity,
} from './cart-lines.js';

export interface CartInput {
  /** Where `cart-storage` lives (localStorage in a browser); none keeps the cart in memory. */
  storage?: StorageLike | undefined;
}

export interface CartContext {
  storage: StorageLike | undefined;
  items: CartItem[];
  isOpen: boolean;
  totalItems: number;
  totalPrice: number;
  /** The item shown by the added-to-cart popup (`messages.cart.addedPopup`). */
  lastAdded: CartItem | null;
}

export type CartEvent =
  | { type: 'ADD'; item: CartItem }
  | { type: 'SET_QUANTITY'; id: string; quantity: number }
  | { type: 'INCREMENT'; id: string }
  | { type: 'DECREMENT'; id: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'CLEAR' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  | { type: 'DISMISS_POPUP' };

interface PersistedCart {
  items?: CartItem[];
  isOpen?: boolean;
  totalItems?: number;
  totalPrice?: number;
}

const isCartItem = (value: unknown): value is CartItem => {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.productId === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    typeof item.maxQuantity === 'number' &&
    item.quantity >= 1
  );
};

function restore(storage: StorageLike | undefined): Pick<CartContext, 'items' | 'totalItems' | 'totalPrice'> {
  const items = (readPersisted<PersistedCart>(storage, STORAGE_KEYS.cart)?.items ?? []).filter(isCartItem);
  return { items, ...cartTotals(items) };
}

/** Applies a line operation and recomputes the totals. */
const withLines = (change: (items: CartItem[], event: CartEvent) => CartItem[]) =>
  assign<CartContext, CartEvent, undefined, CartEvent, never>(({ context, event }) => {
    const items = change(context.items, event);
    return { items, ...cartTotals(items) };
  });

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  delays: {
    /** The mini popup shows the last item for 4 s. */
    addedPopup: TIMINGS.addedPopup,
  },
  actions: {
    addItem: withLines((items, event) => (event.type === 'ADD' ? addLine(items, event.item) : items)),
    rememberLastAdded: assign({
      lastAdded: ({ context, event }) =>
        event.type === 'ADD'
          ? (context.items.find(
              (line) =>
                line.productId === event.item.productId &&
                (line.size ?? '') === (event.item.size ?? '') &&
                (line.color ?? '') === (event.item.color ?? ''),
            ) ?? null)
          : context.lastAdded,
    }),
    forgetLastAdded: assign({ lastAdded: null }),
    persist: ({ context }) =>
      writePersisted<PersistedCart>(context.storage, STORAGE_KEYS.cart, {
        items: context.items,
        isOpen: context.isOpen,
        totalItems: context.totalItems,
        totalPrice: context.totalPrice,
      }),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    storage: input?.storage,
    ...restore(input?.storage),
    isOpen: false,
    lastAdded: null,
  }),
  on: {
    SET_QUANTITY: {
      actions: [
        withLines((items, event) =>
          event.type === 'SET_QUANTITY' ? setLineQuantity(items, event.id, event.quantity) : items,
        ),
        'persist',
      ],
    },
    INCREMENT: {
      actions: [
        withLines((items, event) => (event.type === 'INCREMENT' ? incrementLine(items, event.id) : items)),
        'persist',
      ],
    },
    DECREMENT: {
      actions: [
        withLines((items, event) => (event.type === 'DECREMENT' ? decrementLine(items, event.id) : items)),
        'persist',
      ],
    },
    REMOVE: {
      actions: [
        withLines((items, event) => (event.type === 'REMOVE' ? removeLine(items, event.id) : items)),
        'persist',
      ],
    },
    CLEAR: { actions: [withLines(() => []), 'persist'] },
    OPEN: { actions: [assign({ isOpen: true }), 'persist'] },
    CLOSE: { actions: [assign({ isOpen: false }), 'persist'] },
    TOGGLE: { actions: [assign({ isOpen: ({ context }) => !context.isOpen }), 'persist'] },
  },
  states: {
    popup: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { ADD: { target: 'shown', actions: ['addItem', 'rememberLastAdded', 'persist'] } },
        },
        shown: {
          after: { addedPopup: { target: 'hidden', actions: 'forgetLastAdded' } },
          on: {
            // Another add restarts the 4 s.
            ADD: { target: 'shown', reenter: true, actions: ['addItem', 'rememberLastAdded', 'persist'] },
            DISMISS_POPUP: { target: 'hidden', actions: 'forgetLastAdded' },
          },
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartActorRef = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
