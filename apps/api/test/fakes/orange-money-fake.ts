import { randomBytes } from 'node:crypto';
import { deliver, type FakeAnswer, type FakeRequest, isHttpsUrl, startFakeServer } from './fake-http.js';

/**
 * A local Orange Money Web Payment (Orange Developer's "Orange Money WebPay": OAuth v3 token, webpayment,
 * transactionstatus, and the notification posted to notif_url), for tests. It keeps tokens and payments, checks what
 * Orange checks on each call, and posts notifications when the test says so (on time, twice, late, forged, or never).
 * docs/PAYMENTS.md lists what it checks and what it cannot know.
 */

export type OrangeStatus = 'INITIATED' | 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';

export interface OrangePayment {
  order_id: string;
  amount: number;
  currency: string;
  reference: string;
  return_url: string;
  cancel_url: string;
  notif_url: string;
  lang: string;
  pay_token: string;
  notif_token: string;
  payment_url: string;
  status: OrangeStatus;
  txnid: string | null;
}

export interface OrangeNotification {
  status: OrangeStatus;
  notif_token: string;
  txnid?: string;
}

export interface OrangeMoneyFakeOptions {
  clientId: string;
  clientSecret: string;
  merchantKey: string;
  /** The webpay path's country segment (`dev` in Orange's sandbox, which takes the test currency OUV). */
  country?: string;
  /** A token's life in seconds (Orange: 7,776,000 in the sandbox; short in tests to see it renewed). */
  tokenTtlSeconds?: number;
  /**
   * notif_url points at the shop's public address (APP_URL), which the test maps back to its server, as the OAuth
   * tests do for their callback.
   */
  rewriteNotifUrl?: (url: string) => string;
}

const refusal = (status: number, code: number, message: string, description: string): FakeAnswer => ({
  status,
  body: { code, message, description },
});

