import { messages } from '@teranga/messages';
import { type ActorRefFrom, assertEvent, assign, emit, type SnapshotFrom, setup } from 'xstate';
import { TIMINGS } from '../timings.js';

export const PAYMENT_METHODS = ['wave', 'orange-money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CHECKOUT_LOGIN_PATH = '/login?redirect=checkout';
export const CHECKOUT_RETURN_PATH = '/cart';
export const ORDER_CONFIRMATION_PATH = '/order-confirmation';

export interface CheckoutInput {
  /** A checkout was waiting for a sign-in that left the page (OAuth): see `restoreCheckout`. */
  pending?: boolean | undefined;
  isAuthenticated?: boolean | undefined;
  itemCount?: number | undefined;
}

export interface CheckoutContext {
  /** Waiting for a sign-in: `persistCheckout` keeps it (and the redirect target) in storage. */
  pending: boolean;
  paymentMethod: PaymentMethod;
  isAuthenticated: boolean;
  itemCount: number;
}

export type CheckoutEvent =
  | { type: 'PAY' }
  | { type: 'SELECT_PAYMENT'; method: PaymentMethod }
  | { type: 'AUTH_CHANGED'; isAuthenticated: boolean }
  | { type: 'CART_CHANGED'; itemCount: number };

export type CheckoutEmitted = { type: 'navigate'; to: string } | { type: 'clearCart' };

/** The simulated payment: no server call, two timed steps, then the cart is emptied. */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
    tags: {} as 'paying',
  },
  delays: {
    payment: TIMINGS.payment,
    confirmation: TIMINGS.confirmation,
  },
  guards: {
    hasItems: ({ context }) => context.itemCount > 0,
    signedInWithItems: ({ context }) => context.isAuthenticated && context.itemCount > 0,
    signedInWithoutItems: ({ context }) => context.isAuthenticated && context.itemCount === 0,
    wasPending: ({ context }) => context.pending,
  },
  actions: {
    trackAuth: assign({
      isAuthenticated: ({ event }) => {
        assertEvent(event, 'AUTH_CHANGED');
        return event.isAuthenticated;
      },
    }),
    trackCart: assign({
      itemCount: ({ event }) => {
        assertEvent(event, 'CART_CHANGED');
        return event.itemCount;
      },
    }),
    choosePayment: assign({
      paymentMethod: ({ event }) => {
        assertEvent(event, 'SELECT_PAYMENT');
        return event.method;
      },
    }),
    rememberPending: assign({ pending: true }),
    clearPending: assign({ pending: false }),
    goToLogin: emit({ type: 'navigate' as const, to: CHECKOUT_LOGIN_PATH }),
    emptyCart: emit({ type: 'clearCart' as const }),
    goToConfirmation: emit({ type: 'navigate' as const, to: ORDER_CONFIRMATION_PATH }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    pending: input?.pending ?? false,
    paymentMethod: 'wave',
    isAuthenticated: input?.isAuthenticated ?? false,
    itemCount: input?.itemCount ?? 0,
  }),
  initial: 'starting',
  on: {
    AUTH_CHANGED: { actions: 'trackAuth' },
    CART_CHANGED: { actions: 'trackCart' },
  },
  states: {
    starting: {
      always: [{ guard: 'wasPending', target: 'awaitingSignIn' }, { target: 'idle' }],
    },
    idle: {
      on: {
        SELECT_PAYMENT: { actions: 'choosePayment' },
        PAY: [
          { guard: 'signedInWithItems', target: 'processing' },
          { guard: 'hasItems', target: 'awaitingSignIn', actions: ['rememberPending', 'goToLogin'] },
        ],
      },
    },
    awaitingSignIn: {
      always: [
        { guard: 'signedInWithItems', target: 'processing', actions: 'clearPending' },
        { guard: 'signedInWithoutItems', target: 'idle', actions: 'clearPending' },
      ],
      on: {
        SELECT_PAYMENT: { actions: 'choosePayment' },
        PAY: { actions: 'goToLogin' },
      },
    },
    processing: {
      tags: ['paying'],
      after: { payment: 'confirmed' },
    },
    confirmed: {
      tags: ['paying'],
      after: { confirmation: { target: 'idle', actions: ['emptyCart', 'goToConfirmation'] } },
    },
  },
});

/** `messages.checkout.processing` while paying, the confirmation overlay texts once paid. */
export const checkoutTexts = {
  processing: messages.checkout.processing,
  confirmed: messages.checkout.confirmed,
  paymentSucceeded: messages.checkout.paymentSucceeded,
} as const;

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
