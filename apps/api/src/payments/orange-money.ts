import { paymentProviderMessages } from '@teranga/messages';
import { routes } from '@teranga/reference/routes';
import type {
  PaymentLookup,
  PaymentProvider,
  PaymentRequest,
  PaymentState,
  StartedPayment,
  StoredPayment,
  WebhookDelivery,
  WebhookReading,
} from './provider.js';
import { callProvider, ProviderRefusedError } from './provider-http.js';

// Orange Money Web Payment (Orange Developer, "Orange Money WebPay": OAuth v3 client credentials, webpayment,
// transactionstatus). The notification it posts to notif_url is not signed: it carries the notif_token the payment's
// start answered, and the shop confirms it by a transaction-status query before settling (docs/PAYMENTS.md).

export interface OrangeMoneyOptions {
  clientId: string;
  clientSecret: string;
  merchantKey: string;
  /** https://api.orange.com, or a local fake in tests. */
  apiUrl: string;
  /** The webpay path's country segment: `dev` for Orange's sandbox, else the country (e.g. `sn`). */
  country: string;
  /** The shop's public address: return and cancel pages, and the notification's address. */
  appUrl: string;
  /** Where Orange posts its notification (the shop's /api/payments/webhooks/orange-money). */
  notifUrl: string;
  timeoutMs: number;
}

/** Orange's statuses of a web payment. */
export type OrangeMoneyStatus = 'INITIATED' | 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';

interface OrangeToken {
  access_token: string;
  token_type?: string;
  expires_in?: number | string;
}

interface OrangeWebPayment {
  status?: number;
  message?: string;
  pay_token: string;
  payment_url: string;
  notif_token: string;
}

interface OrangeTransactionStatus {
  status: OrangeMoneyStatus;
  order_id?: string;
  txnid?: string;
}

/** Ours for Orange's: SUCCESS paid, FAILED failed, EXPIRED expired, INITIATED and PENDING still waiting. */
export function orangeMoneyOutcome(status: string): 'paid' | 'failed' | 'expired' | 'pending' | undefined {
  switch (status) {
    case 'SUCCESS':
      return 'paid';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
    case 'INITIATED':
    case 'PENDING':
      return 'pending';
    default:
      return undefined;
  }
}

interface Notification {
  status: string;
  notif_token: string;
  txnid?: string;
}

function readNotification(rawBody: string): Notification | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const body = parsed as Partial<Notification> | null;
  if (typeof body !== 'object' || body === null) return undefined;
  if (typeof body.status !== 'string' || typeof body.notif_token !== 'string') return undefined;
  if (body.notif_token.length === 0 || body.notif_token.length > 200) return undefined;
  if (body.txnid !== undefined && (typeof body.txnid !== 'string' || body.txnid.length > 200))
    return undefined;
  return body as Notification;
}

