import { type ActorRefFrom, assertEvent, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
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
  /** The lines to start with (`restoreCart(storage)` reads the saved cart; `persistCart` keeps it saved). */
  items?: CartItem[] | undefined;
}

export interface CartContext {
  items: CartItem[];
  isOpen: boolean;
  totalItems: number;
  totalPrice: number;
  /** The item shown by the 'Ajouté au panier!' popup. */
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

/** New lines with their totals recomputed. */
const withTotals = (items: CartItem[]) => ({ items, ...cartTotals(items) });

/** Applies a line operation and recomputes the totals. */
const withLines = (change: (items: CartItem[], event: CartEvent) => CartItem[]) =>
  assign<CartContext, CartEvent, undefined, CartEvent, never>(({ context, event }) =>
    withTotals(change(context.items, event)),
  );

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
    /** Adds the item (merged into its variant's line when there is one), then shows that line in the popup. */
    add: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'ADD');
      const { item } = event;
      enqueue.assign(({ context }) => withTotals(addLine(context.items, item)));
      enqueue.assign({
        lastAdded: ({ context }) =>
          context.items.find(
            (line) =>
              line.productId === item.productId &&
              (line.size ?? '') === (item.size ?? '') &&
              (line.color ?? '') === (item.color ?? ''),
          ) ?? null,
      });
    }),
    forgetLastAdded: assign({ lastAdded: null }),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    ...withTotals(input?.items ?? []),
    isOpen: false,
    lastAdded: null,
  }),
  on: {
    SET_QUANTITY: {
      actions: withLines((items, event) => {
        assertEvent(event, 'SET_QUANTITY');
        return setLineQuantity(items, event.id, event.quantity);
      }),
    },
    INCREMENT: {
      actions: withLines((items, event) => {
        assertEvent(event, 'INCREMENT');
        return incrementLine(items, event.id);
      }),
    },
    DECREMENT: {
      actions: withLines((items, event) => {
        assertEvent(event, 'DECREMENT');
        return decrementLine(items, event.id);
      }),
    },
    REMOVE: {
      actions: withLines((items, event) => {
        assertEvent(event, 'REMOVE');
        return removeLine(items, event.id);
      }),
    },
    CLEAR: { actions: withLines(() => []) },
    OPEN: { actions: assign({ isOpen: true }) },
    CLOSE: { actions: assign({ isOpen: false }) },
    TOGGLE: { actions: assign({ isOpen: ({ context }) => !context.isOpen }) },
  },
  states: {
    popup: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { ADD: { target: 'shown', actions: 'add' } },
        },
        shown: {
          after: { addedPopup: { target: 'hidden', actions: 'forgetLastAdded' } },
          on: {
            // Another add restarts the 4 s.
            ADD: { target: 'shown', reenter: true, actions: 'add' },
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
