import {
  checkoutDeliveryTexts,
  checkoutMessages,
  checkoutPaymentTexts,
  payOnDeliveryConfirmation,
} from '@teranga/messages/cart';
import type { components } from '@teranga/sdk';
import {
  type ActorRefFrom,
  and,
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { errorMessage, errorStatus } from '../client.js';
import { notProvided } from '../shared/not-provided.js';
import { DEFAULT_SHOP_PATHS, type ShopPaths, shopPaths } from '../shared/paths.js';
import { TIMINGS } from '../timings.js';
import type { PaymentMethod } from './checkout.defaults.js';
import {
  type CheckoutDeliveryQuote,
  chooseDeliveryOption,
  chosenDeliveryOption,
  type DeliveryChoice,
  type DeliveryQuoteInput,
  deliveryRefusal,
  EMPTY_DELIVERY_CHOICE,
  reconcileDeliveryChoice,
} from './delivery-step.js';
import {
  EMPTY_PAYER,
  isPayerValid,
  type PayerDetails,
  type PayerErrors,
  type PayerField,
  payerPhoneRefusal,
  prefillPayer,
  validatePayer,
} from './payer.js';

export { PAYMENT_METHODS, type PaymentMethod } from './checkout.defaults.js';

/** The defaults of `paths.checkoutLogin`, `paths.checkoutReturn` and `paths.orderConfirmation` (shared/paths.ts). */
export const CHECKOUT_LOGIN_PATH = DEFAULT_SHOP_PATHS.checkoutLogin;
export const CHECKOUT_RETURN_PATH = DEFAULT_SHOP_PATHS.checkoutReturn;
export const ORDER_CONFIRMATION_PATH = DEFAULT_SHOP_PATHS.orderConfirmation();

/**
 * The default confirmation page of one order.
 * @example navigate(orderConfirmationPath(order.id)); // '/order-confirmation?order=…'
 */
export const orderConfirmationPath = (orderId: string): string =>
  DEFAULT_SHOP_PATHS.orderConfirmation(orderId);

/** Where the checkout sends the shopper (see `ShopPaths`). */
export type CheckoutPaths = Pick<ShopPaths, 'checkoutLogin' | 'checkoutReturn' | 'orderConfirmation'>;

/** Paid in cash at the door (« Paiement à la livraison »): the order is confirmed at once, nothing is awaited. */
export const isCashOnDelivery = (method: string | undefined): boolean => method === 'cash-on-delivery';

/** How the payment is awaited: the order is read again every `pollInterval` until paid, failed or expired. */
export const CHECKOUT_DELAYS = {
  pollInterval: 1000,
  /** Past the server's own expiry (15 min by default): a payment never answered ends as expired here too. */
  paymentTimeout: 16 * 60_000,
} as const;

export type PaymentStatus = components['schemas']['PaymentStatus'];

/** What the checkout reads of an order (the SDK's Order has these fields). */
export interface CheckoutOrder {
  _id?: string | undefined;
  id?: string | undefined;
  orderNumber: string;
  paymentStatus?: PaymentStatus | undefined;
  /** Paid on delivery (`cash-on-delivery`): the order is confirmed as created, no payment is awaited. */
  paymentMethod?: PaymentMethod | undefined;
  /** How it is delivered, as the server priced it (the contract's OrderDelivery). */
  delivery?: { name: string; priceXof: number; expectedDate: string } | null | undefined;
}

/** One cart line as the order takes it: the server prices it. */
export interface OrderLine {
  productId: string;
  quantity: number;
  size?: string | undefined;
  color?: string | undefined;
}

export interface PlaceOrderInput {
  lines: OrderLine[];
  paymentMethod: PaymentMethod;
  payer: PayerDetails;
  /** The address of the book, or the typed one (`payer`), the option and its pickup point. */
  delivery: DeliveryChoice;
  /** The same for every retry of one attempt: a dropped connection does not buy twice. */
  idempotencyKey: string;
}

/** The attempt in flight: its key, then its order once created (persisted, so a reload keeps waiting for it). */
export interface CheckoutAttempt {
  key: string;
  /** The request the key was made for: a retry of the same request reuses the key. */
  fingerprint: string;
  orderId: string | null;
}

/** `confirmed`: a cash-on-delivery order, confirmed as created (it is paid at the door). */
export type CheckoutOutcome = 'paid' | 'confirmed' | 'failed' | 'expired' | 'refused' | 'lost';

export interface CheckoutInput {
  /** A checkout was waiting for a sign-in that left the page (OAuth): see `restoreCheckout`. */
  pending?: boolean | undefined;
  isAuthenticated?: boolean | undefined;
  /** The cart's lines (`itemCount` alone is enough for a cart that only counts). */
  lines?: OrderLine[] | undefined;
  itemCount?: number | undefined;
  /** What was typed (fields left out are empty). */
  payer?: Partial<PayerDetails> | undefined;
  /** The cart's subtotal in EUR cents: the delivery quote's free thresholds compare it. */
  subtotalCents?: number | undefined;
  delivery?: DeliveryChoice | undefined;
  attempt?: CheckoutAttempt | null | undefined;
  /** The app's addresses for the sign-in, the return after it and the confirmation; the defaults are the reference shop's. */
  paths?: Partial<CheckoutPaths> | undefined;
}

export interface CheckoutContext {
  paths: CheckoutPaths;
  /** Waiting for a sign-in: `persistCheckout` keeps it (and the redirect target) in storage. */
  pending: boolean;
  paymentMethod: PaymentMethod;
  isAuthenticated: boolean;
  itemCount: number;
  lines: OrderLine[];
  payer: PayerDetails;
  payerErrors: PayerErrors;
  subtotalCents: number;
  /** The delivery step: the address (of the book, or typed), the option and its pickup point. */
  delivery: DeliveryChoice;
  /** The place of the chosen address of the book (the quote is asked for it); null for the typed address. */
  savedPlace: { city: string; region: string } | null;
  /** The server's options for the address (GET /delivery/options); null until it answers. */
  quote: CheckoutDeliveryQuote | null;
  /** Which quote request is the latest: an older answer arriving late is dropped. */
  quoteSeq: number;
  quoting: boolean;
  /** The quote could not be had (the server prices the order anyway, with its default option). */
  quoteError: string | null;
  /** Why the delivery choice cannot be paid (a pickup option without its point), in French. */
  deliveryError: string | null;
  attempt: CheckoutAttempt | null;
  order: CheckoutOrder | null;
  outcome: CheckoutOutcome | null;
  /** What the confirmation says instead of the payment's success (paid on delivery: nothing was paid yet). */
  notice?: string | undefined;
  /** The French reason the last attempt did not end in a paid order. */
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'PAY' }
  | { type: 'SELECT_PAYMENT'; method: PaymentMethod }
  | { type: 'EDIT_PAYER'; field: PayerField; value: string }
  | { type: 'AUTH_CHANGED'; isAuthenticated: boolean; payer?: Partial<PayerDetails> | undefined }
  | { type: 'CART_CHANGED'; lines: OrderLine[]; subtotalCents?: number | undefined }
  | { type: 'DISMISS' }
  /** An address of the customer's book (its place for the quote), or null for the typed address. */
  | { type: 'SELECT_ADDRESS'; address: { id: string; city: string; region: string } | null }
  | { type: 'SELECT_DELIVERY'; optionId: string }
  | { type: 'SELECT_PICKUP_POINT'; pickupPointId: string }
  /** Ask the options for the current address (the payment step sends it when it shows). */
  | { type: 'QUOTE_DELIVERY' };

export type CheckoutEmitted = { type: 'navigate'; to: string } | { type: 'clearCart' };

const countOf = (lines: readonly OrderLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const orderIdOf = (order: CheckoutOrder): string => order._id ?? order.id ?? '';

/**
 * A random key (RFC 4122 v4 where the platform has it).
 * @example const order = await sdk.orders.create(input, { idempotencyKey: newIdempotencyKey() });
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const fingerprintOf = (context: CheckoutContext): string =>
  JSON.stringify([context.lines, context.paymentMethod, context.payer, context.delivery]);

/** The quote's place: the chosen address of the book, else the typed one. */
const quoteInputOf = (context: CheckoutContext): DeliveryQuoteInput => ({
  city: (context.savedPlace?.city ?? context.payer.city).trim(),
  region: (context.savedPlace?.region ?? context.payer.region).trim(),
  subtotalCents: context.subtotalCents,
});

const QUOTE_ACTOR = 'deliveryQuote-';
const isLatestQuote = (context: CheckoutContext, type: string, kind: 'done' | 'error'): boolean =>
  type === `xstate.${kind}.actor.${QUOTE_ACTOR}${context.quoteSeq}`;

/** Typing the city or region asks the options again once the customer pauses. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * A refusal from the server (4xx, or 502: the provider refused and the order was cancelled) ends the attempt; a lost
 * connection or a busy server may be retried with the same key.
 */
const isRetryable = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status === undefined || (status >= 500 && status !== 502);
};

/**
 * The checkout of the storefront document, made real: signed out it waits for a sign-in (pending flag, /login);
 * signed in it creates the order from the cart's lines (one Idempotency-Key per attempt), then reads the order
 * until its payment is paid, failed or expired. 'Traitement...' lasts at least 2 s; the confirmation shows only
 * once paid, and 2 s later the cart is emptied and the confirmation page opens. A failed, expired or refused
 * payment says why and keeps the cart.
 */
export const checkoutMachine = setup({
  // XState reads these types only (the value is never used): one declaration of the machine's types.
  types: {} as {
    context: CheckoutContext;
    events: CheckoutEvent;
    input: CheckoutInput;
    emitted: CheckoutEmitted;
    tags: 'paying' | 'awaiting';
  },
  actors: {
    placeOrder: fromPromise<CheckoutOrder, PlaceOrderInput>(notProvided('placeOrder')),
    fetchOrder: fromPromise<CheckoutOrder, { orderId: string }>(notProvided('fetchOrder')),
    quoteDelivery: fromPromise<CheckoutDeliveryQuote, DeliveryQuoteInput>(notProvided('quoteDelivery')),
  },
  delays: {
    quoteDebounce: QUOTE_DEBOUNCE_MS,
    payment: TIMINGS.payment,
    confirmation: TIMINGS.confirmation,
    pollInterval: CHECKOUT_DELAYS.pollInterval,
    paymentTimeout: CHECKOUT_DELAYS.paymentTimeout,
  },
  guards: {
    hasItems: ({ context }) => context.itemCount > 0,
    signedInWithItems: ({ context }) => context.isAuthenticated && context.itemCount > 0,
    canPay: ({ context }) =>
      context.isAuthenticated &&
      context.itemCount > 0 &&
      isPayerValid(context.payer, { typedAddress: context.delivery.addressId === null }) &&
      deliveryRefusal(context.quote, context.delivery) === null,
    signedInWithoutItems: ({ context }) => context.isAuthenticated && context.itemCount === 0,
    payerPhoneRefused: ({ context }) => payerPhoneRefusal(context.payer.phone) !== undefined,
    wasPending: ({ context }) => context.pending,
    hasOrder: ({ context }) => Boolean(context.attempt?.orderId),
    resumesPayment: ({ context }) => Boolean(context.attempt?.orderId),
    /** Only an option of the quote shown can be chosen (an older zone's option would be refused at payment). */
    offersOption: ({ context, event }) =>
      event.type === 'SELECT_DELIVERY' &&
      Boolean(context.quote?.options.some((o) => o.id === event.optionId)),
    offersPickupPoint: ({ context, event }) =>
      event.type === 'SELECT_PICKUP_POINT' &&
      Boolean(
        chosenDeliveryOption(context.quote, context.delivery.optionId)?.pickupPoints.some(
          (point) => point.id === event.pickupPointId,
        ),
      ),
    isPaid: ({ context }) => context.outcome === 'paid' || context.outcome === 'confirmed',
  },
  actions: {
    trackAuth: assign(({ context, event }) => {
      assertEvent(event, 'AUTH_CHANGED');
      return {
        isAuthenticated: event.isAuthenticated,
        payer: event.isAuthenticated ? prefillPayer(context.payer, event.payer) : context.payer,
      };
    }),
    trackCart: assign(({ context, event }) => {
      assertEvent(event, 'CART_CHANGED');
      return {
        lines: event.lines,
        itemCount: countOf(event.lines),
        subtotalCents: event.subtotalCents ?? context.subtotalCents,
      };
    }),
    /** The latest request wins: each gets its own child id, an older answer is dropped. */
    requestQuote: enqueueActions(({ context, enqueue }) => {
      const quoteSeq = context.quoteSeq + 1;
      enqueue.cancel('quoteDebounce');
      enqueue.assign({ quoteSeq, quoting: true });
      enqueue.spawnChild('quoteDelivery', { id: `${QUOTE_ACTOR}${quoteSeq}`, input: quoteInputOf(context) });
    }),
    debounceQuote: enqueueActions(({ enqueue }) => {
      enqueue.cancel('quoteDebounce');
      enqueue.raise({ type: 'QUOTE_DELIVERY' }, { delay: 'quoteDebounce', id: 'quoteDebounce' });
    }),
    takeQuote: assign(({ context, event }) => {
      const quote = (event as unknown as { output: CheckoutDeliveryQuote }).output;
      return {
        quote,
        quoting: false,
        quoteError: null,
        delivery: reconcileDeliveryChoice(context.quote, quote, context.delivery),
      };
    }),
    quoteFailed: assign({ quoting: false, quoteError: checkoutDeliveryTexts.errors.quoteFailed }),
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_ADDRESS');
      const { address } = event;
      const { phone } = context.payerErrors;
      return {
        delivery: { ...context.delivery, addressId: address?.id ?? null },
        savedPlace: address ? { city: address.city, region: address.region } : null,
        // The book's address needs none of the typed fields: their refusals go.
        payerErrors: address ? (phone ? { phone } : {}) : context.payerErrors,
      };
    }),
    chooseDelivery: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_DELIVERY');
      const delivery = chooseDeliveryOption(context.quote, context.delivery, event.optionId);
      return { delivery, deliveryError: null };
    }),
    choosePickupPoint: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_PICKUP_POINT');
      return { delivery: { ...context.delivery, pickupPointId: event.pickupPointId }, deliveryError: null };
    }),
    choosePayment: assign({
      paymentMethod: ({ event }) => {
        assertEvent(event, 'SELECT_PAYMENT');
        return event.method;
      },
    }),
    editPayer: assign(({ context, event }) => {
      assertEvent(event, 'EDIT_PAYER');
      const { [event.field]: _fixed, ...payerErrors } = context.payerErrors;
      return { payer: { ...context.payer, [event.field]: event.value }, payerErrors };
    }),
    showPayerErrors: assign({
      payerErrors: ({ context }) =>
        validatePayer(context.payer, { typedAddress: context.delivery.addressId === null }),
      deliveryError: ({ context }) => deliveryRefusal(context.quote, context.delivery),
    }),
    showPayerPhoneError: assign(({ context }) => {
      const phone = payerPhoneRefusal(context.payer.phone);
      return { payerErrors: phone ? { ...context.payerErrors, phone } : context.payerErrors };
    }),
    rememberPending: assign({ pending: true }),
    clearPending: assign({ pending: false }),
    clearError: assign({ error: null, outcome: null }),
    /** The same request as the last unfinished attempt keeps its key; any other gets a new one. */
    startAttempt: assign(({ context }) => {
      const fingerprint = fingerprintOf(context);
      const attempt =
        context.attempt && context.attempt.fingerprint === fingerprint && !context.attempt.orderId
          ? context.attempt
          : { key: newIdempotencyKey(), fingerprint, orderId: null };
      return {
        attempt,
        order: null,
        outcome: null,
        notice: undefined,
        error: null,
        payerErrors: {},
        deliveryError: null,
      };
    }),
    endAttempt: assign({ attempt: null }),
    goToLogin: emit(({ context }) => ({ type: 'navigate' as const, to: context.paths.checkoutLogin })),
    emptyCart: emit({ type: 'clearCart' as const }),
    goToConfirmation: emit(({ context }) => ({
      type: 'navigate' as const,
      to: context.paths.orderConfirmation(context.order ? orderIdOf(context.order) : undefined),
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const lines = input?.lines ?? [];
    const { checkoutLogin, checkoutReturn, orderConfirmation } = shopPaths(input?.paths);
    return {
      paths: { checkoutLogin, checkoutReturn, orderConfirmation },
      pending: input?.pending ?? false,
      paymentMethod: 'wave',
      isAuthenticated: input?.isAuthenticated ?? false,
      lines,
      itemCount: input?.lines ? countOf(lines) : (input?.itemCount ?? 0),
      payer: { ...EMPTY_PAYER, ...input?.payer },
      payerErrors: {},
      subtotalCents: input?.subtotalCents ?? 0,
      delivery: { ...EMPTY_DELIVERY_CHOICE, ...input?.delivery },
      savedPlace: null,
      quote: null,
      quoteSeq: 0,
      quoting: false,
      quoteError: null,
      deliveryError: null,
      attempt: input?.attempt ?? null,
      order: null,
      outcome: null,
      error: null,
    };
  },
  initial: 'starting',
  on: {
    AUTH_CHANGED: { actions: 'trackAuth' },
    CART_CHANGED: [
      // Another subtotal may cross a free-delivery threshold: the prices are asked again.
      {
        guard: ({ context, event }) =>
          context.quote !== null &&
          event.subtotalCents !== undefined &&
          event.subtotalCents !== context.subtotalCents,
        actions: ['trackCart', 'requestQuote'],
      },
      { actions: 'trackCart' },
    ],
    EDIT_PAYER: [
      {
        guard: ({ context, event }) =>
          (event.field === 'city' || event.field === 'region') && context.delivery.addressId === null,
        actions: ['editPayer', 'debounceQuote'],
      },
      { actions: 'editPayer' },
    ],
    DISMISS: { actions: 'clearError' },
    QUOTE_DELIVERY: { actions: 'requestQuote' },
    // The quote's answer (its child's done or error event), when it is the latest asked.
    '*': [
      {
        guard: ({ context, event }) => isLatestQuote(context, event.type, 'done'),
        actions: 'takeQuote',
      },
      {
        guard: ({ context, event }) => isLatestQuote(context, event.type, 'error'),
        actions: 'quoteFailed',
      },
    ],
  },
  states: {
    starting: {
      always: [
        // A reload while a payment was awaited: keep waiting for that order.
        { guard: 'hasOrder', target: 'processing' },
        { guard: 'wasPending', target: 'awaitingSignIn' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        SELECT_PAYMENT: { actions: 'choosePayment' },
        SELECT_ADDRESS: { actions: ['selectAddress', 'requestQuote'] },
        SELECT_DELIVERY: { guard: 'offersOption', actions: 'chooseDelivery' },
        SELECT_PICKUP_POINT: { guard: 'offersPickupPoint', actions: 'choosePickupPoint' },
        PAY: [
          { guard: 'canPay', target: 'processing', actions: 'startAttempt' },
          { guard: 'signedInWithItems', actions: 'showPayerErrors' },
          // A guest's paying phone is checked before the sign-in is asked for.
          { guard: and(['hasItems', 'payerPhoneRefused']), actions: 'showPayerPhoneError' },
          {
            guard: 'hasItems',
            target: 'awaitingSignIn',
            actions: ['clearError', 'rememberPending', 'goToLogin'],
          },
        ],
      },
    },
    awaitingSignIn: {
      always: [
        { guard: 'canPay', target: 'processing', actions: ['clearPending', 'startAttempt'] },
        { guard: 'signedInWithItems', target: 'idle', actions: ['clearPending', 'showPayerErrors'] },
        { guard: 'signedInWithoutItems', target: 'idle', actions: 'clearPending' },
      ],
      on: {
        SELECT_PAYMENT: { actions: 'choosePayment' },
        SELECT_ADDRESS: { actions: ['selectAddress', 'requestQuote'] },
        SELECT_DELIVERY: { guard: 'offersOption', actions: 'chooseDelivery' },
        SELECT_PICKUP_POINT: { guard: 'offersPickupPoint', actions: 'choosePickupPoint' },
        PAY: { actions: 'goToLogin' },
      },
    },
    processing: {
      tags: ['paying'],
      type: 'parallel',
      states: {
        /** 'Traitement...' shows for at least the document's 2 s, however fast the payment. */
        minimum: {
          initial: 'running',
          states: {
            running: { after: { payment: 'done' } },
            done: { type: 'final' },
          },
        },
        payment: {
          initial: 'starting',
          after: {
            paymentTimeout: {
              target: '.settled',
              actions: assign({ outcome: 'expired', error: checkoutPaymentTexts.checkout.paymentExpired }),
            },
          },
          states: {
            starting: { always: [{ guard: 'hasOrder', target: 'checking' }, { target: 'creating' }] },
            creating: {
              invoke: {
                id: 'placeOrder',
                src: 'placeOrder',
                input: ({ context }) => ({
                  lines: context.lines,
                  paymentMethod: context.paymentMethod,
                  payer: context.payer,
                  delivery: context.delivery,
                  idempotencyKey: context.attempt?.key ?? newIdempotencyKey(),
                }),
                onDone: {
                  target: 'waiting',
                  actions: assign(({ context, event }) => ({
                    order: event.output,
                    attempt: context.attempt && { ...context.attempt, orderId: orderIdOf(event.output) },
                  })),
                },
                onError: {
                  target: 'settled',
                  actions: assign(({ context, event }) => ({
                    outcome: 'refused' as const,
                    error: errorMessage(event.error, checkoutPaymentTexts.checkout.orderFailed),
                    // A refusal ends the attempt; a lost connection keeps its key for the retry.
                    attempt: isRetryable(event.error) ? context.attempt : null,
                  })),
                },
              },
            },
            waiting: {
              tags: ['awaiting'],
              // Paid on delivery, the order is confirmed as created: nothing to wait for.
              always: {
                guard: ({ context }) => isCashOnDelivery(context.order?.paymentMethod),
                target: 'settled',
                actions: assign({ outcome: 'confirmed', notice: payOnDeliveryConfirmation }),
              },
              after: { pollInterval: 'checking' },
            },
            checking: {
              tags: ['awaiting'],
              invoke: {
                id: 'fetchOrder',
                src: 'fetchOrder',
                input: ({ context }) => ({ orderId: context.attempt?.orderId ?? '' }),
                onDone: [
                  {
                    // A reload while a cash-on-delivery order was being confirmed: it is confirmed.
                    guard: ({ event }) => isCashOnDelivery(event.output.paymentMethod),
                    target: 'settled',
                    actions: assign({
                      order: ({ event }) => event.output,
                      outcome: 'confirmed',
                      notice: payOnDeliveryConfirmation,
                    }),
                  },
                  {
                    guard: ({ event }) => event.output.paymentStatus === 'paid',
                    target: 'settled',
                    actions: assign({ order: ({ event }) => event.output, outcome: 'paid' }),
                  },
                  {
                    guard: ({ event }) => event.output.paymentStatus === 'failed',
                    target: 'settled',
                    actions: assign({
                      order: ({ event }) => event.output,
                      outcome: 'failed',
                      error: checkoutPaymentTexts.checkout.paymentFailed,
                    }),
                  },
                  {
                    guard: ({ event }) => event.output.paymentStatus === 'expired',
                    target: 'settled',
                    actions: assign({
                      order: ({ event }) => event.output,
                      outcome: 'expired',
                      error: checkoutPaymentTexts.checkout.paymentExpired,
                    }),
                  },
                  { target: 'waiting', actions: assign({ order: ({ event }) => event.output }) },
                ],
                onError: [
                  // A dropped connection or a busy server: ask again; a missing order or session cannot be followed.
                  { guard: ({ event }) => isRetryable(event.error), target: 'waiting' },
                  {
                    target: 'settled',
                    actions: assign({ outcome: 'lost', error: checkoutPaymentTexts.checkout.orderLost }),
                  },
                ],
              },
            },
            settled: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'isPaid', target: 'confirmed' },
        {
          target: 'idle',
          // A lost connection while creating keeps its key (a retry returns the same order, if one was made).
          actions: assign(({ context }) => ({
            attempt: context.outcome === 'refused' ? context.attempt : null,
          })),
        },
      ],
    },
    confirmed: {
      tags: ['paying'],
      after: {
        confirmation: { target: 'idle', actions: ['emptyCart', 'goToConfirmation', 'endAttempt'] },
      },
    },
  },
});

/** `checkoutMessages.processing` while paying, the confirmation overlay texts once paid (or, on delivery, confirmed). */
export const checkoutTexts = {
  processing: checkoutMessages.processing,
  confirmed: checkoutMessages.confirmed,
  paymentSucceeded: checkoutMessages.paymentSucceeded,
} as const;

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
