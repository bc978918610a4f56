import { fromPromise } from 'xstate';
import type { CartItem } from '../cart/cart-item.js';
import type { HeadlessDeliveryClient, HeadlessOrdersClient } from '../client.js';
import {
  type CheckoutOrder,
  checkoutMachine,
  type OrderLine,
  type PlaceOrderInput,
} from './checkout.machine.js';
import { type CheckoutDeliveryQuote, type DeliveryQuoteInput, typedAddressOf } from './delivery-step.js';
import { normalizePayerPhone } from './payer.js';

/**
 * The cart's lines as the order takes them: the product, how many, its size and colour (the server prices them).
 * @example const order = await sdk.orders.create({ items: orderLines(cart.items), paymentMethod: 'wave', payerPhone });
 */
export const orderLines = (items: readonly CartItem[]): OrderLine[] =>
  items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    ...(item.size ? { size: item.size } : {}),
    ...(item.color ? { color: item.color } : {}),
  }));

/** What the checkout calls: the orders, and the delivery quote when the client has it (else the server's default). */
export interface CheckoutClient {
  orders: HeadlessOrdersClient;
  delivery?: HeadlessDeliveryClient | undefined;
}

/**
 * The order's body: the lines, the method, the paying number, and the delivery as chosen (the server prices it).
 * @example const body = orderBodyOf({ lines: orderLines(cart.items), paymentMethod: 'wave', payer, delivery, idempotencyKey });
 */
export function orderBodyOf(input: PlaceOrderInput) {
  const { addressId, optionId, pickupPointId } = input.delivery;
  const typed = typedAddressOf(input.payer);
  return {
    items: input.lines,
    paymentMethod: input.paymentMethod,
    payerPhone: normalizePayerPhone(input.payer.phone),
    ...(addressId
      ? { addressId }
      : { shippingAddress: { ...typed, phone: normalizePayerPhone(typed.phone) } }),
    ...(optionId ? { deliveryOptionId: optionId } : {}),
    ...(pickupPointId ? { pickupPointId } : {}),
  };
}

/**
 * The machine's actors, made from an SDK client: POST /orders with the attempt's key, then GET /orders/{id}; GET
 * /delivery/options for the address (without a delivery client, the server's default option alone).
 * @example checkoutMachine.provide({ actors: checkoutActors(sdk) });
 */
export function checkoutActors(client: CheckoutClient) {
  return {
    placeOrder: fromPromise<CheckoutOrder, PlaceOrderInput>(({ input }) =>
      client.orders.create(orderBodyOf(input), { idempotencyKey: input.idempotencyKey }),
    ),
    fetchOrder: fromPromise<CheckoutOrder, { orderId: string }>(({ input }) =>
      client.orders.get(input.orderId),
    ),
    quoteDelivery: fromPromise<CheckoutDeliveryQuote, DeliveryQuoteInput>(async ({ input }) =>
      client.delivery
        ? client.delivery.options({
            ...(input.city ? { city: input.city } : {}),
            ...(input.region ? { region: input.region } : {}),
            subtotalCents: input.subtotalCents,
          })
        : { zone: null, options: [] },
    ),
  };
}

/**
 * The checkout machine wired to an SDK client (orders and payment calls).
 * @example const checkout = createActor(createCheckoutMachine(sdk), { input: restoreCheckout(localStorage) }).start();
 */
export const createCheckoutMachine = (client: CheckoutClient) =>
  checkoutMachine.provide({ actors: checkoutActors(client) });
