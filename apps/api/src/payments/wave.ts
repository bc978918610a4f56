import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentProviderMessages } from '@teranga/messages';
import { routes } from '@teranga/reference/routes';
import type {
  PaymentLookup,
  PaymentProvider,
  PaymentRequest,
  PaymentState,
  PayoutRequest,
  PayoutResult,
  RefundRequest,
  StartedPayment,
  StartedRefund,
  StoredPayment,
  WebhookDelivery,
  WebhookReading,
} from './provider.js';
import { callProvider, headerOf, ProviderRefusedError, xofOf } from './provider-http.js';
import { nationalNumber } from './sandbox.js';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.js';

// Wave's Checkout API (https://docs.wave.com/checkout), its webhooks (https://docs.wave.com/webhook) and its payout
// API (https://docs.wave.com/payout). docs/PAYMENTS.md says what each call sends and which source the signature
// follows.

export const WAVE_SIGNATURE_HEADER = 'wave-signature';

export interface WaveOptions {
  apiKey: string;
  webhookSecret: string;
  /** https://api.wave.com, or a local fake in tests. */
  apiUrl: string;
  /** The shop's public address: the payer's browser comes back to it. */
  appUrl: string;
  timeoutMs: number;
}

/** A checkout session as Wave answers it (the fields the shop reads). */
export interface WaveCheckoutSession {
  id: string;
  amount: string;
  currency: string;
  client_reference: string | null;
  checkout_status: 'open' | 'complete' | 'expired';
  payment_status: 'processing' | 'cancelled' | 'succeeded';
  wave_launch_url: string;
  transaction_id?: string | null;
}

interface WavePayout {
  id: string;
  status: 'processing' | 'failed' | 'succeeded';
  receive_amount: string;
  payout_error?: { error_code?: string; error_message?: string } | null;
}

