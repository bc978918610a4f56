/**
 * Which page module each path opens, in route order (the first match wins). The router builds its routes from this
 * list, and vite.config.ts reads it at build time to preload the opened page's chunks from index.html.
 * No React here: the build configuration imports this file.
 */
export const PAGE_PATHS: ReadonlyArray<readonly [path: string, module: string]> = [
  ['/', 'home/home.page'],
  ['/products', 'products/products.page'],
  ['/femme', 'collection/collection.page'],
  ['/homme', 'collection/collection.page'],
  ['/enfant', 'collection/collection.page'],
  ['/traditionnelle', 'collection/collection.page'],
  ['/category/:slug', 'collection/category.page'],
  ['/product/:id', 'product/product.page'],
  ['/boutique/:slug', 'shop/shop.page'],
  ['/cart', 'cart/cart.page'],
  ['/wishlist', 'wishlist/wishlist.page'],
  ['/login', 'auth/login.page'],
  ['/register', 'auth/register.page'],
  ['/reset-password', 'auth/reset-password.page'],
  // One sign-in return screen for /auth/success, /auth/callback and any other /auth/* path.
  ['/auth/*', 'auth/sign-in-return.page'],
  ['/order-confirmation', 'static/order-confirmation.page'],
  ['/suivi-commande', 'static/order-tracking.page'],
  ['/recherche-avancee', 'static/order-search.page'],
  ['/mes-commandes', 'orders/my-orders.page'],
  ['/orders/:id', 'orders/my-orders.page'],
  ['/mes-adresses', 'profile/my-addresses.page'],
  ['/list-item', 'static/list-item.page'],
  ['/marketplace', 'static/marketplace.page'],
  ['/vitrine', 'static/marketing-home.page'],
  // The footer's pages (their paths are the kit footer's links).
  ['/a-propos', 'static/help.page'],
  ['/contact', 'static/help.page'],
  ['/faq', 'static/help.page'],
  ['/livraison', 'static/help.page'],
  ['/retours', 'static/help.page'],
  ['/guide-des-tailles', 'static/help.page'],
  ['/notifications', 'static/notifications.page'],
  // The newsletter's mailed links.
  ['/newsletter/confirmer', 'newsletter/newsletter-confirm.page'],
  ['/newsletter/desinscription', 'newsletter/newsletter-unsubscribe.page'],
  // The account area: lazy, so it weighs nothing on storefront pages. The seller screens sit behind the guard.
  ['/seller/dashboard', 'seller/seller-dashboard.page'],
  ['/seller/products', 'seller/seller-products.page'],
  ['/seller/orders', 'orders/seller-orders.page'],
  ['/seller/orders/:id', 'orders/seller-orders.page'],
  ['/add-product', 'seller/product-create.page'],
  ['/seller/add-product', 'seller/product-create.page'],
  ['/seller/edit-product/:id', 'seller/product-edit.page'],
  ['/seller/*', 'account/account-area.page'],
  ['/profile', 'profile/profile.page'],
  ['/profile/edit', 'profile/profile-edit.page'],
  // The staff desk routes its own screens (sellers, balances, orders, refunds): one lazy entry for all of them.
  ['/admin/*', 'admin/staff-desk.page'],
  ['*', 'not-found.page'],
];

/** The same matching as the router's, as a regular expression source (for the inline preload script). */
export const pathRegExpSource = (path: string): string =>
  path === '*'
    ? '^/'
    : `^${path
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[^/]+/g, '[^/]+')
        .replace(/\/\*$/, '(?:/.*)?')}/?$`;
