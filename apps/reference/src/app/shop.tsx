import {
  addCappedMessage,
  type CartItemOptions,
  type PaymentMethod,
  type ProductLike,
  type RegistrationInput,
  type ShopPaths,
  TIMINGS,
  wishlistProductId,
} from '@teranga/headless';
import {
  TerangaProvider,
  type UseCheckoutOptions,
  useAuth as useHeadlessAuth,
  useCart as useHeadlessCart,
  useCheckout as useHeadlessCheckout,
  useWishlist as useHeadlessWishlist,
  useLoadShop,
} from '@teranga/headless/react';
import { cartMessages } from '@teranga/messages/cart';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../routes';
import { sdk, sessionBridge, storage } from '../sdk';

/** The page's one toast: a success (« Produit ajouté au panier ! ») or a note (nothing was added). */
export interface Toast {
  title: string;
  tone: 'positive' | 'info';
}

interface Toasts {
  toast: Toast | null;
  notify: (toast: Toast | null) => void;
}

const ToastContext = createContext<Toasts>({ toast: null, notify: () => {} });

/** Where the machines send the shopper: this shop's addresses ('checkout' and 'wishlist' are sign-in-target.ts's names). */
const MACHINE_PATHS: ShopPaths = {
  home: routes.home.href(),
  login: routes.login.href(),
  checkoutLogin: routes.login.href({ redirect: 'checkout' }),
  checkoutReturn: routes.cart.href(),
  wishlistLogin: routes.login.href({ redirect: 'wishlist' }),
  orderConfirmation: (order) => routes.orderConfirmation.href({ order }),
};

/** The headless shop (auth, cart, checkout, wishlist, wired together) plus the page's one toast. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [toast, notify] = useState<Toast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => notify(null), TIMINGS.cardToast);
    return () => clearTimeout(timer);
  }, [toast]);
  const toasts = useMemo(() => ({ toast, notify }), [toast]);
  return (
    <TerangaProvider
      client={sdk}
      bridge={sessionBridge}
      storage={storage}
      onNavigate={(to) => navigate(to)}
      paths={MACHINE_PATHS}
      serverRendering
    >
      <ToastContext.Provider value={toasts}>{children}</ToastContext.Provider>
    </TerangaProvider>
  );
}

export function useAuth() {
  const auth = useHeadlessAuth();
  // Stable across renders: the login and register pages dismiss the error when they unmount (an effect cleanup);
  // a new function each render would run that cleanup on every render and wipe the error as soon as it shows.
  const dismissError = auth.dismiss;
  // The stored user is a copy: a seller waiting for staff asks the server again (the guard page does it).
  const loadShop = useLoadShop();
  const refreshUser = useCallback(async () => {
    const { auth: actor } = await loadShop();
    const { token, rememberMe } = actor.getSnapshot().context;
    if (!token) return;
    const user = await sdk.auth.verifyToken();
    actor.send({ type: 'SESSION_RECEIVED', token, user, rememberMe });
  }, [loadShop]);
  return {
    user: auth.user,
    isAuthenticated: auth.isAuthenticated,
    isSellerOrAdmin: auth.isSellerOrAdmin,
    isAdmin: auth.isAuthenticated && auth.user?.role === 'admin',
    displayName: auth.displayName,
    busy: auth.isBusy,
    restoring: auth.isRestoring,
    error: auth.error,
    notice: auth.notice,
    dismissError,
    login: (values: { emailOrPhone: string; password: string; rememberMe?: boolean }) =>
      auth.login(values.emailOrPhone, values.password, values.rememberMe ?? false),
    register: (input: RegistrationInput) => auth.register(input),
    updateProfile: auth.updateProfile,
    refreshUser,
    logout: auth.logout,
  };
}

export function useCart() {
  const cart = useHeadlessCart();
  const { toast, notify } = useContext(ToastContext);
  const [adding, setAdding] = useState(false);
  // « Produit ajouté au panier ! » only when something was; else why nothing was (the cart holds all the stock).
  const tell = (product: ProductLike) => (added: number) =>
    notify(
      added > 0
        ? { title: cartMessages.added, tone: 'positive' }
        : { title: addCappedMessage(product), tone: 'info' },
    );
  return {
    ...cart,
    adding,
    toast,
    add: (product: ProductLike, options: CartItemOptions = {}) => cart.addProduct(product, options),
    /** « Acheter maintenant »: the line is added with no popup, the cart (and its payment form) opens in full view. */
    buyNow: (product: ProductLike, options: CartItemOptions = {}) =>
      cart.addProduct(product, options, { popup: false }),
    /** Card quick add: one unit, in the product's only size and colour if any (the card shows its own 600 ms spinner), then the toast. */
    quickAdd: (product: ProductLike, options: CartItemOptions = {}) => {
      void cart.addProduct(product, { ...options, quantity: 1 }).then(tell(product));
    },
    /** Product page: the adding animation (about 1.2 s), then the line and the success toast. */
    addFromProductPage: (product: ProductLike, options: CartItemOptions) => {
      setAdding(true);
      setTimeout(() => {
        void cart.addProduct(product, options).then((added) => {
          setAdding(false);
          tell(product)(added);
        });
      }, TIMINGS.productAddAnimation);
    },
    dismissToast: () => notify(null),
  };
}

export type CheckoutStatus = 'idle' | 'awaitingSignIn' | 'processing' | 'confirmed';

/** The checkout (its code loads when the page mounts; `{ load: false }` only reads whether one is under way). */
export function useCheckout(options?: UseCheckoutOptions) {
  const checkout = useHeadlessCheckout(options);
  const status: CheckoutStatus = checkout.isProcessing
    ? 'processing'
    : checkout.confirmation
      ? 'confirmed'
      : checkout.isPendingSignIn
        ? 'awaitingSignIn'
        : 'idle';
  return {
    status,
    confirmation: checkout.confirmation,
    paymentMethod: checkout.paymentMethod,
    setPaymentMethod: (method: PaymentMethod) => checkout.selectPayment(method),
    pay: checkout.pay,
    payer: checkout.payer,
    payerErrors: checkout.payerErrors,
    editPayer: checkout.editPayer,
    /** why the last payment did not go through (failed, expired, refused), in French */
    error: checkout.error,
    dismissError: checkout.dismiss,
    awaitingPayment: checkout.isAwaitingPayment,
  };
}

export function useWishlist() {
  const wishlist = useHeadlessWishlist();
  return {
    items: wishlist.items.map((item) => ({ ...item, productId: wishlistProductId(item) })),
    count: wishlist.count,
    error: wishlist.error,
    noteDraft: wishlist.noteDraft,
    loading: wishlist.isLoading,
    busy: wishlist.isBusy,
    promptOpen: wishlist.loginPromptOpen,
    has: wishlist.isFavorite,
    toggle: (product: { _id?: string; id?: string }) => wishlist.toggle(product._id ?? product.id ?? ''),
    remove: wishlist.remove,
    updateNote: wishlist.updateNote,
    reload: wishlist.reload,
    closePrompt: wishlist.closePrompt,
    dismissError: wishlist.dismiss,
    signInFromPrompt: wishlist.signIn,
  };
}
