import type { CallOptions, Transport } from '../client.js';
import type {
  Carrier,
  CustomerOrdersQuery,
  Order,
  OrderInput,
  OrderListBody,
  OrderPage,
  OrdersQuery,
  PartStatus,
  TrackedOrder,
} from '../types.js';

export interface CreateOrderOptions extends CallOptions {
  /**
   * Made once per checkout (e.g. `crypto.randomUUID()`) and sent again on a retry: the server then returns the first
   * order instead of making a second one (mobile connections drop).
   */
  idempotencyKey?: string;
}

export interface SetStatusOptions extends CallOptions {
  /** staff only: the part to move (a seller always moves their own part; optional when the order has one part) */
  partId?: string;
  /** cash on delivery: the seller collected the cash at the door (with `delivered`: « Encaissé et livré ») */
  cashCollected?: boolean;
  /** with `shipped`, required: who carries the parcel (`hand-delivery`: « Remise en main propre ») */
  carrier?: Carrier;
  /** with `shipped`: the carrier's tracking number (optional for `hand-delivery`) */
  trackingNumber?: string;
}

export interface OrdersResource {
  /**
   * The seller's orders (their part of each), page 1 of 10 by default; resolves with the whole body
   * `{ success, data: { orders, pagination } }` as the seller document reads it (`listSellerOrders`).
   * @example const { data } = await sdk.orders.listForSeller({ status: 'processing' });
   */
  listForSeller(query?: OrdersQuery, options?: CallOptions): Promise<OrderListBody>;
  /**
   * @deprecated the seller's orders: use `listForSeller` (the customer's own are `listMine`)
   * @example const { data } = await sdk.orders.listForSeller({ page: 1 }); // instead of sdk.orders.list({ page: 1 })
   */
  list(query?: OrdersQuery, options?: CallOptions): Promise<OrderListBody>;
  /**
   * moves the caller's part of an order one step (`updateSellerOrderStatus`); staff name the part with `partId`
   * @example await sdk.orders.setStatus(orderId, 'cancelled', { partId }); // staff: cancels and refunds that part
   * @example await sdk.orders.setStatus(orderId, 'delivered', { cashCollected: true }); // paid on delivery
   * @example await sdk.orders.setStatus(orderId, 'shipped', { carrier: 'dhl', trackingNumber: 'JD014600003SN' });
   */
  setStatus(id: string, status: PartStatus, options?: SetStatusOptions): Promise<Order>;
  /**
   * the seller's order sheet (`getSellerOrder`): their part with its lines, the customer's name and phone, and where
   * to deliver; staff read the order whole
   * @example const sheet = await sdk.orders.sellerOrder(orderId);
   */
  sellerOrder(id: string, options?: CallOptions): Promise<Order>;
  /**
   * Places an order: the server prices the lines and reserves the stock; the payment is then pending until the
   * provider's webhook confirms, fails or expires it (read it again with `get`).
   * @example const order = await sdk.orders.create({ items, paymentMethod: 'wave', payerPhone }, { idempotencyKey, signal });
   */
  create(input: OrderInput, options?: CreateOrderOptions): Promise<Order>;
  /**
   * the signed-in customer's own orders (staff: every order), newest first, with the advanced search's filters
   * @example const { orders, pagination } = await sdk.orders.listMine({ page: 1 });
   */
  listMine(query?: CustomerOrdersQuery, options?: CallOptions): Promise<OrderPage>;
  /**
   * one of the customer's orders (another customer's is a 404)
   * @example const order = await sdk.orders.get(orderId);
   */
  get(id: string, options?: CallOptions): Promise<Order>;
  /**
   * the customer cancels their paid, not yet shipped parts (`cancelMyOrder`), or only the part `partId`; each is
   * refunded its amount through the payment provider
   * @example const order = await sdk.orders.cancel(orderId, part.id);
   */
  cancel(id: string, partId?: string, options?: CallOptions): Promise<Order>;
  /**
   * public tracking by order number and the customer's email: status and timeline only
   * @example const tracked = await sdk.orders.track('TRG-2026-000123', 'awa@example.sn');
   */
  track(orderNumber: string, email: string, options?: CallOptions): Promise<TrackedOrder>;
}

export function createOrders(transport: Transport): OrdersResource {
  const { sendSeller, send, requireToken } = transport;
  const resource: OrdersResource = {
    list: (query, options) => resource.listForSeller(query, options),
    async listForSeller(query = {}, options) {
      requireToken();
      const page = { page: 1, limit: 10, ...query };
      return await sendSeller(
        (api, init) => api.GET('/seller/orders', { ...init, params: { query: page } }),
        options,
      );
    },
    async setStatus(id, status, options = {}) {
      requireToken();
      const { partId, cashCollected, carrier, trackingNumber, ...call } = options;
      const body = await sendSeller(
        (api, init) =>
          api.PUT('/seller/orders/{id}/status', {
            ...init,
            params: { path: { id } },
            body: {
              status,
              ...(partId ? { partId } : {}),
              ...(cashCollected ? { cashCollected: true } : {}),
              ...(carrier ? { carrier } : {}),
              ...(trackingNumber ? { trackingNumber } : {}),
            },
          }),
        call,
      );
      return body.data;
    },
    async sellerOrder(id, options) {
      requireToken();
      const body = await sendSeller(
        (api, init) => api.GET('/seller/orders/{id}', { ...init, params: { path: { id } } }),
        options,
      );
      return body.data;
    },
    async create(input, options = {}) {
      requireToken();
      const { idempotencyKey, ...call } = options;
      const header = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
      const body = await send(
        (api, init) => api.POST('/orders', { ...init, params: { header }, body: input }),
        { call },
      );
      return body.data;
    },
    async listMine(query = {}, options) {
      requireToken();
      const body = await send(
        (api, init) => api.GET('/orders', { ...init, params: { query: { page: 1, limit: 10, ...query } } }),
        { call: options },
      );
      return body.data;
    },
    async get(id, options) {
      requireToken();
      const body = await send((api, init) => api.GET('/orders/{id}', { ...init, params: { path: { id } } }), {
        call: options,
      });
      return body.data;
    },
    async cancel(id, partId, options) {
      requireToken();
      const body = await send(
        (api, init) =>
          api.POST('/orders/{id}/cancel', {
            ...init,
            params: { path: { id } },
            body: partId ? { partId } : {},
          }),
        { call: options },
      );
      return body.data;
    },
    async track(orderNumber, email, options) {
      const body = await send(
        (api, init) => api.GET('/orders/track', { ...init, params: { query: { orderNumber, email } } }),
        { call: options },
      );
      return body.data;
    },
  };
  return resource;
}
