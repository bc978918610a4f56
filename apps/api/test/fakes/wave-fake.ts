import { createHmac, randomBytes } from 'node:crypto';
import { deliver, type FakeAnswer, type FakeRequest, isHttpsUrl, startFakeServer } from './fake-http.js';

/**
 * A local Wave that speaks the documented Checkout, webhook and payout protocol (docs.wave.com/checkout, /webhook,
 * /payout), for tests: it keeps checkout sessions and payouts, checks what a real Wave checks on each call, and sends
 * signed webhooks when the test says so (on time, twice, late, out of order, or never). docs/PAYMENTS.md lists what it
 * checks and what it cannot know.
 */

export interface WaveSession {
  id: string;
  amount: string;
  currency: 'XOF';
  client_reference: string | null;
  checkout_status: 'open' | 'complete' | 'expired';
  payment_status: 'processing' | 'cancelled' | 'succeeded';
  business_name: string;
  success_url: string;
  error_url: string;
  wave_launch_url: string;
  last_payment_error: { code: string; message: string } | null;
  transaction_id: string | null;
  when_created: string;
  when_completed: string | null;
  when_expires: string;
  restrict_payer_mobile?: string;
  /** Not Wave's: what the fake remembers of its refund. */
  refunded?: boolean;
}

export interface WavePayout {
  id: string;
  currency: 'XOF';
  receive_amount: string;
  fee: string;
  mobile: string;
  name?: string;
  client_reference?: string;
  payment_reason?: string;
  status: 'processing' | 'failed' | 'succeeded';
  timestamp: string;
  payout_error: { error_code: string; error_message: string } | null;
}

export interface WaveEvent {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.payment_failed';
  data: WaveSession;
}

export interface WaveFakeOptions {
  apiKey: string;
  /** The secret(s) it signs with: two during a rotation (both `v1` values in the header). */
  webhookSecrets: string[];
  /** The address registered for its webhooks (the shop's /api/payments/webhooks/wave). */
  webhookUrl?: string;
}

const error = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { code, message },
});

