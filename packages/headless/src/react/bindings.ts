// React bindings: `@teranga/headless/react`. One provider owns the wired machines; one hook per machine.

import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
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
import type { CartSnapshot } from '../cart/cart.machine.js';
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
import type { CurrencyCode } from '../money/currency.js';
import type { ShopPaths } from '../shared/paths.js';
import type { ProductLike } from '../shared/product.js';
import { browserStorage, type HeadlessStorage } from '../shared/storage.js';
import type { SessionBridge } from '../shop/session-bridge.js';
import type { Shop } from '../shop/shop.js';
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
import { BLANK_SHOP, type LightShop, readLightShop } from './light-shop.js';
import { useActorSelector as useSelector } from './use-actor-selector.js';

/**
 * The shop the hooks read: the machines once their code is loaded (`shop`), and until then what storage holds
 * (`light`, the machines' first snapshots made without xstate). Actions sent before the machines are there wait
 * for them, in order.
 */
interface ShopLoader {
  readonly shop: Shop | undefined;
  readonly light: LightShop;
  /** Loads the machines' code, makes and starts the shop; the same shop on every call. */
  load: () => Promise<Shop>;
  /** Tells when the shop is loaded or its checkout is; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

interface ShopView {
  loader: ShopLoader;
  /** undefined while the machines' code is not loaded, and while a server-drawn page hydrates */
  shop: Shop | undefined;
  light: LightShop;
}

interface ShopViews {
  shown: ShopView;
  /** what a component reads while it is being hydrated */
  hydrating: ShopView;
}

const ShopContext = createContext<ShopViews | null>(null);

interface LoaderOptions
  extends Pick<TerangaProviderProps, 'client' | 'bridge' | 'subscribeToUnauthorized' | 'paths'> {
  storage: HeadlessStorage;
  navigate: (to: string) => void;
}

