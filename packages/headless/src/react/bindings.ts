// React bindings: `@teranga/headless/react`. One provider owns the wired machines; one hook per machine.
import { useSelector } from '@xstate/react';
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  selectDisplayName,
  selectError,
  selectIsAuthenticated,
  selectIsBusy,
  selectIsRestoring,
  selectIsSellerOrAdmin,
  selectNotice,
  selectUser,
} from '../auth/auth.selectors.js';
import {
  selectCountBadge,
  selectIsOpen,
  selectItems,
  selectLastAdded,
  selectShipping,
  selectShippingLabel,
  selectSubtotal,
  selectTotal,
  selectTotalItems,
} from '../cart/cart.selectors.js';
import { buildCartItem, type CartItem, type CartItemOptions } from '../cart/cart-item.js';
import { EMPTY_PAYER, type PaymentMethod } from '../checkout/checkout.defaults.js';
import type { CheckoutEvent, CheckoutSnapshot } from '../checkout/checkout.machine.js';
import {
  selectCheckoutError,
  selectCheckoutOrder,
  selectConfirmation,
  selectIsAwaitingPayment,
  selectIsPaying,
  selectIsPendingSignIn,
  selectIsProcessing,
  selectPayer,
  selectPayerErrors,
  selectPaymentMethod,
} from '../checkout/checkout.selectors.js';
import type { PayerField } from '../checkout/payer.js';
import type { HeadlessClient, ProfileFields } from '../client.js';
import type { ProductLike } from '../shared/product.js';
import { browserStorage, createMemoryStorage, type HeadlessStorage } from '../shared/storage.js';
import type { SessionBridge } from '../shop/session-bridge.js';
import { createShop, type Shop } from '../shop/shop.js';
import type { RegistrationInput } from '../validation/registration.js';
import {
  selectIsFavorite,
  selectLoginPromptOpen,
  selectWishlistBadge,
  selectWishlistCount,
  selectWishlistError,
  selectWishlistIsBusy,
  selectWishlistIsLoading,
  selectWishlistItems,
  selectWishlistNoteDraft,
  selectWishlistTooltip,
} from '../wishlist/wishlist.selectors.js';

const ShopContext = createContext<Shop | null>(null);

export interface TerangaProviderProps {
  /** An @teranga/sdk client (or a factory receiving the session bridge); ignored when `shop` is given. */
  client?: HeadlessClient | ((bridge: SessionBridge) => HeadlessClient);
  /** Where sessions, cart and wishlist persist; the browser's storages by default. */
  storage?: HeadlessStorage;
  /** The bridge the client was built with, so that its 401s log out and its bearer is the session's. */
  bridge?: SessionBridge;
  /** For a client built without the bridge: how to hear its 401s (returns the unsubscribe function). */
  subscribeToUnauthorized?: (listener: () => void) => () => void;
  /** A shop made with `createShop`, for apps that own its lifecycle (tests, server rendering). */
  shop?: Shop;
  /** Called with every path the machines ask to go to; hand it to your router. */
  onNavigate?: (to: string) => void;
  /**
   * The app's pages are drawn on the server and hydrated in the browser. The server cannot read the browser's storage,
   * so on the server and during hydration the hooks read a signed-out visitor with an empty cart and wishlist; the
   * render right after hydration reads the real shop. Without it, what the shop holds shows from the first render.
   */
  serverRendering?: boolean;
  children?: ReactNode;
}

