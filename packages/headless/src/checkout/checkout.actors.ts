import { fromPromise } from 'xstate';
import type { CartItem } from '../cart/cart-item.js';
import type { HeadlessOrdersClient } from '../client.js';
import {
  type CheckoutOrder,
  checkoutMachine,
  type OrderLine,
  type PlaceOrderInput,
} from './checkout.machine.js';
import { normalizePayerPhone } from './payer.js';

/** The cart's lines as the order takes them: the product, how many, its size and colour (the server prices them). */
export const orderLines = (items: readonly CartItem[]): OrderLine[] =>
  items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    ...(item.size ? { size: item.size } : {}),
    ...(item.color ? { color: item.color } : {}),
  }));

/** The machine's actors, made from an SDK client: POST /orders with the attempt's key, then GET /orders/{id}. */
export function checkoutActors(client: { orders: HeadlessOrdersClient }) {
  return {
    placeOrder: fromPromise<CheckoutOrder, PlaceOrderInput>(({ input }) =>
      client.orders.create(
        {
          items: input.lines,
          paymentMethod: input.paymentMethod,
          payerPhone: normalizePayerPhone(input.payer.phone),
          shippingAddress: {
            street: input.payer.street.trim(),
            city: input.payer.city.trim(),
            region: input.payer.region.trim() || input.payer.city.trim(),
          },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
    fetchOrder: fromPromise<CheckoutOrder, { orderId: string }>(({ input }) =>
      client.orders.get(input.orderId),
    ),
  };
}

export const createCheckoutMachine = (client: { orders: HeadlessOrdersClient }) =>
  checkoutMachine.provide({ actors: checkoutActors(client) });