const nowIso = () => new Date().toISOString();
const randomId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** `Wave-Signature: t=<seconds>,v1=<hmac>[,v1=<hmac>]`, the HMAC over the timestamp followed by the raw body. */
export function waveSignatureHeader(secrets: string[], rawBody: string, nowMs = Date.now()): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}${rawBody}`).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}

export async function startWaveFake(options: WaveFakeOptions) {
  const sessions = new Map<string, WaveSession>();
  const sessionsByKey = new Map<string, { session: WaveSession; body: string }>();
  const payouts = new Map<string, WavePayout>();
  const payoutsByKey = new Map<string, { payout: WavePayout; body: string }>();
  const events: WaveEvent[] = [];
  const settings = {
    webhookUrl: options.webhookUrl,
    webhookSecrets: options.webhookSecrets,
    /** What new payouts answer: Wave answers `processing` for some, then settles them. */
    payoutStatus: 'succeeded' as WavePayout['status'],
  };

  function authorized(request: FakeRequest): FakeAnswer | undefined {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return error(401, 'no-matching-api-key', 'No API key matches the Authorization header');
    }
    return undefined;
  }

  function createSession(request: FakeRequest): FakeAnswer {
    const body = request.json as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return error(400, 'request-validation-error', 'Body must be JSON');
    // Amounts are strings; XOF has no decimals, and must be positive.
    if (typeof body.amount !== 'string' || !/^[1-9]\d*$/.test(body.amount)) {
      return error(400, 'request-validation-error', 'amount must be a whole number of XOF as a string');
    }
    if (body.currency !== 'XOF') return error(400, 'request-validation-error', 'currency must be XOF');
    if (!isHttpsUrl(body.success_url) || !isHttpsUrl(body.error_url)) {
      return error(400, 'request-validation-error', 'success_url and error_url must be https URLs');
    }
    if (
      body.client_reference !== undefined &&
      (typeof body.client_reference !== 'string' || body.client_reference.length > 255)
    ) {
      return error(400, 'request-validation-error', 'client_reference must be at most 255 characters');
    }
    if (
      body.restrict_payer_mobile !== undefined &&
      !/^\+\d{8,15}$/.test(String(body.restrict_payer_mobile))
    ) {
      return error(400, 'request-validation-error', 'restrict_payer_mobile must be E.164');
    }
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') {
      const earlier = sessionsByKey.get(key);
      if (earlier && earlier.body !== request.rawBody) {
        return error(409, 'idempotency-mismatch', 'This idempotency key was used with another request');
      }
      if (earlier) return { status: 200, body: earlier.session };
    }
    const id = randomId('cos-');
    const session: WaveSession = {
      id,
      amount: body.amount,
      currency: 'XOF',
      client_reference: (body.client_reference as string | undefined) ?? null,
      checkout_status: 'open',
      payment_status: 'processing',
      business_name: 'Teranga (fake)',
      success_url: body.success_url as string,
      error_url: body.error_url as string,
      wave_launch_url: `https://pay.wave.com/c/${id}?a=${body.amount}&c=XOF&m=Teranga`,
      last_payment_error: null,
      transaction_id: null,
      when_created: nowIso(),
      when_completed: null,
      when_expires: new Date(Date.now() + 30 * 60_000).toISOString(),
      ...(typeof body.restrict_payer_mobile === 'string'
        ? { restrict_payer_mobile: body.restrict_payer_mobile }
        : {}),
    };
    sessions.set(id, session);
    if (typeof key === 'string') sessionsByKey.set(key, { session, body: request.rawBody });
    return { status: 200, body: session };
  }

  function createPayout(request: FakeRequest): FakeAnswer {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !key) {
      return error(400, 'missing-idempotency-key', 'Payouts need an idempotency-key header');
    }
    const earlier = payoutsByKey.get(key);
    if (earlier) {
      if (earlier.body !== request.rawBody) {
        return error(409, 'idempotency-mismatch', 'This idempotency key was used with another request');
      }
      return { status: 200, body: earlier.payout };
    }
    const body = request.json as Record<string, unknown> | undefined;
    if (body?.currency !== 'XOF') return error(400, 'request-validation-error', 'currency must be XOF');
    if (typeof body.receive_amount !== 'string' || !/^[1-9]\d*$/.test(body.receive_amount)) {
      return error(
        400,
        'request-validation-error',
        'receive_amount must be a whole number of XOF as a string',
      );
    }
    if (typeof body.mobile !== 'string' || !/^\+\d{8,15}$/.test(body.mobile)) {
      return error(400, 'request-validation-error', 'mobile must be E.164');
    }
    if (typeof body.payment_reason === 'string' && body.payment_reason.length > 40) {
      return error(400, 'request-validation-error', 'payment_reason is at most 40 characters');
    }
    const payout: WavePayout = {
      id: randomId('pt-'),
      currency: 'XOF',
      receive_amount: body.receive_amount,
      fee: '0',
      mobile: body.mobile,
      ...(typeof body.name === 'string' ? { name: body.name } : {}),
      ...(typeof body.client_reference === 'string' ? { client_reference: body.client_reference } : {}),
      ...(typeof body.payment_reason === 'string' ? { payment_reason: body.payment_reason } : {}),
      status: settings.payoutStatus,
      timestamp: nowIso(),
      payout_error:
        settings.payoutStatus === 'failed'
          ? {
              error_code: 'recipient-limit-exceeded',
              error_message: 'The recipient cannot receive this amount',
            }
          : null,
    };
    payouts.set(payout.id, payout);
    payoutsByKey.set(key, { payout, body: request.rawBody });
    return { status: 200, body: payout };
  }

  const fake = await startFakeServer((request) => {
    const refused = authorized(request);
    if (refused) return refused;
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(request);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire|\/refund)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1] ?? ''));
      if (!session) return error(404, 'checkout-session-not-found', 'No such checkout session');
      if (method === 'GET' && !sessionPath[2]) return { status: 200, body: session };
      if (method === 'POST' && sessionPath[2] === '/expire') {
        if (session.checkout_status !== 'open') {
          return error(409, 'checkout-session-not-open', 'Only an open checkout session can be expired');
        }
        session.checkout_status = 'expired';
        return { status: 200, body: session };
      }
      if (method === 'POST' && sessionPath[2] === '/refund') {
        if (session.checkout_status !== 'complete' || session.payment_status !== 'succeeded') {
          return error(
            409,
            'checkout-refund-failed',
            'Only a completed, paid checkout session can be refunded',
          );
        }
        if (session.refunded)
          return error(409, 'checkout-refund-failed', 'This checkout session was refunded');
        session.refunded = true;
        return { status: 200, body: {} };
      }
    }
    if (method === 'POST' && path === '/v1/payout') return createPayout(request);
    const payoutPath = /^\/v1\/payout\/([^/]+)$/.exec(path);
    if (method === 'GET' && payoutPath) {
      const payout = payouts.get(decodeURIComponent(payoutPath[1] ?? ''));
      return payout ? { status: 200, body: payout } : error(404, 'payout-not-found', 'No such payout');
    }
    return error(404, 'not-found', `No route ${method} ${path}`);
  });

  /** Signs and posts an event to the registered address, as Wave does (a test may change the time or secrets). */
  async function send(event: WaveEvent, how: { nowMs?: number; secrets?: string[]; rawBody?: string } = {}) {
    if (!settings.webhookUrl) throw new Error('no webhook registered with the fake Wave');
    const rawBody = how.rawBody ?? JSON.stringify(event);
    const header = waveSignatureHeader(how.secrets ?? settings.webhookSecrets, rawBody, how.nowMs);
    return deliver(settings.webhookUrl, rawBody, { 'wave-signature': header });
  }

  function sessionNamed(id: string): WaveSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    return session;
  }

  function event(type: WaveEvent['type'], session: WaveSession): WaveEvent {
    const recorded: WaveEvent = { id: randomId('AE_'), type, data: { ...session } };
    delete recorded.data.refunded;
    events.push(recorded);
    return recorded;
  }

  return {
    url: fake.url,
    requests: fake.requests,
    misbehave: fake.misbehave,
    settings,
    sessions,
    payouts,
    events,
    send,
    /** The payer pays in the Wave app: the session completes; its webhook is sent unless `deliver: false`. */
    async pay(sessionId: string, how: { deliver?: boolean; amount?: string } = {}) {
      const session = sessionNamed(sessionId);
      session.checkout_status = 'complete';
      session.payment_status = 'succeeded';
      session.transaction_id = randomId('T_');
      session.when_completed = nowIso();
      const completed = event('checkout.session.completed', {
        ...session,
        ...(how.amount ? { amount: how.amount } : {}),
      });
      return { event: completed, answer: how.deliver === false ? undefined : await send(completed) };
    },
    /** The payer's attempt fails (not enough money…): the session stays open, a payment_failed event is sent. */
    async failPayment(sessionId: string, how: { deliver?: boolean } = {}) {
      const session = sessionNamed(sessionId);
      session.payment_status = 'cancelled';
      session.last_payment_error = {
        code: 'insufficient-funds',
        message: 'The payer does not have enough money',
      };
      const failed = event('checkout.session.payment_failed', session);
      return { event: failed, answer: how.deliver === false ? undefined : await send(failed) };
    },
    /** Wave's own expiry of an unpaid session (its `when_expires` passed). */
    expire(sessionId: string) {
      sessionNamed(sessionId).checkout_status = 'expired';
    },
    /** The session opened for one of our payments (client_reference). */
    sessionFor(paymentId: string): WaveSession | undefined {
      return [...sessions.values()].find((session) => session.client_reference === paymentId);
    },
    /** The session whose success page is this order's confirmation (what the shop sends the payer back to). */
    sessionForOrder(orderId: string): WaveSession {
      const found = [...sessions.values()].find((session) =>
        session.success_url.endsWith(`order=${orderId}`),
      );
      if (!found) throw new Error(`no session for order ${orderId}`);
      return found;
    },
    close: fake.close,
  };
}

export type WaveFake = Awaited<ReturnType<typeof startWaveFake>>;
