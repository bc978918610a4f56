import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryProductsQuery,
  CustomerOrdersQuery,
  OrdersQuery,
  ProductQuery,
  RefundStatus,
  SearchQuery,
  SellerLedgerQuery,
  SellerProductsQuery,
  TerangaClient,
} from '@teranga/sdk';

/** The storefront document's catalogue cache: data stale after 5 minutes, discarded 5 minutes after its last use. */
export const CATALOGUE_CACHE = { staleTime: 5 * 60 * 1000, gcTime: 5 * 60 * 1000 } as const;
/** A signed-in person's own data (favourites, a seller's products and orders): fresh on every mount, kept 5 minutes. */
export const PERSONAL_CACHE = { staleTime: 0, gcTime: 5 * 60 * 1000 } as const;

/**
 * Every query key of the shop, one home: invalidate a whole family with its first key
 * (`queryClient.invalidateQueries({ queryKey: terangaQueryKeys.catalogue })`).
 */
export const terangaQueryKeys = {
  catalogue: ['catalogue'],
  home: () => ['catalogue', 'home'] as const,
  categories: () => ['catalogue', 'categories'] as const,
  category: (slug: string) => ['catalogue', 'category', slug] as const,
  products: (query: ProductQuery) => ['catalogue', 'products', query] as const,
  categoryProducts: (slug: string, query: CategoryProductsQuery) =>
    ['catalogue', 'category-products', slug, query] as const,
  product: (id: string) => ['catalogue', 'product', id] as const,
  related: (id: string, limit: number) => ['catalogue', 'related', id, limit] as const,
  search: (query: SearchQuery) => ['catalogue', 'search', query] as const,
  wishlist: ['wishlist'],
  wishlistList: () => ['wishlist', 'list'] as const,
  wishlistCheck: (productId: string) => ['wishlist', 'check', productId] as const,
  seller: ['seller'],
  sellerProducts: (query: SellerProductsQuery) => ['seller', 'products', query] as const,
  sellerProduct: (id: string) => ['seller', 'product', id] as const,
  sellerStats: () => ['seller', 'stats'] as const,
  sellerOrders: (query: OrdersQuery) => ['seller', 'orders', query] as const,
  sellerLedger: (query: SellerLedgerQuery) => ['seller', 'ledger', query] as const,
  orders: ['orders'],
  myOrders: (query: CustomerOrdersQuery) => ['orders', 'mine', query] as const,
  order: (id: string) => ['orders', 'one', id] as const,
  trackedOrder: (orderNumber: string, email: string) => ['orders', 'track', orderNumber, email] as const,
  staff: ['staff'],
  staffSellers: () => ['staff', 'sellers'] as const,
  sellerBalances: () => ['staff', 'balances'] as const,
  refunds: (status: RefundStatus | 'all') => ['staff', 'refunds', status] as const,
  flaggedOrders: (query: CustomerOrdersQuery) => ['staff', 'flagged-orders', query] as const,
} as const;

/**
 * TanStack Query option factories over an @teranga/sdk client: the document's keys and cache times, and the query's
 * signal passed to the SDK so a cancelled query stops its request.
 * @example
 * const queries = terangaQueries(sdk);
 * const { data } = useQuery(queries.catalogue.products({ category: 'femme', page: 1 }));
 */
export function terangaQueries(
  sdk: Pick<TerangaClient, 'catalogue' | 'wishlist' | 'seller' | 'orders' | 'staff'>,
) {
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
    seller: {
      products: (query: SellerProductsQuery = {}) =>
        queryOptions({
          queryKey: keys.sellerProducts(query),
          queryFn: ({ signal }) => sdk.seller.products(query, { signal }),
          ...PERSONAL_CACHE,
        }),
      product: (id: string) =>
        queryOptions({
          queryKey: keys.sellerProduct(id),
          queryFn: ({ signal }) => sdk.seller.product(id, { signal }),
          ...PERSONAL_CACHE,
        }),
      stats: () =>
        queryOptions({
          queryKey: keys.sellerStats(),
          queryFn: ({ signal }) => sdk.seller.stats({ signal }),
          ...PERSONAL_CACHE,
        }),
      orders: (query: OrdersQuery = {}) =>
        queryOptions({
          queryKey: keys.sellerOrders(query),
          queryFn: ({ signal }) => sdk.orders.list(query, { signal }),
          ...PERSONAL_CACHE,
        }),
      /** balance, commission and ledger lines (GET /seller/ledger) */
      ledger: (query: SellerLedgerQuery = {}) =>
        queryOptions({
          queryKey: keys.sellerLedger(query),
          queryFn: ({ signal }) => sdk.seller.ledger(query, { signal }),
          ...PERSONAL_CACHE,
        }),
    },
    /** the signed-in customer's orders, each with its parts and refunds */
    orders: {
      mine: (query: CustomerOrdersQuery = {}) =>
        queryOptions({
          queryKey: keys.myOrders(query),
          queryFn: ({ signal }) => sdk.orders.listMine(query, { signal }),
          ...PERSONAL_CACHE,
        }),
      one: (id: string) =>
        queryOptions({
          queryKey: keys.order(id),
          queryFn: ({ signal }) => sdk.orders.get(id, { signal }),
          ...PERSONAL_CACHE,
        }),
      /** public tracking: a wrong number or email is an answer, not a failure worth retrying */
      track: (orderNumber: string, email: string) =>
        queryOptions({
          queryKey: keys.trackedOrder(orderNumber, email),
          queryFn: ({ signal }) => sdk.orders.track(orderNumber, email, { signal }),
          retry: false,
          ...PERSONAL_CACHE,
        }),
    },
    /** the staff desk (admin only) */
    staff: {
      sellers: () =>
        queryOptions({
          queryKey: keys.staffSellers(),
          queryFn: ({ signal }) => sdk.staff.sellers(undefined, { signal }),
          ...PERSONAL_CACHE,
        }),
      balances: () =>
        queryOptions({
          queryKey: keys.sellerBalances(),
          queryFn: ({ signal }) => sdk.staff.balances({ signal }),
          ...PERSONAL_CACHE,
        }),
      refunds: (status?: RefundStatus) =>
        queryOptions({
          queryKey: keys.refunds(status ?? 'all'),
          queryFn: ({ signal }) => sdk.staff.refunds(status, { signal }),
          ...PERSONAL_CACHE,
        }),
      /** orders with a part flagged to staff (open, of a refused or suspended seller) */
      flaggedOrders: (query: CustomerOrdersQuery = {}) =>
        queryOptions({
          queryKey: keys.flaggedOrders(query),
          queryFn: ({ signal }) => sdk.orders.listMine({ ...query, flagged: true }, { signal }),
          ...PERSONAL_CACHE,
        }),
    },
  };
}

export type TerangaQueries = ReturnType<typeof terangaQueries>;
