import type { PaymentMethod } from '../db/schema.js';

/** What the provider is asked to collect. */
export interface PaymentRequest {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  method: PaymentMethod;
  amountCents: number;
  /**
   * What mobile money collects, in whole francs CFA: the subtotal in CFA plus the delivery exactly as quoted in CFA
   * (delivery.rules.ts `payableXof`), not `amountCents` converted (a CFA delivery price is rounded to the cent).
   */
  amountXof: number;
  currency: 'EUR';
  payerPhone: string;
  expiresAt: Date;
}

/** What the provider answered: its own reference, and a page to send the payer to when it has one. */
export interface StartedPayment {
  providerReference: string;
  redirectUrl?: string;
  /**
   * A secret the provider will send back with its notification for this payment (Orange Money's notif_token): only
   * its SHA-256 is stored, and a notification is matched to its payment by it.
   */
  webhookToken?: string;
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
  /** The whole payment's amount (EUR cents): a refund of all of it may go another way than a part of it. */
  paymentAmountCents: number;
}

/**
 * A provider that accepted a refund request: it confirms (or refuses) later by a signed webhook, unless its answer
 * already says the money went back (`settled`, Wave's refund and payout answers).
 */
export interface StartedRefund {
  providerReference: string;
  settled?: boolean;
}

/** A payment as the database keeps it, for an adapter that must read it (a notification, reconciliation). */
export interface StoredPayment {
  paymentId: string;
  orderId: string;
  provider: string;
  providerReference: string | null;
  /** EUR cents, as the order was priced. */
  amountCents: number;
  /** Whole francs CFA the payer was asked for (PaymentRequest's `amountXof`). */
  amountXof: number;
  /** The payer's phone, as the order has it. */
  payerPhone: string;
}

/** How an adapter finds the payment an incoming notification is about. */
export interface PaymentLookup {
  /** By our payment id (Wave's client_reference). */
  byPaymentId(paymentId: string): Promise<StoredPayment | undefined>;
  /** By the webhook token the provider gave when the payment started (Orange Money's notif_token). */
  byWebhookToken(token: string): Promise<StoredPayment | undefined>;
}

/** What the provider says of a payment when asked (reconciliation of a webhook that never came). */
export type PaymentState =
  | { state: 'pending' }
  | { state: 'paid' | 'failed' | 'expired'; eventId: string; amountXof?: number };

/** Money sent from the shop's wallet to a mobile number (Wave's payout API). */
export interface PayoutRequest {
  /** Our id of the payout: the provider's idempotency key (asking twice pays once). */
  payoutId: string;
  amountCents: number;
  currency: 'EUR';
  /** E.164, e.g. +221771234567. */
  mobile: string;
  name?: string;
  reason?: string;
}

export interface PayoutResult {
  providerReference: string;
  status: 'processing' | 'succeeded' | 'failed';
  /** Whole francs CFA sent. */
  amountXof: number;
  /** The provider's words when it failed. */
  error?: string;
}

/** A verified webhook event, in the shop's terms. */
export type PaymentOutcomeEvent =
  | {
      id: string;
      orderId: string;
      outcome: 'paid' | 'failed' | 'expired';
      /** EUR cents the provider says it collected, when it says. */
      amountCents?: number;
      currency?: string;
      /** Whole francs CFA the provider says it collected (Wave, Orange Money), checked against the order's total. */
      amountXof?: number;
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
  | { kind: 'refused'; reason: 'signature' | 'stale' | 'malformed' }
  /** Authentic, but the provider's own answer does not bear it out (Orange Money's status query): no effect. */
  | { kind: 'unconfirmed' };

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
  /**
   * Checks a webhook delivery (signature and freshness, or whatever the provider's protocol trusts) and reads its
   * event. May ask the provider (Orange Money confirms a notification by a status query).
   */
  readWebhook(delivery: WebhookDelivery, lookup: PaymentLookup): WebhookReading | Promise<WebhookReading>;
  /** Asks the provider what became of a payment whose webhook never came (reconciliation). */
  paymentState?(payment: StoredPayment): Promise<PaymentState>;
  /** Ends the provider's side of a payment the shop expired, so the payer can no longer pay it. */
  expirePayment?(payment: StoredPayment): Promise<void>;
  /** Sends money to a mobile number (Wave's payout API). */
  payout?(request: PayoutRequest): Promise<PayoutResult>;
}