function createShopLoader(options: LoaderOptions): ShopLoader {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let shop: Shop | undefined;
  let loading: Promise<Shop> | undefined;
  const { client } = options;
  if (!client) throw new Error('TerangaProvider needs a `client` or a `shop`');
  return {
    get shop() {
      return shop;
    },
    light: readLightShop(options.storage),
    load: () => {
      // xstate and the machines: a chunk of their own in a bundled app, off every page's first load.
      loading ??= import('../shop/shop.js').then(({ createShop }) => {
        const made = createShop({ ...options, client });
        made.onNavigate(options.navigate);
        made.subscribeToCheckout(notify);
        shop = made.start();
        notify();
        return made;
      });
      return loading;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const givenShops = new WeakMap<Shop, ShopLoader>();
/** A shop made by the app (`createShop`): loaded from the start; one loader per shop, so one set of actions. */
function loadedShop(shop: Shop): ShopLoader {
  let loader = givenShops.get(shop);
  if (!loader) {
    loader = {
      shop,
      light: BLANK_SHOP,
      load: () => Promise.resolve(shop),
      subscribe: shop.subscribeToCheckout,
    };
    givenShops.set(shop, loader);
  }
  return loader;
}

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
   * Where the machines send the shopper, in your app's addresses (sign-in, checkout return, order confirmation…);
   * each one left out keeps its default (see the README's table). Ignored when `shop` is given (pass them to
   * `createShop`).
   */
  paths?: Partial<ShopPaths>;
  /**
   * The app's pages are drawn on the server and hydrated in the browser. The server cannot read the browser's storage,
   * so on the server and during hydration the hooks read a signed-out visitor with an empty cart and wishlist; the
   * render right after hydration reads the real shop. Without it, what the shop holds shows from the first render.
   */
  serverRendering?: boolean;
  children?: ReactNode;
}

/**
 * Provides the shop (auth, cart, checkout, wishlist machines) to the hooks below it.
 * @example <TerangaProvider client={sdk} bridge={bridge} onNavigate={(to) => navigate(to)}><App /></TerangaProvider>
 */
export function TerangaProvider({
  client,
  storage,
  bridge,
  subscribeToUnauthorized,
  shop,
  onNavigate,
  paths,
  serverRendering = false,
  children,
}: TerangaProviderProps) {
  const navigateRef = useRef(onNavigate);
  navigateRef.current = onNavigate;
  const [loader] = useState<ShopLoader>(() =>
    shop
      ? loadedShop(shop)
      : createShopLoader({
          client,
          bridge,
          subscribeToUnauthorized,
          paths,
          storage: storage ?? browserStorage(),
          navigate: (to) => navigateRef.current?.(to),
        }),
  );
  // A shop given by the app: its navigations go to `onNavigate`, and it is started once and kept for the page's life
  // (a stopped XState actor cannot restart, and React StrictMode remounts).
  useEffect(() => (shop ? shop.onNavigate((to) => navigateRef.current?.(to)) : undefined), [shop]);
  useEffect(() => void shop?.start(), [shop]);
  // A returning shopper's session, cart or favourites: the machines are wanted at once (a stored token is verified,
  // the wishlist loads). A first visit loads them on its first action (see `send` below) or on a hook that needs them.
  useEffect(() => {
    if (loader.light.holdsSomething) void loader.load();
  }, [loader]);
  const loaded = useSyncExternalStore(
    loader.subscribe,
    () => loader.shop,
    () => loader.shop,
  );
  // With server rendering, a component being hydrated reads a signed-out visitor with an empty cart, as the server
  // drew (it cannot read the browser's storage), so that React adopts the server's HTML as it is; each component
  // decides while it is hydrated (see useShopView): a part hydrated later (a lazy header) is adopted too.
  const holdsNothingStored = loaded ? holdsNothing(loaded) : !loader.light.holdsSomething;
  const view = useMemo<ShopViews>(() => {
    const shown: ShopView = { loader, shop: loaded, light: loader.light };
    const blank: ShopView = { loader, shop: undefined, light: BLANK_SHOP };
    return { shown, hydrating: serverRendering && !holdsNothingStored ? blank : shown };
  }, [loader, loaded, serverRendering, holdsNothingStored]);
  return createElement(ShopContext.Provider, { value: view }, children);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after (and from the first
 * render of an app drawn in the browser only): what only the browser knows shows once it is true.
 * @example const hydrated = useHydrated(); return hydrated ? <CartBadge /> : null;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
 * The action functions of a hook, made once per provider: they keep their identity across renders and across the
 * machines' loading, so an app can list them in effect dependencies (a cleanup that dismisses an error must not run
 * on every render).
 */
function perLoader<T>(cache: WeakMap<ShopLoader, T>, loader: ShopLoader, make: (loader: ShopLoader) => T): T {
  let actions = cache.get(loader);
  if (!actions) {
    actions = make(loader);
    cache.set(loader, actions);
  }
  return actions;
}

/** Sends to one of the shop's actors, or, before the machines' code is there, loads it and sends then, in order. */
const sender =
  <E>(loader: ShopLoader, to: (shop: Shop) => { send: (event: E) => void }) =>
  (event: E) => {
    const { shop } = loader;
    if (shop) to(shop).send(event);
    else void loader.load().then((loaded) => to(loaded).send(event));
  };

const authActions = new WeakMap<ShopLoader, ReturnType<typeof makeAuthActions>>();
const makeAuthActions = (loader: ShopLoader) => {
  const send = sender(loader, (shop) => shop.auth);
  return {
    login: (emailOrPhone: string, password: string, rememberMe = false) =>
      send({ type: 'LOGIN', emailOrPhone, password, rememberMe }),
    register: (input: RegistrationInput) => send({ type: 'REGISTER', input }),
    logout: () => send({ type: 'LOGOUT' }),
    updateProfile: (fields: ProfileFields) => send({ type: 'UPDATE_PROFILE', fields }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
};

const cartActions = new WeakMap<ShopLoader, ReturnType<typeof makeCartActions>>();
const makeCartActions = (loader: ShopLoader) => {
  const send = sender(loader, (shop) => shop.cart);
  return {
    /**
     * Builds the line from a product (id from product, size, colour and the time) and adds it; answers the units added
     * (0: the cart already holds all its stock). `popup: false` adds without the « Ajouté au panier! » popup.
     */
    addProduct: (
      product: ProductLike,
      options?: CartItemOptions,
      { popup }: { popup?: boolean } = {},
    ): Promise<number> => {
      const add = (shop: Shop) => {
        shop.cart.send({ type: 'ADD', item: buildCartItem(product, options), popup });
        return shop.cart.getSnapshot().context.lastAddedUnits;
      };
      return loader.shop ? Promise.resolve(add(loader.shop)) : loader.load().then(add);
    },
    add: (item: CartItem) => send({ type: 'ADD', item }),
    /** The lines' products as the server reads them now: each line's stock is made again (live stock). */
    refreshStock: (products: readonly ProductLike[]) => send({ type: 'STOCK_CHANGED', products }),
    setQuantity: (id: string, quantity: number) => send({ type: 'SET_QUANTITY', id, quantity }),
    increment: (id: string) => send({ type: 'INCREMENT', id }),
    decrement: (id: string) => send({ type: 'DECREMENT', id }),
    remove: (id: string) => send({ type: 'REMOVE', id }),
    clear: () => send({ type: 'CLEAR' }),
    open: () => send({ type: 'OPEN' }),
    close: () => send({ type: 'CLOSE' }),
    toggle: () => send({ type: 'TOGGLE' }),
    dismissPopup: () => send({ type: 'DISMISS_POPUP' }),
  };
};

const checkoutActions = new WeakMap<ShopLoader, ReturnType<typeof makeCheckoutActions>>();
const makeCheckoutActions = (loader: ShopLoader) => {
  // Before the checkout's code is there, what is pressed or typed waits for it, in order.
  const send = (event: CheckoutEvent) => {
    const checkout = loader.shop?.checkout;
    if (checkout) checkout.send(event);
    else
      void loader
        .load()
        .then((shop) => shop.loadCheckout())
        .then((loaded) => loaded.send(event));
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
const idlePaymentMethod = orIdle<PaymentMethod>(selectPaymentMethod, 'wave');
const idleIsPaying = orIdle(selectIsPaying, false);
const idleIsProcessing = orIdle(selectIsProcessing, false);
const idleIsPendingSignIn = orIdle(selectIsPendingSignIn, false);
const idleConfirmation = orIdle(selectConfirmation, null);
const idleIsAwaitingPayment = orIdle(selectIsAwaitingPayment, false);
const idlePayer = orIdle(selectPayer, EMPTY_PAYER);
const idlePayerErrors = orIdle(selectPayerErrors, {});
const idleError = orIdle(selectCheckoutError, null);
const idleOrder = orIdle(selectCheckoutOrder, null);

const wishlistActions = new WeakMap<ShopLoader, ReturnType<typeof makeWishlistActions>>();
const makeWishlistActions = (loader: ShopLoader) => {
  const send = sender(loader, (shop) => shop.wishlist);
  return {
    toggle: (productId: string) => send({ type: 'TOGGLE', productId }),
    remove: (productId: string) => send({ type: 'REMOVE', productId }),
    updateNote: (productId: string, notes: string) => send({ type: 'UPDATE_NOTE', productId, notes }),
    reload: () => send({ type: 'RELOAD' }),
    closePrompt: () => send({ type: 'CLOSE_PROMPT' }),
    signIn: () => send({ type: 'SIGN_IN' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
};

function useShopView(): ShopView {
  const views = useContext(ShopContext);
  if (!views) throw new Error('Teranga hooks must be used inside <TerangaProvider>');
  // While this component is hydrated React reads the server's snapshot (`hydrating`), then the shown one: on a first
  // visit both are the same object, so the components reading the shop are not drawn again after hydration.
  return useSyncExternalStore(
    noSubscription,
    () => views.shown,
    () => views.hydrating,
  );
}

/**
 * The wired machines, or undefined while their code is not loaded (a first visit that has not acted yet) and while a
 * server-drawn page hydrates. `useLoadShop()` loads them.
 * @example const shop = useShop(); shop?.cart.send({ type: 'OPEN' });
 */
export function useShop(): Shop | undefined {
  return useShopView().shop;
}

/**
 * Loads the machines' code and starts the shop (a screen that needs them at once: the sign-in return).
 * @example const loadShop = useLoadShop(); useEffect(() => { void loadShop(); }, [loadShop]);
 */
export function useLoadShop(): () => Promise<Shop> {
  return useShopView().loader.load;
}

/**
 * Reads one of the shop's actors through a selector of its snapshots: the machine's once loaded, else the first
 * snapshot made from storage (the same object every time, so the answers keep their identity).
 */
function useRead<A extends AnyActorRef, T>(
  actor: A | undefined,
  light: SnapshotFrom<A>,
  select: (snapshot: SnapshotFrom<A>) => T,
): T {
  return useSelector(actor, (snapshot: SnapshotFrom<A> | undefined) => select(snapshot ?? light));
}

/** The session's actions; each waits for the machines' code when it is not loaded yet. */
export type AuthActions = ReturnType<typeof makeAuthActions>;

/** What `useAuth` gives: the signed-in person, the session's state, its French messages and its actions. */
export interface UseAuthResult extends AuthActions {
  /** the signed-in user, or null */
  user: ReturnType<typeof selectUser>;
  /** « Prénom Nom » of the signed-in user, else '' */
  displayName: string;
  isAuthenticated: boolean;
  /** a stored session being checked with the server */
  isRestoring: boolean;
  /** a sign-in, registration or profile update under way */
  isBusy: boolean;
  isSellerOrAdmin: boolean;
  /** the last refusal, in French, or null */
  error: ReturnType<typeof selectError>;
  /** the last notice (« Profil mis à jour »…), or null */
  notice: ReturnType<typeof selectNotice>;
  /** the session machine, once loaded */
  actor: Shop['auth'] | undefined;
}

/**
 * The session: who is signed in, and sign-in, registration, sign-out and profile actions.
 * @example const { displayName, isAuthenticated, login, error } = useAuth();
 */
export function useAuth(): UseAuthResult {
  const { loader, shop, light } = useShopView();
  const auth = shop?.auth;
  return {
    user: useRead(auth, light.auth, selectUser),
    displayName: useRead(auth, light.auth, selectDisplayName),
    isAuthenticated: useRead(auth, light.auth, selectIsAuthenticated),
    isRestoring: useRead(auth, light.auth, selectIsRestoring),
    isBusy: useRead(auth, light.auth, selectIsBusy),
    isSellerOrAdmin: useRead(auth, light.auth, selectIsSellerOrAdmin),
    error: useRead(auth, light.auth, selectError),
    notice: useRead(auth, light.auth, selectNotice),
    ...perLoader(authActions, loader, makeAuthActions),
    /** the session machine, once loaded */
    actor: auth,
  };
}

export interface UseCartOptions {
  /** the display currency of `shippingLabel` (default 'XOF': whole francs CFA; 'EUR' shows '10,00€') */
  currency?: CurrencyCode;
}

/** The cart's actions; each waits for the machines' code when it is not loaded yet. */
export type CartActions = ReturnType<typeof makeCartActions>;

/** What `useCart` gives: the lines, their totals (held in euros), the labels to show and the cart's actions. */
export interface UseCartResult extends CartActions {
  items: CartItem[];
  /** units in the cart */
  totalItems: number;
  /** the header's badge: '' for none, '99+' above 99 */
  countBadge: string;
  /** the lines' total, in euros */
  subtotal: number;
  /** the flat delivery fee, in euros (0 for an empty cart) */
  shipping: number;
  /** 'Gratuite', or the fee in the display currency ('6 550 CFA', '10,00€') */
  shippingLabel: string;
  /** subtotal and shipping, in euros */
  total: number;
  isOpen: boolean;
  /** the line the « Ajouté au panier! » popup shows, or null */
  lastAdded: CartItem | null;
  /** the cart machine, once loaded */
  actor: Shop['cart'] | undefined;
}

/**
 * The cart: lines, totals and actions (kept in the browser's storage).
 * @example const { items, countBadge, addProduct } = useCart(); await addProduct(product, { size: 'M' });
 * @example const { shippingLabel } = useCart({ currency: 'EUR' }); // '10,00€'
 */
export function useCart({ currency = 'XOF' }: UseCartOptions = {}): UseCartResult {
  const { loader, shop, light } = useShopView();
  const cart = shop?.cart;
  const readShippingLabel = useCallback(
    (snapshot: CartSnapshot) => selectShippingLabel(snapshot, currency),
    [currency],
  );
  return {
    items: useRead(cart, light.cart, selectItems),
    totalItems: useRead(cart, light.cart, selectTotalItems),
    countBadge: useRead(cart, light.cart, selectCountBadge),
    subtotal: useRead(cart, light.cart, selectSubtotal),
    shipping: useRead(cart, light.cart, selectShipping),
    shippingLabel: useRead(cart, light.cart, readShippingLabel),
    total: useRead(cart, light.cart, selectTotal),
    isOpen: useRead(cart, light.cart, selectIsOpen),
    lastAdded: useRead(cart, light.cart, selectLastAdded),
    ...perLoader(cartActions, loader, makeCartActions),
    /** the cart machine, once loaded */
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
/** The checkout's actions; each waits for the checkout's code when it is not loaded yet. */
export type CheckoutActions = ReturnType<typeof makeCheckoutActions>;

/** What `useCheckout` gives: the payment's state, the payer's fields and their French refusals, and its actions. */
export interface UseCheckoutResult extends CheckoutActions {
  paymentMethod: PaymentMethod;
  isPaying: boolean;
  isProcessing: boolean;
  /** the payment waits for a sign-in (it resumes after it) */
  isPendingSignIn: boolean;
  /** the « Commande confirmée ! » overlay's content, or null */
  confirmation: ReturnType<typeof selectConfirmation>;
  /** the order is placed and its payment waits for the provider's answer */
  isAwaitingPayment: boolean;
  payer: ReturnType<typeof selectPayer>;
  payerErrors: ReturnType<typeof selectPayerErrors>;
  /** the last refusal, in French, or null */
  error: ReturnType<typeof selectCheckoutError>;
  /** the order placed, or null */
  order: ReturnType<typeof selectCheckoutOrder>;
  /** the checkout machine, once loaded */
  actor: ReturnType<Shop['loadCheckout']> extends Promise<infer A> ? A | undefined : never;
}

/**
 * The checkout (see the note above): pay, choose a method, type the payer's phone and address.
 * @example const { pay, isPaying, payerErrors, editPayer } = useCheckout();
 */
export function useCheckout({ load = true }: UseCheckoutOptions = {}): UseCheckoutResult {
  const { loader, shop } = useShopView();
  const readCheckout = () => shop?.checkout;
  const checkout = useSyncExternalStore(loader.subscribe, readCheckout, readCheckout);
  useEffect(() => {
    if (load) void loader.load().then((loaded) => loaded.loadCheckout());
  }, [loader, load]);
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
    ...perLoader(checkoutActions, loader, makeCheckoutActions),
    actor: checkout,
  };
}

/** The wishlist's actions; each waits for the machines' code when it is not loaded yet. */
export type WishlistActions = ReturnType<typeof makeWishlistActions>;

/** What `useWishlist` gives: the favourites, their labels and the wishlist's actions. */
export interface UseWishlistResult extends WishlistActions {
  items: ReturnType<typeof selectWishlistItems>;
  favoriteIds: ReadonlySet<string>;
  count: number;
  /** the header's badge: '' for none, '99+' above 99 */
  countBadge: string;
  /** 'Favoris vides' or the count */
  tooltip: string;
  /** the last refusal, in French, or null */
  error: ReturnType<typeof selectWishlistError>;
  noteDraft: ReturnType<typeof selectWishlistNoteDraft>;
  isLoading: boolean;
  isBusy: boolean;
  /** the « Connectez-vous » prompt a signed-out heart opens */
  loginPromptOpen: boolean;
  isFavorite: (productId: string) => boolean;
  /** the wishlist machine, once loaded */
  actor: Shop['wishlist'] | undefined;
}

/**
 * The favourites (a signed-out heart opens the sign-in prompt).
 * @example const { isFavorite, toggle, countBadge } = useWishlist();
 */
export function useWishlist(): UseWishlistResult {
  const { loader, shop, light } = useShopView();
  const wishlist = shop?.wishlist;
  const favoriteIds = useRead(wishlist, light.wishlist, (snapshot) => snapshot.context.favoriteIds);
  const isFavorite = useCallback((productId: string) => favoriteIds.has(productId), [favoriteIds]);
  return {
    items: useRead(wishlist, light.wishlist, selectWishlistItems),
    favoriteIds,
    count: useRead(wishlist, light.wishlist, selectWishlistCount),
    countBadge: useRead(wishlist, light.wishlist, selectWishlistBadge),
    tooltip: useRead(wishlist, light.wishlist, selectWishlistTooltip),
    error: useRead(wishlist, light.wishlist, selectWishlistError),
    noteDraft: useRead(wishlist, light.wishlist, selectWishlistNoteDraft),
    isLoading: useRead(wishlist, light.wishlist, selectWishlistIsLoading),
    isBusy: useRead(wishlist, light.wishlist, selectWishlistIsBusy),
    loginPromptOpen: useRead(wishlist, light.wishlist, selectLoginPromptOpen),
    isFavorite,
    ...perLoader(wishlistActions, loader, makeWishlistActions),
    /** the wishlist machine, once loaded */
    actor: wishlist,
  };
}

/**
 * Is this product a favourite? Re-renders only when its own answer changes.
 * @example const liked = useIsFavorite(product.id);
 */
export function useIsFavorite(productId: string): boolean {
  const { shop, light } = useShopView();
  return useRead(shop?.wishlist, light.wishlist, (snapshot) => selectIsFavorite(snapshot, productId));
}

export type { SessionBridge, Shop };
