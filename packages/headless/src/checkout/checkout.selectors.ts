import { checkoutMessages } from '@teranga/messages/cart';
import type { CheckoutOrder, CheckoutSnapshot, PaymentMethod } from './checkout.machine.js';
import type { PayerDetails, PayerErrors } from './payer.js';

/**
 * The payment method chosen ('wave', 'orange-money' or 'cash-on-delivery').
 * @example const method = selectPaymentMethod(checkout.getSnapshot());
 */
export const selectPaymentMethod = (snapshot: CheckoutSnapshot): PaymentMethod =>
  snapshot.context.paymentMethod;
/**
 * Whether a payment is in progress (the pay button shows its busy label).
 * @example const paying = selectIsPaying(checkout.getSnapshot());
 */
export const selectIsPaying = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('paying');
/**
 * Whether the order is being placed with the server.
 * @example const processing = selectIsProcessing(checkout.getSnapshot());
 */
export const selectIsProcessing = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('processing');
/**
 * Whether the payment is confirmed (show the confirmation).
 * @example const confirmed = selectIsConfirmed(checkout.getSnapshot());
 */
export const selectIsConfirmed = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('confirmed');
/**
 * Whether the checkout waits for the shopper to sign in before paying.
 * @example const waitsForSignIn = selectIsPendingSignIn(checkout.getSnapshot());
 */
export const selectIsPendingSignIn = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches('awaitingSignIn');
/**
 * The pay button shows `checkoutMessages.processing` while paying; the caller gives its idle label.
 * @example <button>{selectPayButtonLabel(checkout.getSnapshot(), idleLabel)}</button>
 */
export const selectPayButtonLabel = (snapshot: CheckoutSnapshot, idleLabel: string): string =>
  snapshot.hasTag('paying') ? checkoutMessages.processing : idleLabel;
/**
 * The overlay's title and text once the payment is confirmed (paid on delivery: the order, and what it says), else null.
 * @example const confirmation = selectConfirmation(checkout.getSnapshot()); // { title, text } or null
 */
export const selectConfirmation = (snapshot: CheckoutSnapshot): { title: string; text: string } | null =>
  snapshot.matches('confirmed')
    ? {
        title: checkoutMessages.confirmed,
        text: snapshot.context.notice ?? checkoutMessages.paymentSucceeded,
      }
    : null;
/**
 * The payer's phone and delivery address as typed (or prefilled from the account).
 * @example const { phone, fullName } = selectPayer(checkout.getSnapshot());
 */
export const selectPayer = (snapshot: CheckoutSnapshot): PayerDetails => snapshot.context.payer;
/**
 * The payer form's errors by field, in French.
 * @example const { phone } = selectPayerErrors(checkout.getSnapshot());
 */
export const selectPayerErrors = (snapshot: CheckoutSnapshot): PayerErrors => snapshot.context.payerErrors;
/**
 * Why the last attempt did not end paid (failed, expired, refused), in French; null otherwise.
 * @example const error = selectCheckoutError(checkout.getSnapshot()); // shown above the pay button
 */
export const selectCheckoutError = (snapshot: CheckoutSnapshot): string | null => snapshot.context.error;
/**
 * The order of the attempt in flight (or just paid), once the server made it.
 * @example const order = selectCheckoutOrder(checkout.getSnapshot()); // order?.orderNumber
 */
export const selectCheckoutOrder = (snapshot: CheckoutSnapshot): CheckoutOrder | null =>
  snapshot.context.order;
/**
 * The order exists and its payment is awaited (the customer confirms it on the phone).
 * @example const awaiting = selectIsAwaitingPayment(checkout.getSnapshot()); // « confirm on your phone »
 */
export const selectIsAwaitingPayment = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('awaiting');
