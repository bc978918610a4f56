import { messages } from '@teranga/messages';
import type { CheckoutSnapshot, PaymentMethod } from './checkout.machine.js';

export const selectPaymentMethod = (snapshot: CheckoutSnapshot): PaymentMethod =>
  snapshot.context.paymentMethod;
export const selectIsPaying = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('paying');
export const selectIsProcessing = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('processing');
export const selectIsConfirmed = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('confirmed');
export const selectIsPendingSignIn = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches('awaitingSignIn');
/** The pay button shows `messages.checkout.processing` while the payment is simulated; the caller gives its idle label. */
export const selectPayButtonLabel = (snapshot: CheckoutSnapshot, idleLabel: string): string =>
  snapshot.hasTag('paying') ? messages.checkout.processing : idleLabel;
/** The overlay's title and text once the payment is confirmed, else null. */
export const selectConfirmation = (snapshot: CheckoutSnapshot): { title: string; text: string } | null =>
  snapshot.matches('confirmed')
    ? { title: messages.checkout.confirmed, text: messages.checkout.paymentSucceeded }
    : null;
