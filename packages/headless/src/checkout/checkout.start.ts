// The checkout as the shop runs it, in a module of its own: `createShop` imports it only when a page needs the
// checkout or a stored one is in progress (see checkout.lazy.ts), so storefront pages do not carry it.
import { type Actor, createActor } from 'xstate';
import type { authMachine } from '../auth/auth.machine.js';
import type { cartMachine } from '../cart/cart.machine.js';
import type { HeadlessDeliveryClient, HeadlessOrdersClient } from '../client.js';
import type { StorageLike } from '../shared/storage.js';
import { createCheckoutMachine, orderLines } from './checkout.actors.js';
import { type CheckoutPaths, checkoutMachine } from './checkout.machine.js';
import { persistCheckout, restoreCheckout } from './checkout.storage.js';
import { payerFromAccount } from './payer.js';

export interface CheckoutWiring {
  orders: HeadlessOrdersClient | undefined;
  /** the delivery quote (GET /delivery/options); without it, the server's default option */
  delivery?: HeadlessDeliveryClient | undefined;
  /** where `checkout-storage` and the pending flag live (the local storage) */
  storage: StorageLike;
  auth: Actor<typeof authMachine>;
  cart: Actor<typeof cartMachine>;
  navigate: (to: string) => void;
  /** where the checkout sends the shopper (defaults: see `ShopPaths`) */
  paths?: Partial<CheckoutPaths> | undefined;
}

/** The cart's total (EUR) in cents, as the delivery quote takes it. */
const subtotalCentsOf = (totalPrice: number): number => Math.max(0, Math.round(totalPrice * 100));

export interface RunningCheckout {
  actor: Actor<typeof checkoutMachine>;
  /** What the shop decided of the session (after any stored token was verified). */
  authChanged: (isAuthenticated: boolean) => void;
  stop: () => void;
}

/**
 * Makes the checkout actor from what is stored and the cart's lines, keeps the storage in step, follows the cart,
 * and starts it. The session is told by `authChanged`, as when the checkout started with the shop.
 * @example const running = startCheckout({ orders: sdk.orders, delivery: sdk.delivery, storage: localStorage, auth: shop.auth, cart: shop.cart, navigate: shop.navigate, paths: shop.paths });
 */
export function startCheckout({
  orders,
  delivery,
  storage,
  auth,
  cart,
  navigate,
  paths,
}: CheckoutWiring): RunningCheckout {
  const actor = createActor(orders ? createCheckoutMachine({ orders, delivery }) : checkoutMachine, {
    input: {
      ...restoreCheckout(storage),
      isAuthenticated: false,
      lines: orderLines(cart.getSnapshot().context.items),
      subtotalCents: subtotalCentsOf(cart.getSnapshot().context.totalPrice),
      paths,
    },
  });
  const stopPersisting = persistCheckout(actor, storage);
  const subscriptions = [
    actor.on('navigate', ({ to }) => navigate(to)),
    actor.on('clearCart', () => cart.send({ type: 'CLEAR' })),
  ];
  // The cart's lines become the order's lines.
  let lastLines = JSON.stringify(orderLines(cart.getSnapshot().context.items));
  subscriptions.push(
    cart.subscribe((snapshot) => {
      const lines = orderLines(snapshot.context.items);
      const text = JSON.stringify(lines);
      if (text === lastLines) return;
      lastLines = text;
      actor.send({
        type: 'CART_CHANGED',
        lines,
        subtotalCents: subtotalCentsOf(snapshot.context.totalPrice),
      });
    }),
  );
  actor.start();
  return {
    actor,
    // The payment step starts from the account's phone and default address (what was typed wins).
    authChanged: (isAuthenticated) => {
      const { user } = auth.getSnapshot().context;
      actor.send({
        type: 'AUTH_CHANGED',
        isAuthenticated,
        payer: isAuthenticated && user ? payerFromAccount(user) : undefined,
      });
    },
    stop: () => {
      stopPersisting();
      for (const subscription of subscriptions) subscription.unsubscribe();
      actor.stop();
    },
  };
}
