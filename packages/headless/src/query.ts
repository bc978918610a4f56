import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryProductsQuery,
  CustomerOrdersQuery,
  ProductPage,
  ProductQuery,
  SearchQuery,
  TerangaClient,
} from '@teranga/sdk';
import { errorStatus } from './client.js';

/** How a failed read is tried again: `retry` and `retryDelay` as TanStack Query takes them. */
export interface QueryRetryPolicy {
  retry: (failureCount: number, error: Error) => boolean;
  retryDelay: number | ((attempt: number) => number);
}

const isClientError = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * The factories' retry: once, a second later, after a network error or a server failure; never after a 4xx answer
 * (not found, refused: it will not change). A network error then shows in about a second, not after TanStack's
 * default three tries (~7 s).
 * @example new QueryClient({ defaultOptions: { queries: TERANGA_RETRY } }); // the same rule for your own queries
 */
export const TERANGA_RETRY: QueryRetryPolicy = {
  retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
  retryDelay: 1000,
};

/** The storefront document's catalogue cache: data stale after 5 minutes, discarded 5 minutes after its last use. */
export const CATALOGUE_CACHE = { staleTime: 5 * 60 * 1000, gcTime: 5 * 60 * 1000, ...TERANGA_RETRY } as const;
/** A signed-in person's own data (favourites, a seller's products and orders): fresh on every mount, kept 5 minutes. */
export const PERSONAL_CACHE = { staleTime: 0, gcTime: 5 * 60 * 1000, ...TERANGA_RETRY } as const;

/**
 * Every query key of the storefront, one home: invalidate a whole family with its first key
 * (`queryClient.invalidateQueries({ queryKey: terangaQueryKeys.catalogue })`). Orders, the seller area and the
 * staff desk keep theirs beside their factories (`@teranga/headless/account-query`), out of the storefront's first
 * load.
 */
export const terangaQueryKeys = {
  catalogue: ['catalogue'],
  home: () => ['catalogue', 'home'] as const,
  categories: () => ['catalogue', 'categories'] as const,
  category: (slug: string) => ['catalogue', 'category', slug] as const,
  products: (query: ProductQuery) => ['catalogue', 'products', query] as const,
  categoryProducts: (slug: string, query: CategoryProductsQuery) =>
    ['catalogue', 'category-products', slug, query] as const,
  /** a collection page (/femme, /traditionnelle…): its category slugs in order, and the listing's query */
  collection: (slugs: readonly string[], query: CategoryProductsQuery) =>
    ['catalogue', 'collection', slugs, query] as const,
  product: (id: string) => ['catalogue', 'product', id] as const,
  related: (id: string, limit: number) => ['catalogue', 'related', id, limit] as const,
  search: (query: SearchQuery) => ['catalogue', 'search', query] as const,
  suggestions: (term: string) => ['catalogue', 'suggestions', term] as const,
  wishlist: ['wishlist'],
  wishlistList: () => ['wishlist', 'list'] as const,
  wishlistCheck: (productId: string) => ['wishlist', 'check', productId] as const,
  /** the social sign-in buttons this server offers */
  authProviders: () => ['auth', 'providers'] as const,
  /** the payment methods this server's checkout takes */
  paymentMethods: () => ['payments', 'methods'] as const,
  /** one newsletter confirmation link's answer */
  newsletterConfirmation: (token: string) => ['newsletter', 'confirm', token] as const,
  /** the bell's order updates, per signed-in person (under `orders`: an order change refreshes them too) */
  orderUpdates: (userId: string, query: CustomerOrdersQuery) => ['orders', 'updates', userId, query] as const,
} as const;

/**
 * TanStack Query option factories over an @teranga/sdk client: the document's keys and cache times, the query's
 * signal passed to the SDK so a cancelled query stops its request, and `TERANGA_RETRY`.
 * @example
 * const queries = terangaQueries(sdk);
 * const { data } = useQuery(queries.catalogue.products({ category: 'femme', page: 1 }));
 */
