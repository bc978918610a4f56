import { orderMessages } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';

type OrderOperation = 'createOrder' | 'listOrders' | 'getOrder' | 'trackOrder' | 'receivePaymentWebhook';

// The contract first (issue 18): the server side follows in the next commits.
export function createOrderHandlers(_ctx: ServiceContext): Handlers<OrderOperation> {
  const notYet = async (): Promise<never> => {
    throw new HttpError(404, orderMessages.orderNotFound);
  };
  return {
    createOrder: notYet,
    listOrders: async (request) => {
      const { page, limit } = request.query;
      return ok({ orders: [], pagination: { page, limit, total: 0, pages: 0 } });
    },
    getOrder: notYet,
    trackOrder: notYet,
    receivePaymentWebhook: notYet,
  };
}
