import type { Transport } from '../client.js';
import { readData } from '../readers.js';
import type { Order, OrderListBody, OrderStatus, OrdersQuery } from '../types.js';

export interface OrdersResource {
  /** the seller's orders; resolves with the whole body `{ success, data: { orders, pagination } }` as the seller document reads it */
  list(query?: OrdersQuery): Promise<OrderListBody>;
  setStatus(id: string, status: OrderStatus): Promise<Order>;
}

export function createOrders(transport: Transport): OrdersResource {
  const { sendSeller: send, requireToken } = transport;
  return {
    async list(query = {}) {
      requireToken();
      const page = { page: 1, limit: 10, ...query };
      return (await send((api) => api.GET('/seller/orders', { params: { query: page } }))) as OrderListBody;
    },
    async setStatus(id, status) {
      requireToken();
      const body = await send((api) =>
        api.PUT('/seller/orders/{id}/status', { params: { path: { id } }, body: { status } }),
      );
      return readData(body) as Order;
    },
  };
}
