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
} from './auth/auth.selectors.js';
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
} from './cart/cart.selectors.js';
import { buildCartItem, type CartItem, type CartItemOptions } from './cart/cart-item.js';
import type { PaymentMethod } from './checkout/checkout.machine.js';
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
} from './checkout/checkout.selectors.js';
import type { PayerField } from './checkout/payer.js';
import type { HeadlessClient, ProfileFields } from './client.js';
import type { ProductLike } from './shared/product.js';
import { browserStorage, type HeadlessStorage } from './shared/storage.js';
import type { SessionBridge } from './shop/session-bridge.js';
import { createShop, type Shop } from './shop/shop.js';
import {
  selectSignInReturnError,
  selectSignInReturnStatus,
  selectSignInReturnUser,
} from './sign-in-return/sign-in-return.selectors.js';
import type { RegistrationInput } from './validation/registration.js';
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
} from './wishlist/wishlist.selectors.js';

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
  children?: ReactNode;
}

export function TerangaProvider({
  client,
  storage,
  bridge,
  subscribeToUnauthorized,
  shop,
  onNavigate,
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
  return createElement(ShopContext.Provider, { value }, children);
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

const checkoutActions = new WeakMap<Shop['checkout'], ReturnType<typeof makeCheckoutActions>>();
const makeCheckoutActions = (checkout: Shop['checkout']) => ({
  pay: () => checkout.send({ type: 'PAY' }),
  selectPayment: (method: PaymentMethod) => checkout.send({ type: 'SELECT_PAYMENT', method }),
  editPayer: (field: PayerField, value: string) => checkout.send({ type: 'EDIT_PAYER', field, value }),
  dismiss: () => checkout.send({ type: 'DISMISS' }),
});

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

export function useCheckout() {
  const { checkout } = useShop();
  return {
    paymentMethod: useSelector(checkout, selectPaymentMethod),
    isPaying: useSelector(checkout, selectIsPaying),
    isProcessing: useSelector(checkout, selectIsProcessing),
    isPendingSignIn: useSelector(checkout, selectIsPendingSignIn),
    confirmation: useSelector(checkout, selectConfirmation),
    isAwaitingPayment: useSelector(checkout, selectIsAwaitingPayment),
    payer: useSelector(checkout, selectPayer),
    payerErrors: useSelector(checkout, selectPayerErrors),
    error: useSelector(checkout, selectCheckoutError),
    order: useSelector(checkout, selectCheckoutOrder),
    ...perActor(checkoutActions, checkout, makeCheckoutActions),
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

/** The sign-in return screen for the given address (read once, when the screen mounts). */
export function useSignInReturn(url: string) {
  const shop = useShop();
  const [actor] = useState(() => shop.createSignInReturn(url));
  useEffect(() => void actor.start(), [actor]);
  return {
    status: useSelector(actor, selectSignInReturnStatus),
    error: useSelector(actor, selectSignInReturnError),
    user: useSelector(actor, selectSignInReturnUser),
    actor,
  };
}

export type { SessionBridge, Shop };
