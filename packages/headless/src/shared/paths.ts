/**
 * Where the machines send the shopper: addresses of the app, which `createShop({ paths })` (or each machine's input)
 * may change. The defaults are the reference shop's; the headless README lists them in one table.
 */
export interface ShopPaths {
  /** the home page: where a sign-in return goes without a stored target */
  home: string;
  /** the sign-in page: an expired session and a failed sign-in return send the shopper there */
  login: string;
  /** the sign-in page for a shopper who pays while signed out (it brings them back to the checkout) */
  checkoutLogin: string;
  /** where a sign-in that a checkout waits for comes back to (stored as `redirectAfterLogin`) */
  checkoutReturn: string;
  /** the sign-in page for a shopper who adds a favourite while signed out */
  wishlistLogin: string;
  /** the confirmation page of a placed order; without an id, the page itself */
  orderConfirmation: (orderId?: string) => string;
}

/** The sign-in page: where an expired session and a failed sign-in return send the shopper. */
export const LOGIN_PATH = '/login';

export const DEFAULT_SHOP_PATHS: Readonly<ShopPaths> = {
  home: '/',
  login: LOGIN_PATH,
  checkoutLogin: `${LOGIN_PATH}?redirect=checkout`,
  checkoutReturn: '/cart',
  wishlistLogin: `${LOGIN_PATH}?redirect=wishlist`,
  orderConfirmation: (orderId) =>
    orderId ? `/order-confirmation?order=${encodeURIComponent(orderId)}` : '/order-confirmation',
};

/**
 * The defaults with the app's own addresses over them.
 * @example const paths = shopPaths({ login: '/connexion' }); // the other addresses keep their defaults
 */
export const shopPaths = (given?: Partial<ShopPaths>): ShopPaths => ({ ...DEFAULT_SHOP_PATHS, ...given });
