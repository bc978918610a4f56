import type { Order } from '@teranga/sdk';

/**
 * What the order's page says first, from the order as the server holds it: thanks only for an order placed for good
 * (paid, or to pay on delivery); a cancelled, refunded, refused or still unpaid order says so instead.
 */
export type ConfirmationState =
  | 'placed'
  | 'pending'
  | 'paymentFailed'
  | 'paymentExpired'
  | 'cancelled'
  | 'cancelledRefundPending'
  | 'cancelledRefunded'
  | 'refunded';

export function confirmationStateOf(
  order: Pick<Order, 'status' | 'paymentStatus' | 'refunded' | 'paymentMethod'>,
): ConfirmationState {
  // A refused or expired payment cancels the order: the payment is what the shopper needs to hear of.
  if (order.paymentStatus === 'failed') return 'paymentFailed';
  if (order.paymentStatus === 'expired') return 'paymentExpired';
  if (order.status === 'cancelled') {
    if (
      order.paymentStatus === 'refunded' ||
      order.paymentStatus === 'partially_refunded' ||
      order.refunded > 0
    )
      return 'cancelledRefunded';
    // Paid then cancelled: the provider has not confirmed the refund yet.
    return order.paymentStatus === 'paid' ? 'cancelledRefundPending' : 'cancelled';
  }
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.paymentStatus === 'pending' && order.paymentMethod !== 'cash-on-delivery') return 'pending';
  return 'placed';
}
