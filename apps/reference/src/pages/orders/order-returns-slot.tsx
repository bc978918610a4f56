import type { Order } from '@teranga/sdk';
import { OrderReturns } from './order-returns';

/**
 * Where the customer's order page (/orders/:id) mounts the returns: « Demander un retour » for a part delivered less
 * than 30 days ago, and the returns asked (order-returns.tsx, issue 28). The page renders it under the parts, inside
 * its own lazy chunk.
 */
export function OrderReturnsSlot({ order }: { order: Order }) {
  return <OrderReturns order={order} />;
}
