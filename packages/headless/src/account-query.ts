import { queryOptions } from '@tanstack/react-query';
import type {
  CustomerOrdersQuery,
  OrdersQuery,
  PayoutStatus,
  RefundStatus,
  ReturnStatus,
  SellerLedgerQuery,
  SellerProductsQuery,
  TerangaClient,
} from '@teranga/sdk';
import { PERSONAL_CACHE } from './query.js';

// Everything outside the storefront's catalogue: the customer's orders, public tracking, the seller area and the staff
// desk, an entry of its own (`@teranga/headless/account-query`) so that a shop's storefront pages, which read
// `@teranga/headless/query`, never carry them.

/** Their query keys: invalidate a family with its first key (`accountQueryKeys.orders`, `.seller`, `.staff`). */
export const accountQueryKeys = {
  orders: ['orders'],
  myOrders: (query: CustomerOrdersQuery) => ['orders', 'mine', query] as const,
  order: (id: string) => ['orders', 'one', id] as const,
  trackedOrder: (orderNumber: string, email: string) => ['orders', 'track', orderNumber, email] as const,
  staff: ['staff'],
  staffSellers: () => ['staff', 'sellers'] as const,
  sellerBalances: () => ['staff', 'balances'] as const,
  refunds: (status: RefundStatus | 'all') => ['staff', 'refunds', status] as const,
  payouts: (status: PayoutStatus | 'all') => ['staff', 'payouts', status] as const,
  flaggedOrders: (query: CustomerOrdersQuery) => ['staff', 'flagged-orders', query] as const,
  /** the delivery zones and their fees (« Livraison » of the staff desk) */
  deliveryZones: () => ['staff', 'delivery-zones'] as const,
  seller: ['seller'],
  sellerProducts: (query: SellerProductsQuery) => ['seller', 'products', query] as const,
  sellerProduct: (id: string) => ['seller', 'product', id] as const,
  sellerStats: () => ['seller', 'stats'] as const,
  sellerOrders: (query: OrdersQuery) => ['seller', 'orders', query] as const,
  sellerOrder: (id: string) => ['seller', 'order', id] as const,
  sellerLedger: (query: SellerLedgerQuery) => ['seller', 'ledger', query] as const,
  sellerPayouts: () => ['seller', 'payouts'] as const,
  /** the returns of one of the customer's orders (under `orders`: a return step refreshes the order too) */
  orderReturns: (orderId: string) => ['orders', 'returns', orderId] as const,
  sellerReturns: (status: ReturnStatus | 'all') => ['seller', 'returns', status] as const,
  staffReturns: (view: 'overdue' | 'all') => ['staff', 'returns', view] as const,
  /** the customer's address book (Mes adresses, and the checkout's choice of address) */
  addresses: ['addresses'],
} as const;

/**
 * The signed-in customer's orders, each with its parts and refunds, and public tracking.
 * @example const { data } = useQuery(terangaOrderQueries(sdk).mine({ page: 1 }));
 */
export function terangaOrderQueries(sdk: Pick<TerangaClient, 'orders'>) {
  const keys = accountQueryKeys;
  return {
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
        ...PERSONAL_CACHE,
        retry: false,
      }),
  };
}

/**
 * The staff desk's reads (admin only).
 * @example const { data: refunds = [] } = useQuery(terangaStaffQueries(sdk).refunds('failed'));
 */
