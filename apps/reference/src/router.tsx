import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { isValidId } from '@teranga/headless';
import { fill, shopTexts } from '@teranga/messages';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation, useParams } from 'react-router';
import { useRouteTitle } from './app/page-title';
import { FirstLoadFallback, RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error';
import { catalogueQueries } from './catalogue/catalogue.queries';
import { PAGE_PATHS } from './page-paths';

// Declarative routes (no data router: the shop has no loaders or actions, and that mode weighs about 16 KB gzipped
// less). Each page is its own chunk: a storefront visit never downloads the customer or seller screens it does not open.

interface Page {
  (): ReactNode;
  /** fetches the page's code; once it is there the page renders without suspending */
  preload: () => Promise<unknown>;
}

/** Set by the preload script of the built shop (vite.config.ts): requests the chunks of the page at `path` at once. */
const preloadChunksOf = (path: string) =>
  (globalThis as { terangaPreload?: (path: string) => void }).terangaPreload?.(path);

function page<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): Page {
  let Loaded: ComponentType | undefined;
  const preload = () => {
    // The address already names the page being opened when its code is asked for (navigation, or the first render).
    if (typeof location !== 'undefined') preloadChunksOf(location.pathname);
    return load().then((module) => {
      Loaded = pick(module);
      return Loaded;
    });
  };
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
const ShopPage = page(
  () => import('./pages/shop/shop.page'),
  (m) => m.ShopPage,
);
const CartPage = page(
  () => {
    // The payment step's chunk is requested with the page's, not once the page runs (see cart.page.tsx); not awaited.
    import('./pages/cart/payment-step').catch(() => undefined);
    return import('./pages/cart/cart.page');
  },
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
const MyOrdersPage = page(
  () => import('./pages/orders/my-orders.page'),
  (m) => m.MyOrdersPage,
);
const SellerOrdersPage = page(
  () => import('./pages/orders/seller-orders.page'),
  (m) => m.SellerOrdersPage,
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
const NotificationsPage = page(
  () => import('./pages/static/notifications.page'),
  (m) => m.NotificationsPage,
);
const NewsletterConfirmPage = page(
  () => import('./pages/newsletter/newsletter-confirm.page'),
  (m) => m.NewsletterConfirmPage,
);
const NewsletterUnsubscribePage = page(
  () => import('./pages/newsletter/newsletter-unsubscribe.page'),
  (m) => m.NewsletterUnsubscribePage,
);
const HelpPage = page(
  () => import('./pages/static/help.page'),
  (m) => m.HelpPage,
);
// The account area: lazy, so it weighs nothing on storefront pages.
const AccountAreaPage = page(
  () => import('./pages/account/account-area.page'),
  (m) => m.AccountAreaPage,
);
const SellerDashboardPage = page(
  () => import('./pages/seller/seller-dashboard.page'),
  (m) => m.SellerDashboardPage,
);
const SellerProductsPage = page(
  () => import('./pages/seller/seller-products.page'),
  (m) => m.SellerProductsPage,
);
const ProductCreatePage = page(
  () => import('./pages/seller/product-create.page'),
  (m) => m.ProductCreatePage,
);
const ProductEditPage = page(
  () => import('./pages/seller/product-edit.page'),
  (m) => m.ProductEditPage,
);
const ProfilePage = page(
  () => import('./pages/profile/profile.page'),
  (m) => m.ProfilePage,
);
const ProfileEditPage = page(
  () => import('./pages/profile/profile-edit.page'),
  (m) => m.ProfileEditPage,
);
const MyAddressesPage = page(
  () => import('./pages/profile/my-addresses.page'),
  (m) => m.MyAddressesPage,
);
const StaffDeskPage = page(
  () => import('./pages/admin/staff-desk.page'),
  (m) => m.StaffDeskPage,
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

type Params = Record<string, string | undefined>;

interface PageEntry {
  page: Page;
  /** the queries worth starting with the page's code, so that the data does not wait for the chunk */
  prefetch?: (client: QueryClient, params: Params) => void;
}

const PAGE_MODULES: Readonly<Record<string, PageEntry>> = {
  'home/home.page': {
    page: HomePage,
    prefetch: (client) => {
      void client.prefetchQuery(catalogueQueries.home());
      void client.prefetchQuery(catalogueQueries.categories());
    },
  },
  'products/products.page': { page: ProductsPage },
  'collection/collection.page': { page: CollectionPage },
  'collection/category.page': { page: CategoryPage },
  'product/product.page': {
    page: ProductPage,
    prefetch: (client, { id = '' }) => {
      if (isValidId(id)) void client.prefetchQuery(catalogueQueries.product(id));
    },
  },
  'shop/shop.page': { page: ShopPage },
  'cart/cart.page': { page: CartPage },
  'wishlist/wishlist.page': { page: WishlistPage },
  'auth/login.page': { page: LoginPage },
  'auth/register.page': { page: RegisterPage },
  'auth/reset-password.page': { page: ResetPasswordPage },
  'auth/sign-in-return.page': { page: SignInReturnPage },
  'static/order-confirmation.page': { page: OrderConfirmationPage },
  'static/order-tracking.page': { page: OrderTrackingPage },
  'static/order-search.page': { page: OrderSearchPage },
  'orders/my-orders.page': { page: MyOrdersPage },
  'orders/seller-orders.page': { page: SellerOrdersPage },
  'static/list-item.page': { page: ListItemPage },
  'static/marketplace.page': { page: MarketplacePage },
  'static/marketing-home.page': {
    page: MarketingHomePage,
    prefetch: (client) => {
      void client.prefetchQuery(catalogueQueries.home());
      void client.prefetchQuery(catalogueQueries.categories());
    },
  },
  'static/help.page': { page: HelpPage },
  'static/notifications.page': { page: NotificationsPage },
  'newsletter/newsletter-confirm.page': { page: NewsletterConfirmPage },
  'newsletter/newsletter-unsubscribe.page': { page: NewsletterUnsubscribePage },
  'account/account-area.page': { page: AccountAreaPage },
  'seller/seller-dashboard.page': { page: SellerDashboardPage },
  'seller/seller-products.page': { page: SellerProductsPage },
  'seller/product-create.page': { page: ProductCreatePage },
  'seller/product-edit.page': { page: ProductEditPage },
  'profile/profile.page': { page: ProfilePage },
  'profile/profile-edit.page': { page: ProfileEditPage },
  'profile/my-addresses.page': { page: MyAddressesPage },
  'admin/staff-desk.page': { page: StaffDeskPage },
  'not-found.page': { page: NotFoundPage },
};

const PAGES = PAGE_PATHS.map(([path, module]) => {
  const entry = PAGE_MODULES[module];
  if (!entry) throw new Error(fill(shopTexts.errors.unknownPage, { module }));
  return { path, ...entry };
});

function PageView({ entry }: { entry: PageEntry & { path: string } }) {
  const params = useParams();
  const client = useQueryClient();
  useRouteTitle(entry.path);
  // Not on the server: there the page's queries are answered between two renders (entry-server.tsx).
  if (typeof window !== 'undefined') entry.prefetch?.(client, params);
  const { page: View } = entry;
  return <View />;
}

/**
 * Before the first render: the opened page's code (and its first queries) arrive together, so the first paint shows
 * the page itself rather than an empty frame that the page then pushes around (no layout shift).
 */
export async function preloadPage(pathname: string, client?: QueryClient): Promise<void> {
  const entry = PAGES.find(({ path }) => matchPath({ path, end: true }, pathname));
  if (!entry) return;
  if (client) entry.prefetch?.(client, matchPath({ path: entry.path, end: true }, pathname)?.params ?? {});
  await entry.page.preload().catch(() => undefined);
}

export function ShopRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {PAGES.map((entry) => (
          <Route
            key={entry.path}
            {...(entry.path === '/' ? { index: true } : { path: entry.path.replace(/^\//, '') })}
            element={
              <Lazy>
                <PageView entry={entry} />
              </Lazy>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
