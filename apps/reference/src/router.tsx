import { isValidId } from '@teranga/headless';
import type { RouteObject } from 'react-router';
import { FirstLoadFallback, RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { catalogueQueries } from './catalogue/catalogue.queries';
import { queryClient } from './query-client';

type Params = Record<string, string | undefined>;

/**
 * Starts a page's first queries while its code is still downloading (the page then finds them in the cache), so the
 * data does not wait for the chunk. Returns at once: navigation never waits for the data.
 */
const prefetch =
  (start: (params: Params) => void) =>
  ({ params }: { params: Params }) => {
    start(params);
    return null;
  };

/** Each page is its own chunk: a storefront visit never downloads the customer or seller screens it does not open. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        index: true,
        loader: prefetch(() => {
          void queryClient.prefetchQuery(catalogueQueries.home());
          void queryClient.prefetchQuery(catalogueQueries.categories());
        }),
        lazy: () => import('./pages/home/home.page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'products',
        lazy: () => import('./pages/products/products.page').then((m) => ({ Component: m.ProductsPage })),
      },
      ...(['femme', 'homme', 'enfant', 'traditionnelle'] as const).map(
        (collection): RouteObject => ({
          path: collection,
          lazy: () =>
            import('./pages/collection/collection.page').then((m) => ({ Component: m.CollectionPage })),
        }),
      ),
      {
        path: 'category/:slug',
        lazy: () => import('./pages/collection/category.page').then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: 'product/:id',
        loader: prefetch(({ id = '' }) => {
          if (isValidId(id)) void queryClient.prefetchQuery(catalogueQueries.product(id));
        }),
        lazy: () => import('./pages/product/product.page').then((m) => ({ Component: m.ProductPage })),
      },
      { path: 'cart', lazy: () => import('./pages/cart/cart.page').then((m) => ({ Component: m.CartPage })) },
      {
        path: 'wishlist',
        lazy: () => import('./pages/wishlist/wishlist.page').then((m) => ({ Component: m.WishlistPage })),
      },
      {
        path: 'login',
        lazy: () => import('./pages/auth/login.page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () => import('./pages/auth/register.page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('./pages/auth/reset-password.page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      // One sign-in return screen for /auth/success, /auth/callback and any other /auth/* path.
      {
        path: 'auth/*',
        lazy: () =>
          import('./pages/auth/sign-in-return.page').then((m) => ({ Component: m.SignInReturnPage })),
      },
      {
        path: 'order-confirmation',
        lazy: () =>
          import('./pages/static/order-confirmation.page').then((m) => ({
            Component: m.OrderConfirmationPage,
          })),
      },
      {
        path: 'suivi-commande',
        lazy: () =>
          import('./pages/static/order-tracking.page').then((m) => ({ Component: m.OrderTrackingPage })),
      },
      {
        path: 'recherche-avancee',
        lazy: () =>
          import('./pages/static/order-search.page').then((m) => ({ Component: m.OrderSearchPage })),
      },
      {
        path: 'list-item',
        lazy: () => import('./pages/static/list-item.page').then((m) => ({ Component: m.ListItemPage })),
      },
      {
        path: 'marketplace',
        lazy: () => import('./pages/static/marketplace.page').then((m) => ({ Component: m.MarketplacePage })),
      },
      {
        path: 'vitrine',
        lazy: () =>
          import('./pages/static/marketing-home.page').then((m) => ({ Component: m.MarketingHomePage })),
      },
      // The seller and profile area is the next issue's: lazy, so it weighs nothing on storefront pages.
      ...['seller/*', 'add-product', 'profile', 'profile/*'].map(
        (path): RouteObject => ({
          path,
          lazy: () =>
            import('./pages/account/account-area.page').then((m) => ({ Component: m.AccountAreaPage })),
        }),
      ),
      {
        path: '*',
        lazy: () => import('./pages/not-found.page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
