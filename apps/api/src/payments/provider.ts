import type { PaymentMethod } from '../db/schema.js';

/** What the provider is asked to collect. */
export interface PaymentRequest {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  method: PaymentMethod;
  amountCents: number;
  currency: 'EUR';
  payerPhone: string;
  expiresAt: Date;
}

/** What the provider answered: its own reference, and a page to send the payer to when it has one. */
export interface StartedPayment {
  providerReference: string;
  redirectUrl?: string;
  /** Sandbox only: when it will play the payer's answer (kept in the database so a restart does not lose it). */
  answerAt?: Date;
}

/** A verified webhook event, in the shop's terms. */
export interface PaymentOutcomeEvent {
  id: string;
  orderId: string;
  outcome: 'paid' | 'failed';
  /** EUR cents the provider says it collected, when it says. */
  amountCents?: number;
  currency?: string;
}

export type WebhookReading =
  | { kind: 'event'; event: PaymentOutcomeEvent }
  | { kind: 'refused'; reason: 'signature' | 'stale' | 'malformed' };

export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A mobile-money provider (docs/PAYMENTS.md): the sandbox, Wave's Checkout API, Orange Money's web payment.
 * `name` is the last segment of its webhook path, /api/payments/webhooks/<name>.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Asks the provider to collect the payment; throws when it refuses (the order is then cancelled). */
  createPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** Checks the signature and freshness of a webhook delivery and reads its event. */
  readWebhook(delivery: WebhookDelivery): WebhookReading;
}
