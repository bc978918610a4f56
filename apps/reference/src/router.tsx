import { isValidId } from '@teranga/headless';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { FirstLoadFallback, RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error';
import { catalogueQueries } from './catalogue/catalogue.queries';
import { queryClient } from './query-client';

// Declarative routes (no data router: the shop has no loaders or actions, and that mode weighs about 16 KB gzipped
// less). Each page is its own chunk: a storefront visit never downloads the customer or seller screens it does not open.
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

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
function Home() {
  void queryClient.prefetchQuery(catalogueQueries.home());
  void queryClient.prefetchQuery(catalogueQueries.categories());
  return <HomePage />;
}

function Product() {
  const { id = '' } = useParams();
  if (isValidId(id)) void queryClient.prefetchQuery(catalogueQueries.product(id));
  return <ProductPage />;
}

const COLLECTIONS = ['femme', 'homme', 'enfant', 'traditionnelle'] as const;

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
