import { isValidId } from '@teranga/headless';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation, useParams } from 'react-router';
import { FirstLoadFallback, RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error';
import { catalogueQueries } from './catalogue/catalogue.queries';
import { queryClient } from './query-client';

// Declarative routes (no data router: the shop has no loaders or actions, and that mode weighs about 16 KB gzipped
// less). Each page is its own chunk: a storefront visit never downloads the customer or seller screens it does not open.

interface Page {
  (): ReactNode;
  /** fetches the page's code; once it is there the page renders without suspending */
  preload: () => Promise<unknown>;
}

function page<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): Page {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = pick(module);
      return Loaded;
    });
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));
  const Page = () => (Loaded ? <Loaded /> : <Deferred />);
  Page.preload = preload;
  return Page;
}

const HomePage = page(
  () => import('./pages/home/home.page'),
  (m) => m.HomePage,
);
const ProductsPage = page(
  () => import('./pages/products/products.page'),
  (m) => m.ProductsPage,
);
const CollectionPage = page(
  () => import('./pages/collection/collection.page'),
  (m) => m.CollectionPage,
);
const CategoryPage = page(
  () => import('./pages/collection/category.page'),
  (m) => m.CategoryPage,
);
const ProductPage = page(
  () => import('./pages/product/product.page'),
  (m) => m.ProductPage,
);
const CartPage = page(
  () => import('./pages/cart/cart.page'),
  (m) => m.CartPage,
);
const WishlistPage = page(
  () => import('./pages/wishlist/wishlist.page'),
  (m) => m.WishlistPage,
);
const LoginPage = page(
  () => import('./pages/auth/login.page'),
  (m) => m.LoginPage,
);
const RegisterPage = page(
  () => import('./pages/auth/register.page'),
  (m) => m.RegisterPage,
);
const ResetPasswordPage = page(
  () => import('./pages/auth/reset-password.page'),
  (m) => m.ResetPasswordPage,
);
const SignInReturnPage = page(
  () => import('./pages/auth/sign-in-return.page'),
  (m) => m.SignInReturnPage,
);
const OrderConfirmationPage = page(
  () => import('./pages/static/order-confirmation.page'),
  (m) => m.OrderConfirmationPage,
);
const OrderTrackingPage = page(
  () => import('./pages/static/order-tracking.page'),
  (m) => m.OrderTrackingPage,
);
const OrderSearchPage = page(
  () => import('./pages/static/order-search.page'),
  (m) => m.OrderSearchPage,
);
const ListItemPage = page(
  () => import('./pages/static/list-item.page'),
  (m) => m.ListItemPage,
);
const MarketplacePage = page(
  () => import('./pages/static/marketplace.page'),
  (m) => m.MarketplacePage,
);
const MarketingHomePage = page(
  () => import('./pages/static/marketing-home.page'),
  (m) => m.MarketingHomePage,
);
// The seller and profile area is the next issue's: lazy, so it weighs nothing on storefront pages.
const AccountAreaPage = page(
  () => import('./pages/account/account-area.page'),
  (m) => m.AccountAreaPage,
);
const NotFoundPage = page(
  () => import('./pages/not-found.page'),
  (m) => m.NotFoundPage,
);