/** Kept a minute short of Orange's own expiry, so a token is never used as it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createOrangeMoneyProvider(options: OrangeMoneyOptions): PaymentProvider {
  const api = (path: string) => `${options.apiUrl.replace(/\/$/, '')}${path}`;
  const webpay = (operation: string) => `/orange-money-webpay/${options.country}/v1/${operation}`;
  // Orange's sandbox takes its own test currency; production takes francs CFA.
  const currency = options.country === 'dev' ? 'OUV' : 'XOF';

  let token: { value: string; expiresAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  /** The client-credentials token, kept until it expires; one request at a time asks for a new one. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    fetching ??= (async () => {
      try {
        const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
        const answer = await callProvider<OrangeToken>('Orange Money', {
          method: 'POST',
          url: api('/oauth/v3/token'),
          headers: { authorization: `Basic ${basic}` },
          body: new URLSearchParams({ grant_type: 'client_credentials' }),
          timeoutMs: options.timeoutMs,
        });
        if (typeof answer.access_token !== 'string' || !answer.access_token) {
          throw new Error(paymentProviderMessages.malformedAnswer('Orange Money'));
        }
        const seconds = Number(answer.expires_in);
        const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 3_600_000;
        token = {
          value: answer.access_token,
          expiresAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
        };
        return token.value;
      } finally {
        fetching = undefined;
      }
    })();
    return fetching;
  }

  /** A webpay call with the token; a token Orange no longer accepts (401) is dropped and asked again, once. */
  async function call<T>(operation: string, body: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      try {
        return await callProvider<T>('Orange Money', {
          method: 'POST',
          url: api(webpay(operation)),
          headers: { authorization: `Bearer ${bearer}` },
          body,
          timeoutMs: options.timeoutMs,
        });
      } catch (error) {
        if (attempt === 0 && error instanceof ProviderRefusedError && error.status === 401) {
          token = undefined;
          continue;
        }
        throw error;
      }
    }
  }

  const transactionStatus = (payment: StoredPayment) =>
    call<OrangeTransactionStatus>('transactionstatus', {
      order_id: payment.paymentId,
      amount: payment.amountXof,
      pay_token: payment.providerReference,
    });

  return {
    name: 'orange-money',

    async createPayment(request: PaymentRequest): Promise<StartedPayment> {
      const back = `${options.appUrl}${routes.orderConfirmation.href({ order: request.orderId })}`;
      const answer = await call<OrangeWebPayment>('webpayment', {
        merchant_key: options.merchantKey,
        currency,
        // Our payment id: unique per merchant, as Orange requires, and what the status query names.
        order_id: request.paymentId,
        amount: request.amountXof,
        return_url: back,
        cancel_url: `${back}&payment=cancelled`,
        notif_url: options.notifUrl,
        lang: 'fr',
        reference: request.orderNumber,
      });
      if (
        typeof answer.pay_token !== 'string' ||
        typeof answer.payment_url !== 'string' ||
        typeof answer.notif_token !== 'string' ||
        !answer.notif_token
      ) {
        throw new Error(paymentProviderMessages.malformedAnswer('Orange Money'));
      }
      return {
        providerReference: answer.pay_token,
        redirectUrl: answer.payment_url,
        webhookToken: answer.notif_token,
      };
    },

    async refund(): Promise<never> {
      // Web Payment has no refund call: staff give the money back from Orange's merchant portal.
      throw new Error(paymentProviderMessages.orangeMoneyNoRefund);
    },

    async readWebhook(delivery: WebhookDelivery, lookup: PaymentLookup): Promise<WebhookReading> {
      const notification = readNotification(delivery.rawBody);
      if (!notification) return { kind: 'refused', reason: 'malformed' };
      // The notif_token is the notification's only credential: it names exactly one payment of ours, or none.
      const payment = await lookup.byWebhookToken(notification.notif_token);
      if (payment?.provider !== 'orange-money' || !payment.providerReference) {
        return { kind: 'refused', reason: 'signature' };
      }
      // Never trusted alone: Orange's own answer about the transaction decides.
      const confirmed = await transactionStatus(payment);
      const outcome = orangeMoneyOutcome(confirmed.status);
      if (!outcome || outcome === 'pending') return { kind: 'unconfirmed' };
      const txnid = confirmed.txnid ?? notification.txnid ?? payment.providerReference;
      return {
        kind: 'event',
        event: { id: `${confirmed.status}:${txnid}`, orderId: payment.orderId, outcome },
      };
    },

    async paymentState(payment: StoredPayment): Promise<PaymentState> {
      if (!payment.providerReference) return { state: 'pending' };
      const confirmed = await transactionStatus(payment);
      const outcome = orangeMoneyOutcome(confirmed.status);
      if (!outcome || outcome === 'pending') return { state: 'pending' };
      return {
        state: outcome,
        eventId: `${confirmed.status}:${confirmed.txnid ?? payment.providerReference}`,
      };
    },
  };
}
