import { ID_PATTERN } from '@teranga/headless';
import { paymentLogMessages, payoutMessages } from '@teranga/messages';
import type {
  PaymentProvider,
  PaymentRequest,
  PayoutRequest,
  PayoutResult,
  RefundRequest,
  StartedPayment,
  WebhookReading,
} from './provider.js';
import { xofOf } from './provider-http.js';
import { checkSignature, SIGNATURE_HEADER } from './signature.js';

/** The test numbers, as payment providers publish them (national part, without +221). */
export const SANDBOX_FAILING_NUMBER = '700000002';
export const SANDBOX_SILENT_NUMBER = '700000003';
/** Pays like any number, but the sandbox refuses to refund it (to try a refused refund and staff's retry). */
export const SANDBOX_REFUND_REFUSED_NUMBER = '700000004';
/** A seller's payout number the sandbox refuses to pay (to try a refused payout, its reversal and staff's retry). */
export const SANDBOX_PAYOUT_REFUSED_NUMBER = '700000005';

/** A Senegalese number's national part: digits only, without the 221 country code. */
export function nationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('221') ? digits.slice(3) : digits;
}

/** What the sandbox's payer does for a number: pays, refuses, or never answers. */
export function sandboxAnswerFor(phone: string): 'paid' | 'failed' | 'none' {
  const national = nationalNumber(phone);
  if (national === SANDBOX_FAILING_NUMBER) return 'failed';
  if (national === SANDBOX_SILENT_NUMBER) return 'none';
  return 'paid';
}

/** The sandbox's event, as it posts it to the webhook (and as tests may forge it). */
export interface SandboxEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded' | 'refund.failed';
  data: { orderId: string; refundId?: string; amount?: number; currency?: string };
}

const EVENT_TYPES: readonly string[] = [
  'payment.succeeded',
  'payment.failed',
  'refund.succeeded',
  'refund.failed',
];

function readEvent(rawBody: string): SandboxEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const event = parsed as Partial<SandboxEvent> | null;
  if (typeof event !== 'object' || event === null) return undefined;
  if (typeof event.id !== 'string' || event.id.length === 0 || event.id.length > 200) return undefined;
  if (typeof event.type !== 'string' || !EVENT_TYPES.includes(event.type)) return undefined;
  const data = event.data;
  if (typeof data !== 'object' || data === null || typeof data.orderId !== 'string') return undefined;
  if (!ID_PATTERN.test(data.orderId)) return undefined;
  const aboutRefund = event.type.startsWith('refund.');
  if (aboutRefund && (typeof data.refundId !== 'string' || !ID_PATTERN.test(data.refundId))) return undefined;
  if (data.amount !== undefined && (typeof data.amount !== 'number' || !(data.amount >= 0))) return undefined;
  return event as SandboxEvent;
}

/**
 * The default provider: it accepts every payment at once and plays the payer later (sandbox-payer.ts posts a signed
 * event to this server's webhook after PAYMENT_SANDBOX_DELAY_MS). Its webhooks are signed like a real provider's.
 */
export function createSandboxProvider(options: {
  secret: string;
  delayMs: number;
  /** Plays the provider's answer to an accepted refund (sandbox-payer.ts posts the signed refund.succeeded). */
  confirmRefund(request: RefundRequest): Promise<void>;
}): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request: PaymentRequest): Promise<StartedPayment> {
      const answer = sandboxAnswerFor(request.payerPhone);
      return {
        providerReference: `sandbox_${request.paymentId}`,
        ...(answer === 'none' ? {} : { answerAt: new Date(Date.now() + options.delayMs) }),
      };
    },
    async refund(request: RefundRequest) {
      if (nationalNumber(request.payerPhone) === SANDBOX_REFUND_REFUSED_NUMBER) {
        throw new Error(paymentLogMessages.sandboxRefundRefused);
      }
      await options.confirmRefund(request);
      return { providerReference: `sandbox_refund_${request.refundId}` };
    },
    /** Pays at once (no money moves), except to the refused test number; asked twice, answers the same. */
    async payout(request: PayoutRequest): Promise<PayoutResult> {
      const refused = nationalNumber(request.mobile) === SANDBOX_PAYOUT_REFUSED_NUMBER;
      return {
        providerReference: `sandbox_payout_${request.payoutId}`,
        status: refused ? 'failed' : 'succeeded',
        amountXof: xofOf(request.amountCents),
        ...(refused ? { error: payoutMessages.sandboxRefused } : {}),
      };
    },
    readWebhook({ rawBody, headers }): WebhookReading {
      const header = headers[SIGNATURE_HEADER];
      const check = checkSignature(options.secret, Array.isArray(header) ? header[0] : header, rawBody);
      if (check !== 'valid') return { kind: 'refused', reason: check === 'stale' ? 'stale' : 'signature' };
      const event = readEvent(rawBody);
      if (!event) return { kind: 'refused', reason: 'malformed' };
      const money = {
        ...(event.data.amount === undefined ? {} : { amountCents: Math.round(event.data.amount * 100) }),
        ...(event.data.currency === undefined ? {} : { currency: event.data.currency }),
      };
      if (event.type === 'refund.succeeded' || event.type === 'refund.failed') {
        return {
          kind: 'event',
          event: {
            id: event.id,
            orderId: event.data.orderId,
            refundId: event.data.refundId as string,
            outcome: event.type === 'refund.succeeded' ? 'refunded' : 'refund-failed',
            ...money,
          },
        };
      }
      return {
        kind: 'event',
        event: {
          id: event.id,
          orderId: event.data.orderId,
          outcome: event.type === 'payment.succeeded' ? 'paid' : 'failed',
          ...money,
        },
      };
    },
  };
}
