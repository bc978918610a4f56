import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { isValidId } from '@teranga/headless';
import { fill } from '@teranga/messages/format';
import { shopTexts } from '@teranga/messages/storefront';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation, useParams } from 'react-router';
import { useRouteTitle } from './app/page-title';
import { FirstLoadFallback, RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error';
import { catalogueQueries } from './catalogue/catalogue.queries';
import { PAGE_ROUTES, type RouteEntry, routes } from './routes';

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

function page(load: () => Promise<ComponentType>): Page {
  let Loaded: ComponentType | undefined;
  const preload = () => {
    // The address already names the page being opened when its code is asked for (navigation, or the first render).
    if (typeof location !== 'undefined') preloadChunksOf(location.pathname);
    return load().then((component) => {
      Loaded = component;
      return Loaded;
    });
  };
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));
  const Page = () => (Loaded ? <Loaded /> : <Deferred />);
  Page.preload = preload;
  return Page;
}

/** Each page module's code, one chunk each. */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>('./pages/**/*.page.tsx');

const moduleLoader = (module: string) => {
  const load = PAGE_MODULES[`./pages/${module}.tsx`];
  if (!load) throw new Error(fill(shopTexts.errors.unknownPage, { module }));
  return load;
};

/** The component a page module exports, by the shop's convention: 'auth/sign-in-return.page' → `SignInReturnPage`. */
const exportNameOf = (module: string) =>
  `${(module.split('/').pop() ?? '').replace(/\.page$/, '').replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase())}Page`;

/** One lazy page per module (two paths opening one module share its page). */
const pagesByModule = new Map<string, Page>();
function pageOf({ page: module }: RouteEntry & { page: string }): Page {
  let found = pagesByModule.get(module);
  if (!found) {
    const load = moduleLoader(module);
    found = page(() =>
      load().then((exports) => {
        const component = exports[exportNameOf(module)];
        if (!component) throw new Error(fill(shopTexts.errors.unknownPage, { module }));
        return component;
      }),
    );
    pagesByModule.set(module, found);
  }
  return found;
}

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
  path: string;
  page: Page;
  prefetch?: (client: QueryClient, params: Params) => void;
}

const PAGES: readonly PageEntry[] = PAGE_ROUTES.map((entry) => ({
  path: entry.path,
  page: pageOf(entry),
  prefetch: entry.prefetch
    ? (client, params) => entry.prefetch?.({ client, queries: catalogueQueries, params, isValidId })
    : undefined,
}));

function PageView({ entry }: { entry: PageEntry }) {
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
      <Route path={routes.home.path} element={<RootLayout />}>
        {PAGES.map((entry) => (
          <Route
            key={entry.path}
            {...(entry.path === routes.home.path ? { index: true } : { path: entry.path.replace(/^\//, '') })}
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
