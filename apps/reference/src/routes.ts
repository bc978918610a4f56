import type { QueryClient } from '@tanstack/react-query';
import type { TerangaQueries } from '@teranga/headless/query';

/**
 * The shop's one route table: every page's address, the module that draws it, the reads worth starting with its code,
 * whether the server draws it, and a typed address builder. The router builds its routes from it (router.tsx),
 * vite.config.ts reads it at build time to preload the opened page's chunks, and every address the app writes comes
 * from a builder here (`routes.product.href({ id })`): route-table.test.ts fails on a route literal anywhere else.
 * Order matters: the first path that matches wins.
 *
 * Only type imports here, and none of the app's modules: the build configuration imports this file, and so do the API's
 * mails for their links (`@teranga/reference/routes`, which must type-check and run in Node).
 */

/** The names in a path pattern: '/seller/orders/:id' → 'id'. */
type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Path extends string> = { readonly [Name in ParamName<Path>]: string };

/** Query parameters of an address; undefined, null and '' are left out. */
export type SearchParams = Readonly<Record<string, string | number | undefined | null>>;

type Href<Path extends string> = [ParamName<Path>] extends [never]
  ? (search?: SearchParams) => string
  : (params: RouteParams<Path>, search?: SearchParams) => string;

/**
 * What a page's prefetch gets: the query client, the shop's catalogue queries (catalogue/catalogue.queries.ts: the
 * kit's factories with the shop's page size), the address's parameters, the id check.
 */
export interface PrefetchContext {
  client: QueryClient;
  queries: Pick<TerangaQueries['catalogue'], 'home' | 'categories' | 'product'>;
  params: Readonly<Record<string, string | undefined>>;
  isValidId: (id: string) => boolean;
}

interface RouteOptions {
  /**
   * The page module under src/pages, without '.tsx' ('home/home.page' exports `HomePage`). Absent: a screen that the
   * page of an enclosing `/*` route draws (the staff desk, the seller area), listed for its address builder.
   */
  page?: string;
  /** the queries worth starting with the page's code, so that the data does not wait for the chunk */
  prefetch?: (context: PrefetchContext) => void;
  /** the API draws the page's HTML on the server for a first visit (entry-server.tsx) */
  serverDrawn?: boolean;
}

export interface RouteEntry<Path extends string = string> extends RouteOptions {
  readonly path: Path;
  /** the address of this page (parameters encoded, query parameters appended) */
  readonly href: Href<Path>;
}

