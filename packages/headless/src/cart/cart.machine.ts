import { type ActorRefFrom, assertEvent, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import type { ProductLike } from '../shared/product.js';
import { TIMINGS } from '../timings.js';
import type { CartItem } from './cart-item.js';
import {
  addLine,
  cartTotals,
  decrementLine,
  incrementLine,
  refreshLineStock,
  removeLine,
  setLineQuantity,
  unitsAdded,
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
  /** The item shown by the added-to-cart popup (`messages.cart.addedPopup`). */
  lastAdded: CartItem | null;
  /** The units the last add put in the cart: 0 when its stock was all there already (nothing added, no popup). */
  lastAddedUnits: number;
}

export type CartEvent =
  /** `popup: false`: no « Ajouté au panier! » popup (« Acheter maintenant » goes straight to the cart). */
  | { type: 'ADD'; item: CartItem; popup?: boolean | undefined }
  /** The products of the lines as the server reads them now: each line's stock is made again. */
  | { type: 'STOCK_CHANGED'; products: readonly ProductLike[] }
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
  // XState reads these types only (the value is never used): one declaration of the machine's types.
  types: {} as {
    context: CartContext;
    events: CartEvent;
    input: CartInput;
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
      enqueue.assign(({ context }) => ({
        ...withTotals(addLine(context.items, item)),
        lastAddedUnits: unitsAdded(context.items, item),
      }));
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
  guards: {
    /** The popup shows what was added: not after an add that found its stock all in the cart, nor when not asked. */
    showsPopup: ({ context, event }) =>
      event.type === 'ADD' && event.popup !== false && unitsAdded(context.items, event.item) > 0,
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    ...withTotals(input?.items ?? []),
    isOpen: false,
    lastAdded: null,
    lastAddedUnits: 0,
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
    STOCK_CHANGED: {
      actions: assign(({ context, event }) => {
        assertEvent(event, 'STOCK_CHANGED');
        const items = refreshLineStock(context.items, event.products);
        return items === context.items ? {} : withTotals(items);
      }),
    },
    OPEN: { actions: assign({ isOpen: true }) },
    CLOSE: { actions: assign({ isOpen: false }) },
    TOGGLE: { actions: assign({ isOpen: ({ context }) => !context.isOpen }) },
  },
  states: {
    popup: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { ADD: [{ guard: 'showsPopup', target: 'shown', actions: 'add' }, { actions: 'add' }] },
        },
        shown: {
          after: { addedPopup: { target: 'hidden', actions: 'forgetLastAdded' } },
          on: {
            // Another add restarts the 4 s.
            ADD: [
              { guard: 'showsPopup', target: 'shown', reenter: true, actions: 'add' },
              // « Acheter maintenant »: the cart opens with no popup over it.
              {
                guard: ({ event }) => event.type === 'ADD' && event.popup === false,
                target: 'hidden',
                actions: ['add', 'forgetLastAdded'],
              },
              // Nothing added: the popup of the last add goes on as it was.
              { actions: 'add' },
            ],
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