/** HMAC-SHA256 in hex of the timestamp followed directly by the raw body (no separator: Wave's signing string). */
export const waveSignatureOf = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}${rawBody}`).digest('hex');

/**
 * Checks `Wave-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]` (several v1 while Wave rotates the secret: one
 * match is enough), in constant time; a timestamp more than 5 minutes from now is stale.
 */
export function checkWaveSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Date.now(),
): 'valid' | 'invalid' | 'stale' {
  if (!header || header.length > 2000) return 'invalid';
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = value;
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return 'invalid';
  const expected = Buffer.from(waveSignatureOf(secret, timestamp, rawBody), 'hex');
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) return 'invalid';
  return Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}

/** A Senegalese number as Wave wants it (E.164): +221 and the national part. */
export function e164(phone: string): string {
  const national = nationalNumber(phone);
  return national.length === 9 ? `+221${national}` : `+${phone.replace(/\D/g, '')}`;
}

interface WaveEvent {
  id: string;
  type: string;
  data: Partial<WaveCheckoutSession>;
}

function readWaveEvent(rawBody: string): WaveEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const event = parsed as Partial<WaveEvent> | null;
  if (typeof event !== 'object' || event === null) return undefined;
  if (typeof event.id !== 'string' || event.id.length === 0 || event.id.length > 200) return undefined;
  if (typeof event.type !== 'string' || typeof event.data !== 'object' || event.data === null)
    return undefined;
  return event as WaveEvent;
}

/** Whole francs from Wave's amount string ("6545"); undefined when it is not one. */
function francs(amount: unknown): number | undefined {
  return typeof amount === 'string' && /^\d{1,12}$/.test(amount) ? Number(amount) : undefined;
}

export function createWaveProvider(options: WaveOptions): PaymentProvider {
  const api = (path: string) => `${options.apiUrl.replace(/\/$/, '')}${path}`;
  const auth = { authorization: `Bearer ${options.apiKey}` };
  const call = <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    callProvider<T>('Wave', {
      method,
      url: api(path),
      headers: { ...auth, ...headers },
      body,
      timeoutMs: options.timeoutMs,
    });
  const readSession = (id: string) =>
    call<WaveCheckoutSession>('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`);

  async function payout(request: PayoutRequest): Promise<PayoutResult> {
    const amountXof = xofOf(request.amountCents);
    const answer = await call<WavePayout>(
      'POST',
      '/v1/payout',
      {
        currency: 'XOF',
        receive_amount: String(amountXof),
        mobile: request.mobile,
        ...(request.name ? { name: request.name } : {}),
        client_reference: request.payoutId,
        ...(request.reason ? { payment_reason: request.reason.slice(0, 40) } : {}),
      },
      // Asking again with the same key answers the same payout: a retry never pays twice.
      { 'idempotency-key': request.payoutId },
    );
    if (typeof answer.id !== 'string' || !['processing', 'failed', 'succeeded'].includes(answer.status)) {
      throw new Error(paymentProviderMessages.malformedAnswer('Wave'));
    }
    const error = answer.payout_error?.error_message ?? answer.payout_error?.error_code;
    return { providerReference: answer.id, status: answer.status, amountXof, ...(error ? { error } : {}) };
  }

  return {
    name: 'wave',

    async createPayment(request: PaymentRequest): Promise<StartedPayment> {
      const back = `${options.appUrl}${routes.orderConfirmation.href({ order: request.orderId })}`;
      const session = await call<WaveCheckoutSession>(
        'POST',
        '/v1/checkout/sessions',
        {
          amount: String(request.amountXof),
          currency: 'XOF',
          client_reference: request.paymentId,
          success_url: back,
          error_url: `${back}&payment=error`,
        },
        // A retried start of the same payment opens the same session.
        { 'idempotency-key': request.paymentId },
      );
      if (typeof session.id !== 'string' || typeof session.wave_launch_url !== 'string') {
        throw new Error(paymentProviderMessages.malformedAnswer('Wave'));
      }
      return { providerReference: session.id, redirectUrl: session.wave_launch_url };
    },

    async refund(request: RefundRequest): Promise<StartedRefund> {
      if (!request.paymentReference) throw new Error(paymentProviderMessages.malformedAnswer('Wave'));
      // The whole payment back: the checkout session's refund (Wave gives the whole session back). A part of it:
      // a payout of that amount to the payer's number, keyed by our refund id.
      if (xofOf(request.amountCents) >= xofOf(request.paymentAmountCents)) {
        await call<unknown>(
          'POST',
          `/v1/checkout/sessions/${encodeURIComponent(request.paymentReference)}/refund`,
          undefined,
          { 'idempotency-key': request.refundId },
        );
        return { providerReference: request.paymentReference, settled: true };
      }
      const sent = await payout({
        payoutId: request.refundId,
        amountCents: request.amountCents,
        currency: 'EUR',
        mobile: e164(request.payerPhone),
        reason: paymentProviderMessages.waveRefundReason,
      });
      if (sent.status === 'failed') {
        throw new Error(paymentProviderMessages.refused('Wave', 200, sent.error ?? ''));
      }
      return { providerReference: sent.providerReference, settled: sent.status === 'succeeded' };
    },

    async readWebhook(delivery: WebhookDelivery, lookup: PaymentLookup): Promise<WebhookReading> {
      const header = headerOf(delivery.headers, WAVE_SIGNATURE_HEADER);
      const check = checkWaveSignature(options.webhookSecret, header, delivery.rawBody);
      if (check !== 'valid') return { kind: 'refused', reason: check === 'stale' ? 'stale' : 'signature' };
      const event = readWaveEvent(delivery.rawBody);
      if (!event) return { kind: 'refused', reason: 'malformed' };
      const outcome =
        event.type === 'checkout.session.completed'
          ? 'paid'
          : event.type === 'checkout.session.payment_failed'
            ? 'failed'
            : undefined;
      // Other events Wave may send to the same address (merchant payments, payouts…) are acknowledged, not applied.
      if (!outcome) return { kind: 'unconfirmed' };
      const reference = event.data.client_reference;
      const payment = typeof reference === 'string' ? await lookup.byPaymentId(reference) : undefined;
      // Signed by Wave, but about no payment of ours (another shop on the same wallet) or another session than the
      // one we opened: acknowledged (Wave would deliver it again and again), never applied.
      if (payment?.provider !== 'wave' || payment.providerReference !== event.data.id) {
        return { kind: 'unconfirmed' };
      }
      if (outcome === 'paid' && event.data.payment_status !== 'succeeded') return { kind: 'unconfirmed' };
      const amountXof = francs(event.data.amount);
      return {
        kind: 'event',
        event: {
          id: event.id,
          orderId: payment.orderId,
          outcome,
          // The currency is checked with the amount: anything but XOF is a wrong amount.
          ...(outcome === 'paid'
            ? { amountXof: event.data.currency === 'XOF' && amountXof !== undefined ? amountXof : -1 }
            : {}),
        },
      };
    },

    async paymentState(payment: StoredPayment): Promise<PaymentState> {
      if (!payment.providerReference) return { state: 'pending' };
      const session = await readSession(payment.providerReference);
      const eventId = `session:${session.id}:${session.checkout_status}`;
      if (session.checkout_status === 'complete' && session.payment_status === 'succeeded') {
        const amountXof = session.currency === 'XOF' ? francs(session.amount) : undefined;
        return { state: 'paid', eventId, amountXof: amountXof ?? -1 };
      }
      if (session.checkout_status === 'expired') return { state: 'expired', eventId };
      // Open, even after a failed attempt: the payer may still pay this session.
      return { state: 'pending' };
    },

    async expirePayment(payment: StoredPayment): Promise<void> {
      if (!payment.providerReference) return;
      try {
        await call<unknown>(
          'POST',
          `/v1/checkout/sessions/${encodeURIComponent(payment.providerReference)}/expire`,
        );
      } catch (error) {
        // A session already complete or expired cannot be expired: nothing left to end.
        if (!(error instanceof ProviderRefusedError)) throw error;
      }
    },

    payout,
  };
}