export function terangaQueries(sdk: Pick<TerangaClient, 'catalogue' | 'wishlist'>) {
  const keys = terangaQueryKeys;
  return {
    catalogue: {
      home: () =>
        queryOptions({
          queryKey: keys.home(),
          queryFn: ({ signal }) => sdk.catalogue.home({ signal }),
          ...CATALOGUE_CACHE,
        }),
      categories: () =>
        queryOptions({
          queryKey: keys.categories(),
          queryFn: ({ signal }) => sdk.catalogue.categories({}, { signal }),
          ...CATALOGUE_CACHE,
        }),
      category: (slug: string) =>
        queryOptions({
          queryKey: keys.category(slug),
          queryFn: ({ signal }) => sdk.catalogue.category(slug, { signal }),
          ...CATALOGUE_CACHE,
        }),
      products: (query: ProductQuery = {}) =>
        queryOptions({
          queryKey: keys.products(query),
          queryFn: ({ signal }) => sdk.catalogue.products(query, { signal }),
          ...CATALOGUE_CACHE,
        }),
      categoryProducts: (slug: string, query: CategoryProductsQuery = {}) =>
        queryOptions({
          queryKey: keys.categoryProducts(slug, query),
          queryFn: ({ signal }) => sdk.catalogue.categoryProducts(slug, query, { signal }),
          ...CATALOGUE_CACHE,
        }),
      /**
       * a collection's products: those of the first of its slugs that has any (traditionnelle, then traditionnel),
       * else the last slug's empty page
       */
      collection: (slugs: readonly string[], query: CategoryProductsQuery = {}) =>
        queryOptions({
          queryKey: keys.collection(slugs, query),
          queryFn: async ({ signal }): Promise<ProductPage> => {
            let last: ProductPage | undefined;
            for (const slug of slugs) {
              last = await sdk.catalogue.categoryProducts(slug, query, { signal });
              if (last.products.length > 0) return last;
            }
            return (
              last ?? { products: [], pagination: { page: 1, limit: query.limit ?? 0, total: 0, pages: 0 } }
            );
          },
          ...CATALOGUE_CACHE,
        }),
      product: (id: string) =>
        queryOptions({
          queryKey: keys.product(id),
          queryFn: ({ signal }) => sdk.catalogue.product(id, { signal }),
          ...CATALOGUE_CACHE,
        }),
      related: (id: string, limit = 4) =>
        queryOptions({
          queryKey: keys.related(id, limit),
          queryFn: ({ signal }) => sdk.catalogue.related(id, limit, { signal }),
          ...CATALOGUE_CACHE,
        }),
      search: (query: SearchQuery) =>
        queryOptions({
          queryKey: keys.search(query),
          queryFn: ({ signal }) => sdk.catalogue.search(query, { signal }),
          ...CATALOGUE_CACHE,
        }),
      /** what the header suggests while typing: one key per term (the caller trims it and waits for a pause) */
      suggestions: (term: string) =>
        queryOptions({
          queryKey: keys.suggestions(term),
          queryFn: ({ signal }) => sdk.catalogue.suggestions(term, { signal }),
          ...CATALOGUE_CACHE,
        }),
    },
    wishlist: {
      list: () =>
        queryOptions({
          queryKey: keys.wishlistList(),
          queryFn: ({ signal }) => sdk.wishlist.list({ signal }),
          ...PERSONAL_CACHE,
        }),
      check: (productId: string) =>
        queryOptions({
          queryKey: keys.wishlistCheck(productId),
          queryFn: ({ signal }) => sdk.wishlist.check(productId, { signal }),
          ...PERSONAL_CACHE,
        }),
    },
  };
}

export type TerangaQueries = ReturnType<typeof terangaQueries>;

/**
 * What any page of the shop may ask beside the catalogue: the sign-in providers and payment methods this server
 * offers, a newsletter confirmation link's answer, and the header bell's order updates.
 * @example
 * const site = terangaSiteQueries(sdk);
 * const { data: providers = [] } = useQuery(site.authProviders());
 */
export function terangaSiteQueries(sdk: Pick<TerangaClient, 'auth' | 'newsletter' | 'orders' | 'raw'>) {
  const keys = terangaQueryKeys;
  return {
    /** the social sign-in providers configured on this server: they change only with its configuration */
    authProviders: () =>
      queryOptions({
        queryKey: keys.authProviders(),
        queryFn: () => sdk.auth.providers(),
        staleTime: Number.POSITIVE_INFINITY,
        ...TERANGA_RETRY,
      }),
    /** the methods the checkout offers (GET /payments/methods), only those a provider takes */
    paymentMethods: () =>
      queryOptions({
        queryKey: keys.paymentMethods(),
        queryFn: async ({ signal }) => {
          const { data, error } = await sdk.raw.GET('/payments/methods', { signal });
          if (error || !data) throw new Error('payment methods unavailable');
          return data.data.methods;
        },
        staleTime: 5 * 60_000,
        ...TERANGA_RETRY,
      }),
    /** confirming twice is harmless and a link's answer does not change: asked once, never retried */
    newsletterConfirmation: (token: string) =>
      queryOptions({
        queryKey: keys.newsletterConfirmation(token),
        queryFn: ({ signal }) => sdk.newsletter.confirm(token, { signal }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    /** the signed-in person's recent orders, read for their timelines' updates */
    orderUpdates: (userId: string, query: CustomerOrdersQuery = { page: 1, limit: 50 }) =>
      queryOptions({
        queryKey: keys.orderUpdates(userId, query),
        queryFn: ({ signal }) => sdk.orders.listMine(query, { signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

export type TerangaSiteQueries = ReturnType<typeof terangaSiteQueries>;