/** A page behind its error boundary (reset on every path), with the loading screen while its code arrives. */
function Lazy({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<FirstLoadFallback />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The home page's first queries start as the route renders, while its code is still downloading (the page then finds
 * them in the cache): the data does not wait for the chunk.
 */
type Params = Record<string, string | undefined>;

function prefetchHome() {
  void queryClient.prefetchQuery(catalogueQueries.home());
  void queryClient.prefetchQuery(catalogueQueries.categories());
}

function prefetchProduct({ id = '' }: Params) {
  if (isValidId(id)) void queryClient.prefetchQuery(catalogueQueries.product(id));
}

function Home() {
  prefetchHome();
  return <HomePage />;
}

function Product() {
  prefetchProduct(useParams());
  return <ProductPage />;
}

const COLLECTIONS = ['femme', 'homme', 'enfant', 'traditionnelle'] as const;

/** Which page a path opens (same order as the routes below), and the queries worth starting with its code. */
const PAGES: ReadonlyArray<{ path: string; page: Page; prefetch?: (params: Params) => void }> = [
  { path: '/', page: HomePage, prefetch: prefetchHome },
  { path: '/products', page: ProductsPage },
  ...COLLECTIONS.map((collection) => ({ path: `/${collection}`, page: CollectionPage })),
  { path: '/category/:slug', page: CategoryPage },
  { path: '/product/:id', page: ProductPage, prefetch: prefetchProduct },
  { path: '/cart', page: CartPage },
  { path: '/wishlist', page: WishlistPage },
  { path: '/login', page: LoginPage },
  { path: '/register', page: RegisterPage },
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '/auth/*', page: SignInReturnPage },
  { path: '/order-confirmation', page: OrderConfirmationPage },
  { path: '/suivi-commande', page: OrderTrackingPage },
  { path: '/recherche-avancee', page: OrderSearchPage },
  { path: '/list-item', page: ListItemPage },
  { path: '/marketplace', page: MarketplacePage },
  { path: '/vitrine', page: MarketingHomePage },
  ...['/seller/*', '/add-product', '/profile', '/profile/*'].map((path) => ({ path, page: AccountAreaPage })),
];

/**
 * Before the first render: the opened page's code (and its first queries) arrive together, so the first paint shows
 * the page itself rather than an empty frame that the page then pushes around (no layout shift).
 */
export async function preloadPage(pathname: string): Promise<void> {
  for (const entry of PAGES) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (!match) continue;
    entry.prefetch?.(match.params);
    await entry.page.preload().catch(() => undefined);
    return;
  }
  await NotFoundPage.preload().catch(() => undefined);
}

export function ShopRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route
          index
          element={
            <Lazy>
              <Home />
            </Lazy>
          }
        />
        <Route path="products" element={<Lazy>{<ProductsPage />}</Lazy>} />
        {COLLECTIONS.map((collection) => (
          <Route key={collection} path={collection} element={<Lazy>{<CollectionPage />}</Lazy>} />
        ))}
        <Route path="category/:slug" element={<Lazy>{<CategoryPage />}</Lazy>} />
        <Route
          path="product/:id"
          element={
            <Lazy>
              <Product />
            </Lazy>
          }
        />
        <Route path="cart" element={<Lazy>{<CartPage />}</Lazy>} />
        <Route path="wishlist" element={<Lazy>{<WishlistPage />}</Lazy>} />
        <Route path="login" element={<Lazy>{<LoginPage />}</Lazy>} />
        <Route path="register" element={<Lazy>{<RegisterPage />}</Lazy>} />
        <Route path="reset-password" element={<Lazy>{<ResetPasswordPage />}</Lazy>} />
        {/* One sign-in return screen for /auth/success, /auth/callback and any other /auth/* path. */}
        <Route path="auth/*" element={<Lazy>{<SignInReturnPage />}</Lazy>} />
        <Route path="order-confirmation" element={<Lazy>{<OrderConfirmationPage />}</Lazy>} />
        <Route path="suivi-commande" element={<Lazy>{<OrderTrackingPage />}</Lazy>} />
        <Route path="recherche-avancee" element={<Lazy>{<OrderSearchPage />}</Lazy>} />
        <Route path="list-item" element={<Lazy>{<ListItemPage />}</Lazy>} />
        <Route path="marketplace" element={<Lazy>{<MarketplacePage />}</Lazy>} />
        <Route path="vitrine" element={<Lazy>{<MarketingHomePage />}</Lazy>} />
        {['seller/*', 'add-product', 'profile', 'profile/*'].map((path) => (
          <Route key={path} path={path} element={<Lazy>{<AccountAreaPage />}</Lazy>} />
        ))}
        <Route path="*" element={<Lazy>{<NotFoundPage />}</Lazy>} />
      </Route>
    </Routes>
  );
}