export async function startOrangeMoneyFake(options: OrangeMoneyFakeOptions) {
  const country = options.country ?? 'dev';
  const currency = country === 'dev' ? 'OUV' : 'XOF';
  const tokens = new Map<string, number>();
  const payments = new Map<string, OrangePayment>();
  const settings = { tokenTtlSeconds: options.tokenTtlSeconds ?? 7_776_000 };
  let tokensIssued = 0;

  function issueToken(request: FakeRequest): FakeAnswer {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Invalid client credentials' },
      };
    }
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'Form body expected' } };
    }
    if (new URLSearchParams(request.rawBody).get('grant_type') !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'client_credentials' },
      };
    }
    const token = randomBytes(16).toString('hex');
    tokens.set(token, Date.now() + settings.tokenTtlSeconds * 1000);
    tokensIssued++;
    return {
      status: 200,
      body: { token_type: 'Bearer', access_token: token, expires_in: String(settings.tokenTtlSeconds) },
    };
  }

  function bearerRefused(request: FakeRequest): FakeAnswer | undefined {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined)
      return refusal(401, 42, 'Expired credentials', 'The access token is invalid');
    if (expiresAt <= Date.now()) return refusal(401, 42, 'Expired credentials', 'The access token expired');
    return undefined;
  }

  function webpayment(request: FakeRequest): FakeAnswer {
    const body = request.json as Record<string, unknown> | undefined;
    if (!body) return refusal(400, 21, 'Missing body', 'A JSON body is required');
    if (body.merchant_key !== options.merchantKey) {
      return refusal(400, 9, 'Invalid merchant key', 'merchant_key is not the merchant’s');
    }
    if (body.currency !== currency)
      return refusal(400, 21, 'Invalid currency', `currency must be ${currency}`);
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
      return refusal(400, 21, 'Invalid amount', 'amount must be a positive whole number');
    }
    if (typeof body.order_id !== 'string' || !body.order_id || body.order_id.length > 64) {
      return refusal(400, 21, 'Invalid order_id', 'order_id is required');
    }
    if ([...payments.values()].some((payment) => payment.order_id === body.order_id)) {
      return refusal(400, 21, 'Duplicate order_id', 'order_id must be unique for the merchant');
    }
    for (const url of ['return_url', 'cancel_url', 'notif_url'] as const) {
      if (!isHttpsUrl(body[url])) return refusal(400, 21, `Invalid ${url}`, `${url} must be an https URL`);
    }
    if (body.lang !== undefined && body.lang !== 'fr' && body.lang !== 'en') {
      return refusal(400, 21, 'Invalid lang', 'lang is fr or en');
    }
    const payToken = `v1${randomBytes(12).toString('hex')}`;
    const payment: OrangePayment = {
      order_id: body.order_id,
      amount: body.amount,
      currency,
      reference: String(body.reference ?? ''),
      return_url: body.return_url as string,
      cancel_url: body.cancel_url as string,
      notif_url: body.notif_url as string,
      lang: String(body.lang ?? 'fr'),
      pay_token: payToken,
      notif_token: randomBytes(16).toString('hex'),
      payment_url: `https://mpayment.orange-money.com/${country}/mpayment/abstract/${payToken}`,
      status: 'INITIATED',
      txnid: null,
    };
    payments.set(payToken, payment);
    return {
      status: 201,
      body: {
        status: 201,
        message: 'OK',
        pay_token: payment.pay_token,
        payment_url: payment.payment_url,
        notif_token: payment.notif_token,
      },
    };
  }

  function transactionStatus(request: FakeRequest): FakeAnswer {
    const body = request.json as Record<string, unknown> | undefined;
    const payment = typeof body?.pay_token === 'string' ? payments.get(body.pay_token) : undefined;
    // All three must name the same transaction: a status is never told for a guessed or mixed-up request.
    if (!payment || payment.order_id !== body?.order_id || payment.amount !== body?.amount) {
      return refusal(400, 21, 'Transaction not found', 'order_id, amount and pay_token do not match');
    }
    return {
      status: 201,
      body: { status: payment.status, order_id: payment.order_id, txnid: payment.txnid ?? undefined },
    };
  }

  const base = `/orange-money-webpay/${country}/v1`;
  const fake = await startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/oauth/v3/token') return issueToken(request);
    if (request.method !== 'POST' || !request.path.startsWith(base)) {
      return refusal(404, 404, 'Not found', `${request.method} ${request.path}`);
    }
    const refused = bearerRefused(request);
    if (refused) return refused;
    if (request.path === `${base}/webpayment`) return webpayment(request);
    if (request.path === `${base}/transactionstatus`) return transactionStatus(request);
    return refusal(404, 404, 'Not found', request.path);
  });

  function paymentFor(orderId: string): OrangePayment {
    const found = [...payments.values()].find((payment) => payment.return_url.endsWith(`order=${orderId}`));
    if (!found) throw new Error(`no Orange Money payment for order ${orderId}`);
    return found;
  }

  /** Posts a notification to the payment's notif_url, as Orange does (not signed: the notif_token vouches). */
  function notify(payment: OrangePayment, notification: Partial<OrangeNotification> = {}) {
    const body: OrangeNotification = {
      status: payment.status,
      notif_token: payment.notif_token,
      ...(payment.txnid ? { txnid: payment.txnid } : {}),
      ...notification,
    };
    const url = options.rewriteNotifUrl ? options.rewriteNotifUrl(payment.notif_url) : payment.notif_url;
    return deliver(url, JSON.stringify(body), {});
  }

  /** Moves a payment to a final status, then notifies unless `deliver: false` (a lost notification). */
  async function finish(orderId: string, status: OrangeStatus, how: { deliver?: boolean } = {}) {
    const payment = paymentFor(orderId);
    payment.status = status;
    if (status === 'SUCCESS' || status === 'FAILED') payment.txnid ??= `MP${randomBytes(6).toString('hex')}`;
    return { payment, answer: how.deliver === false ? undefined : await notify(payment) };
  }

  return {
    url: fake.url,
    requests: fake.requests,
    misbehave: fake.misbehave,
    settings,
    payments,
    tokensIssued: () => tokensIssued,
    /** Orange ends every token before its time (a key rotated at Orange): the next call meets a 401. */
    revokeTokens() {
      tokens.clear();
    },
    paymentFor,
    notify,
    pay: (orderId: string, how?: { deliver?: boolean }) => finish(orderId, 'SUCCESS', how),
    fail: (orderId: string, how?: { deliver?: boolean }) => finish(orderId, 'FAILED', how),
    expire: (orderId: string, how?: { deliver?: boolean }) => finish(orderId, 'EXPIRED', how),
    /** The payer opened the page and confirms on the phone: Orange says PENDING until then. */
    pending(orderId: string) {
      paymentFor(orderId).status = 'PENDING';
    },
    close: fake.close,
  };
}

export type OrangeMoneyFake = Awaited<ReturnType<typeof startOrangeMoneyFake>>;