export function terangaStaffQueries(sdk: Pick<TerangaClient, 'orders' | 'staff'>) {
  const keys = accountQueryKeys;
  return {
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
    /** payouts to sellers (« Versements »), optionally of one status */
    payouts: (status?: PayoutStatus) =>
      queryOptions({
        queryKey: keys.payouts(status ?? 'all'),
        queryFn: ({ signal }) => sdk.staff.payouts(status, { signal }),
        ...PERSONAL_CACHE,
      }),
    /** orders with a part flagged to staff (open, of a refused or suspended seller) */
    flaggedOrders: (query: CustomerOrdersQuery = {}) =>
      queryOptions({
        queryKey: keys.flaggedOrders(query),
        queryFn: ({ signal }) => sdk.orders.listMine({ ...query, flagged: true }, { signal }),
        ...PERSONAL_CACHE,
      }),
    /** the delivery zones, their fees and free-delivery threshold (GET /staff/delivery-zones) */
    deliveryZones: () =>
      queryOptions({
        queryKey: keys.deliveryZones(),
        queryFn: ({ signal }) => sdk.staff.deliveryZones({ signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

/**
 * The seller area: a seller's products, stats, orders (their parts) and ledger.
 * @example const { data: stats } = useQuery(terangaSellerQueries(sdk).stats());
 */
export function terangaSellerQueries(sdk: Pick<TerangaClient, 'seller' | 'orders'>) {
  const keys = accountQueryKeys;
  return {
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
        queryFn: ({ signal }) => sdk.orders.listForSeller(query, { signal }),
        ...PERSONAL_CACHE,
      }),
    /** the seller's order sheet: their part of one order, its customer and delivery (GET /seller/orders/{id}) */
    order: (id: string) =>
      queryOptions({
        queryKey: keys.sellerOrder(id),
        queryFn: ({ signal }) => sdk.orders.sellerOrder(id, { signal }),
        ...PERSONAL_CACHE,
      }),
    /** balance, commission and ledger lines (GET /seller/ledger) */
    ledger: (query: SellerLedgerQuery = {}) =>
      queryOptions({
        queryKey: keys.sellerLedger(query),
        queryFn: ({ signal }) => sdk.seller.ledger(query, { signal }),
        ...PERSONAL_CACHE,
      }),
    /** the seller's payouts and their Wave number (GET /seller/payouts) */
    payouts: () =>
      queryOptions({
        queryKey: keys.sellerPayouts(),
        queryFn: ({ signal }) => sdk.seller.payouts({ signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

/**
 * The signed-in customer's address book (GET /me/addresses): « Mes adresses » and the checkout read the same entry.
 * @example const { data: addresses = [] } = useQuery(terangaAddressQueries(sdk).list());
 */
export function terangaAddressQueries(sdk: Pick<TerangaClient, 'addresses'>) {
  return {
    list: () =>
      queryOptions({
        queryKey: accountQueryKeys.addresses,
        queryFn: ({ signal }) => sdk.addresses.list({ signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

/**
 * Returns within 30 days of delivery: a customer's on one order, a seller's « Retours », staff's (all, or those the
 * seller left unanswered past the delay).
 * @example const { data: returns = [] } = useQuery(terangaReturnQueries(sdk).seller('requested'));
 */
export function terangaReturnQueries(sdk: Pick<TerangaClient, 'returns'>) {
  const keys = accountQueryKeys;
  return {
    forOrder: (orderId: string) =>
      queryOptions({
        queryKey: keys.orderReturns(orderId),
        queryFn: ({ signal }) => sdk.returns.forOrder(orderId, { signal }),
        ...PERSONAL_CACHE,
      }),
    seller: (status?: ReturnStatus) =>
      queryOptions({
        queryKey: keys.sellerReturns(status ?? 'all'),
        queryFn: ({ signal }) => sdk.returns.sellerList(status, { signal }),
        ...PERSONAL_CACHE,
      }),
    staff: (overdue: boolean) =>
      queryOptions({
        queryKey: keys.staffReturns(overdue ? 'overdue' : 'all'),
        queryFn: ({ signal }) => sdk.returns.staffList(overdue ? { overdue: true } : {}, { signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

export {
  type ReviewDeskScope,
  reviewQueryKeys,
  type TerangaReviewQueries,
  terangaReviewQueries,
} from './reviews/review.queries.js';

export {
  shopQueryKeys,
  type TerangaShopQueries,
  terangaShopQueries,
} from './sellers/shop.queries.js';