export function TerangaProvider({
  client,
  storage,
  bridge,
  subscribeToUnauthorized,
  shop,
  onNavigate,
  serverRendering = false,
  children,
}: TerangaProviderProps) {
  const [value] = useState<Shop>(() => {
    if (shop) return shop;
    if (!client) throw new Error('TerangaProvider needs a `client` or a `shop`');
    return createShop({ client, storage: storage ?? browserStorage(), bridge, subscribeToUnauthorized });
  });
  const navigateRef = useRef(onNavigate);
  navigateRef.current = onNavigate;
  useEffect(() => value.onNavigate((to) => navigateRef.current?.(to)), [value]);
  // Started once and kept for the page's life: a stopped XState actor cannot restart (React StrictMode remounts).
  useEffect(() => void value.start(), [value]);
  const shown = useHydratedShop(value, serverRendering);
  return createElement(ShopContext.Provider, { value: shown }, children);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after (and from the first
 * render of an app drawn in the browser only): what only the browser knows shows once it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * With server rendering, the shop the hooks read until hydration is done: a blank one (never started, storage in
 * memory), so that the browser's first render draws the server's HTML again and React can adopt it.
 */
function useHydratedShop(shop: Shop, serverRendering: boolean): Shop {
  const hydrated = useHydrated();
  const blank = useRef<Shop | undefined>(undefined);
  if (hydrated || !serverRendering || holdsNothing(shop)) return shop;
  blank.current ??= createShop({ client: shop.client, storage: createMemoryStorage() });
  return blank.current;
}

/**
 * A shop with nothing stored (a first visit) reads exactly as the blank one: hydration then keeps it, and the app is
 * not drawn a second time right after (a long task on a phone).
 */
function holdsNothing(shop: Shop): boolean {
  const auth = shop.auth.getSnapshot();
  const wishlist = shop.wishlist.getSnapshot().context;
  return (
    // With no stored token the session machine starts signed out, as the blank shop's does.
    auth.matches('signedOut') &&
    auth.context.token === null &&
    shop.cart.getSnapshot().context.items.length === 0 &&
    wishlist.items.length === 0 &&
    wishlist.favoriteIds.size === 0 &&
    shop.checkout === undefined
  );
}

/**
 * The action functions of a hook, made once per actor: they keep their identity across renders, so an app can list
 * them in effect dependencies (a cleanup that dismisses an error must not run on every render).
 */
function perActor<A extends object, T>(cache: WeakMap<A, T>, actor: A, make: (actor: A) => T): T {
  let actions = cache.get(actor);
  if (!actions) {
    actions = make(actor);
    cache.set(actor, actions);
  }
  return actions;
}

const authActions = new WeakMap<Shop['auth'], ReturnType<typeof makeAuthActions>>();
const makeAuthActions = (auth: Shop['auth']) => ({
  login: (emailOrPhone: string, password: string, rememberMe = false) =>
    auth.send({ type: 'LOGIN', emailOrPhone, password, rememberMe }),
  register: (input: RegistrationInput) => auth.send({ type: 'REGISTER', input }),
  logout: () => auth.send({ type: 'LOGOUT' }),
  updateProfile: (fields: ProfileFields) => auth.send({ type: 'UPDATE_PROFILE', fields }),
  dismiss: () => auth.send({ type: 'DISMISS' }),
});

const cartActions = new WeakMap<Shop['cart'], ReturnType<typeof makeCartActions>>();
const makeCartActions = (cart: Shop['cart']) => ({
  /** Builds the line from a product (id from product, size, colour and the time) and adds it. */
  addProduct: (product: ProductLike, options?: CartItemOptions) =>
    cart.send({ type: 'ADD', item: buildCartItem(product, options) }),
  add: (item: CartItem) => cart.send({ type: 'ADD', item }),
  setQuantity: (id: string, quantity: number) => cart.send({ type: 'SET_QUANTITY', id, quantity }),
  increment: (id: string) => cart.send({ type: 'INCREMENT', id }),
  decrement: (id: string) => cart.send({ type: 'DECREMENT', id }),
  remove: (id: string) => cart.send({ type: 'REMOVE', id }),
  clear: () => cart.send({ type: 'CLEAR' }),
  open: () => cart.send({ type: 'OPEN' }),
  close: () => cart.send({ type: 'CLOSE' }),
  toggle: () => cart.send({ type: 'TOGGLE' }),
  dismissPopup: () => cart.send({ type: 'DISMISS_POPUP' }),
});

const checkoutActions = new WeakMap<Shop, ReturnType<typeof makeCheckoutActions>>();
const makeCheckoutActions = (shop: Shop) => {
  // Before the checkout's code is there, what is pressed or typed waits for it, in order.
  const send = (event: CheckoutEvent) => {
    if (shop.checkout) shop.checkout.send(event);
    else void shop.loadCheckout().then((checkout) => checkout.send(event));
  };
  return {
    pay: () => send({ type: 'PAY' }),
    selectPayment: (method: PaymentMethod) => send({ type: 'SELECT_PAYMENT', method }),
    editPayer: (field: PayerField, value: string) => send({ type: 'EDIT_PAYER', field, value }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
};

/** A checkout selector, with what an idle checkout shows while the machine's code is not loaded yet. */
const orIdle =
  <T>(select: (snapshot: CheckoutSnapshot) => T, idle: T) =>
  (snapshot: CheckoutSnapshot | undefined): T =>
    snapshot ? select(snapshot) : idle;
// The checkout's default method (the machine's), without carrying the list of methods in every page's first load.
const idlePaymentMethod = orIdle(selectPaymentMethod, 'wave' as PaymentMethod);
const idleIsPaying = orIdle(selectIsPaying, false);
const idleIsProcessing = orIdle(selectIsProcessing, false);
const idleIsPendingSignIn = orIdle(selectIsPendingSignIn, false);
const idleConfirmation = orIdle(selectConfirmation, null);
const idleIsAwaitingPayment = orIdle(selectIsAwaitingPayment, false);
const idlePayer = orIdle(selectPayer, EMPTY_PAYER);
const idlePayerErrors = orIdle(selectPayerErrors, {});
const idleError = orIdle(selectCheckoutError, null);
const idleOrder = orIdle(selectCheckoutOrder, null);

const wishlistActions = new WeakMap<Shop['wishlist'], ReturnType<typeof makeWishlistActions>>();
const makeWishlistActions = (wishlist: Shop['wishlist']) => ({
  toggle: (productId: string) => wishlist.send({ type: 'TOGGLE', productId }),
  remove: (productId: string) => wishlist.send({ type: 'REMOVE', productId }),
  updateNote: (productId: string, notes: string) => wishlist.send({ type: 'UPDATE_NOTE', productId, notes }),
  reload: () => wishlist.send({ type: 'RELOAD' }),
  closePrompt: () => wishlist.send({ type: 'CLOSE_PROMPT' }),
  signIn: () => wishlist.send({ type: 'SIGN_IN' }),
  dismiss: () => wishlist.send({ type: 'DISMISS' }),
});

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('Teranga hooks must be used inside <TerangaProvider>');
  return shop;
}

export function useAuth() {
  const { auth } = useShop();
  return {
    user: useSelector(auth, selectUser),
    displayName: useSelector(auth, selectDisplayName),
    isAuthenticated: useSelector(auth, selectIsAuthenticated),
    isRestoring: useSelector(auth, selectIsRestoring),
    isBusy: useSelector(auth, selectIsBusy),
    isSellerOrAdmin: useSelector(auth, selectIsSellerOrAdmin),
    error: useSelector(auth, selectError),
    notice: useSelector(auth, selectNotice),
    ...perActor(authActions, auth, makeAuthActions),
    actor: auth,
  };
}

export function useCart() {
  const { cart } = useShop();
  return {
    items: useSelector(cart, selectItems),
    totalItems: useSelector(cart, selectTotalItems),
    countBadge: useSelector(cart, selectCountBadge),
    subtotal: useSelector(cart, selectSubtotal),
    shipping: useSelector(cart, selectShipping),
    shippingLabel: useSelector(cart, selectShippingLabel),
    total: useSelector(cart, selectTotal),
    isOpen: useSelector(cart, selectIsOpen),
    lastAdded: useSelector(cart, selectLastAdded),
    ...perActor(cartActions, cart, makeCartActions),
    actor: cart,
  };
}

export interface UseCheckoutOptions {
  /**
   * Load the checkout's code when the component mounts (default). `false` only reads it: an idle checkout until
   * something else loads it (a page that only asks whether a checkout waits for a sign-in).
   */
  load?: boolean;
}

/**
 * The checkout: its code is fetched when a component using this hook mounts (or at the shop's start when a stored
 * checkout is in progress); until it is there the hook reads as an idle checkout and its actions wait for it.
 */
export function useCheckout({ load = true }: UseCheckoutOptions = {}) {
  const shop = useShop();
  const readCheckout = () => shop.checkout;
  const checkout = useSyncExternalStore(shop.subscribeToCheckout, readCheckout, readCheckout);
  useEffect(() => {
    if (load) void shop.loadCheckout();
  }, [shop, load]);
  return {
    paymentMethod: useSelector(checkout, idlePaymentMethod),
    isPaying: useSelector(checkout, idleIsPaying),
    isProcessing: useSelector(checkout, idleIsProcessing),
    isPendingSignIn: useSelector(checkout, idleIsPendingSignIn),
    confirmation: useSelector(checkout, idleConfirmation),
    isAwaitingPayment: useSelector(checkout, idleIsAwaitingPayment),
    payer: useSelector(checkout, idlePayer),
    payerErrors: useSelector(checkout, idlePayerErrors),
    error: useSelector(checkout, idleError),
    order: useSelector(checkout, idleOrder),
    ...perActor(checkoutActions, shop, makeCheckoutActions),
    actor: checkout,
  };
}

export function useWishlist() {
  const { wishlist } = useShop();
  const favoriteIds = useSelector(wishlist, (snapshot) => snapshot.context.favoriteIds);
  const isFavorite = useCallback((productId: string) => favoriteIds.has(productId), [favoriteIds]);
  return {
    items: useSelector(wishlist, selectWishlistItems),
    favoriteIds,
    count: useSelector(wishlist, selectWishlistCount),
    countBadge: useSelector(wishlist, selectWishlistBadge),
    tooltip: useSelector(wishlist, selectWishlistTooltip),
    error: useSelector(wishlist, selectWishlistError),
    noteDraft: useSelector(wishlist, selectWishlistNoteDraft),
    isLoading: useSelector(wishlist, selectWishlistIsLoading),
    isBusy: useSelector(wishlist, selectWishlistIsBusy),
    loginPromptOpen: useSelector(wishlist, selectLoginPromptOpen),
    isFavorite,
    ...perActor(wishlistActions, wishlist, makeWishlistActions),
    actor: wishlist,
  };
}

/** Is this product a favourite? Re-renders only when its own answer changes. */
export function useIsFavorite(productId: string): boolean {
  const { wishlist } = useShop();
  return useSelector(wishlist, (snapshot) => selectIsFavorite(snapshot, productId));
}

export type { SessionBridge, Shop };
