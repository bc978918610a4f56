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

/** What the provider is asked to give back (our refund id is its idempotency key: asking twice refunds once). */
export interface RefundRequest {
  refundId: string;
  orderId: string;
  /** The provider's reference of the payment being refunded. */
  paymentReference: string | null;
  amountCents: number;
  currency: 'EUR';
  payerPhone: string;
}

/** A provider that accepted a refund request: it confirms (or refuses) later by a signed webhook. */
export interface StartedRefund {
  providerReference: string;
}

/** A verified webhook event, in the shop's terms. */
export type PaymentOutcomeEvent =
  | {
      id: string;
      orderId: string;
      outcome: 'paid' | 'failed';
      /** EUR cents the provider says it collected, when it says. */
      amountCents?: number;
      currency?: string;
    }
  | {
      id: string;
      orderId: string;
      outcome: 'refunded' | 'refund-failed';
      refundId: string;
      amountCents?: number;
      currency?: string;
    };

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
  /** Asks the provider to give money back; throws (with the provider's words) when it refuses. */
  refund(request: RefundRequest): Promise<StartedRefund>;
  /** Checks the signature and freshness of a webhook delivery and reads its event. */
  readWebhook(delivery: WebhookDelivery): WebhookReading;
}