function query(search: SearchParams | undefined): string {
  const pairs = Object.entries(search ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function route<const Path extends string>(path: Path, options: RouteOptions = {}): RouteEntry<Path> {
  const hasParams = path.includes(':');
  const href = (...args: [SearchParams?] | [Record<string, string>, SearchParams?]) => {
    const [params, search] = hasParams
      ? (args as [Record<string, string>, SearchParams?])
      : [{}, args[0] as SearchParams | undefined];
    const filled = path
      .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
      .replace(/\/\*$/, '');
    return `${filled || '/'}${query(search)}`;
  };
  return { path, ...options, href: href as Href<Path> };
}

const catalogueHome: RouteOptions['prefetch'] = ({ client, queries }) => {
  void client.prefetchQuery(queries.home());
  void client.prefetchQuery(queries.categories());
};
const help = { page: 'static/help.page' } as const;
const collection = { page: 'collection/collection.page', serverDrawn: true } as const;

export const routes = {
  home: route('/', { page: 'home/home.page', prefetch: catalogueHome, serverDrawn: true }),
  products: route('/products', { page: 'products/products.page' }),
  // The four collections (their headings and category slugs: pages/collection/collections.ts).
  femme: route('/femme', collection),
  homme: route('/homme', collection),
  enfant: route('/enfant', collection),
  traditionnelle: route('/traditionnelle', collection),
  category: route('/category/:slug', { page: 'collection/category.page', serverDrawn: true }),
  product: route('/product/:id', {
    page: 'product/product.page',
    prefetch: ({ client, queries, params: { id = '' }, isValidId }) => {
      if (isValidId(id)) void client.prefetchQuery(queries.product(id));
    },
    serverDrawn: true,
  }),
  shop: route('/boutique/:slug', { page: 'shop/shop.page', serverDrawn: true }),
  cart: route('/cart', { page: 'cart/cart.page', serverDrawn: true }),
  wishlist: route('/wishlist', { page: 'wishlist/wishlist.page' }),
  login: route('/login', { page: 'auth/login.page' }),
  register: route('/register', { page: 'auth/register.page' }),
  resetPassword: route('/reset-password', { page: 'auth/reset-password.page' }),
  // One sign-in return screen for /auth/success, /auth/callback and any other /auth/* path.
  signInReturn: route('/auth/*', { page: 'auth/sign-in-return.page' }),
  orderConfirmation: route('/order-confirmation', { page: 'static/order-confirmation.page' }),
  orderTracking: route('/suivi-commande', { page: 'static/order-tracking.page' }),
  orderSearch: route('/recherche-avancee', { page: 'static/order-search.page' }),
  myOrders: route('/mes-commandes', { page: 'orders/my-orders.page' }),
  order: route('/orders/:id', { page: 'orders/my-orders.page' }),
  myAddresses: route('/mes-adresses', { page: 'profile/my-addresses.page' }),
  listItem: route('/list-item', { page: 'static/list-item.page' }),
  marketplace: route('/marketplace', { page: 'static/marketplace.page' }),
  showcase: route('/vitrine', { page: 'static/marketing-home.page', prefetch: catalogueHome }),
  // The footer's pages.
  about: route('/a-propos', help),
  contact: route('/contact', help),
  faq: route('/faq', help),
  shipping: route('/livraison', help),
  returns: route('/retours', help),
  sizeGuide: route('/guide-des-tailles', help),
  notifications: route('/notifications', { page: 'static/notifications.page' }),
  // The newsletter's mailed links.
  newsletterConfirm: route('/newsletter/confirmer', { page: 'newsletter/newsletter-confirm.page' }),
  newsletterUnsubscribe: route('/newsletter/desinscription', {
    page: 'newsletter/newsletter-unsubscribe.page',
  }),
  // The account area: lazy, so it weighs nothing on storefront pages. The seller screens sit behind the guard.
  sellerDashboard: route('/seller/dashboard', { page: 'seller/seller-dashboard.page' }),
  sellerProducts: route('/seller/products', { page: 'seller/seller-products.page' }),
  sellerOrders: route('/seller/orders', { page: 'orders/seller-orders.page' }),
  sellerOrder: route('/seller/orders/:id', { page: 'orders/seller-orders.page' }),
  addProduct: route('/add-product', { page: 'seller/product-create.page' }),
  sellerAddProduct: route('/seller/add-product', { page: 'seller/product-create.page' }),
  sellerEditProduct: route('/seller/edit-product/:id', { page: 'seller/product-edit.page' }),
  sellerArea: route('/seller/*', { page: 'account/account-area.page' }),
  profile: route('/profile', { page: 'profile/profile.page' }),
  profileEdit: route('/profile/edit', { page: 'profile/profile-edit.page' }),
  // The staff desk routes its own screens (below): one lazy entry for all of them.
  staffDesk: route('/admin/*', { page: 'admin/staff-desk.page' }),
  notFound: route('*', { page: 'not-found.page' }),

  // Screens drawn inside an enclosing `/*` page (account-area.page.tsx, staff-desk.page.tsx).
  sellerReturns: route('/seller/returns'),
  sellerReviews: route('/seller/reviews'),
  staffSellers: route('/admin/sellers'),
  staffBalances: route('/admin/balances'),
  staffFlaggedOrders: route('/admin/orders'),
  staffRefunds: route('/admin/refunds'),
  staffPayouts: route('/admin/payouts'),
  staffReturns: route('/admin/returns'),
  staffReviews: route('/admin/reviews'),
  staffDelivery: route('/admin/delivery'),
} as const;

export type RouteName = keyof typeof routes;

/** Every entry, in matching order. */
export const ROUTE_LIST: readonly RouteEntry[] = Object.values(routes);

/** The entries that open a page module, in matching order (the router's routes). */
export const PAGE_ROUTES = ROUTE_LIST.filter(
  (entry): entry is RouteEntry & { page: string } => entry.page !== undefined,
);

/** The path of a screen relative to its enclosing `/*` route, for that page's own `<Routes>` ('/admin/sellers' → 'sellers'). */
export const pathWithin = (area: RouteEntry, screen: RouteEntry): string =>
  screen.path.slice(area.path.length - 1);

/** The collection pages by name. */
export const COLLECTION_ROUTES = {
  femme: routes.femme,
  homme: routes.homme,
  enfant: routes.enfant,
  traditionnelle: routes.traditionnelle,
} as const;

export type CollectionName = keyof typeof COLLECTION_ROUTES;

/** Category slugs that open a collection page rather than the plain category page (old and English names). */
const COLLECTION_ALIASES: Readonly<Record<string, CollectionName>> = {
  femme: 'femme',
  femmes: 'femme',
  women: 'femme',
  homme: 'homme',
  hommes: 'homme',
  men: 'homme',
  enfant: 'enfant',
  enfants: 'enfant',
  kids: 'enfant',
  traditionnelle: 'traditionnelle',
  traditional: 'traditionnelle',
};

/** The page of a category: its collection page for the four collections (and their aliases), else /category/:slug. */
export function categoryHref(slug: string): string {
  const collectionName = COLLECTION_ALIASES[slug.trim().toLowerCase()];
  return collectionName ? COLLECTION_ROUTES[collectionName].href() : routes.category.href({ slug });
}

/** The product list of a search ('/products?search=…&category=…'), or undefined for a blank term. */
export function searchHref(raw: string | null | undefined, category?: string): string | undefined {
  const term = raw?.trim();
  return term ? routes.products.href({ search: term, category }) : undefined;
}

/** The same matching as the router's, as a regular expression source (for the inline preload script). */
export const pathRegExpSource = (path: string): string =>
  path === '*'
    ? '^/'
    : `^${path
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[^/]+/g, '[^/]+')
        .replace(/\/\*$/, '(?:/.*)?')}/?$`;
