import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { httpMessages, orderMessages, paymentLogMessages, paymentProviderMessages } from '@teranga/messages';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Queryable, Transaction } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { orderEvents, orders, paymentEvents, payments } from '../db/schema.js';
import { payableXof } from '../delivery/delivery.rules.js';
import { HttpError } from '../http/errors.js';
import type { JobRunner } from '../jobs/jobs.js';
import { createPayouts } from '../payouts/payouts.js';
import { createOrangeMoneyProvider } from './orange-money.js';
import type { PaymentsConfig } from './payments-config.js';
import type {
  PaymentLookup,
  PaymentOutcomeEvent,
  PaymentProvider,
  PaymentRequest,
  StoredPayment,
  WebhookDelivery,
} from './provider.js';
import { ProviderUnavailableError } from './provider-http.js';
import { applyRefundVerdict, createRefunds, recordRefund } from './refunds.js';
import { createSandboxProvider } from './sandbox.js';
import { createSandboxPayer } from './sandbox-payer.js';
import { settlePayment } from './settlement.js';
import { createWaveProvider } from './wave.js';

export const WEBHOOK_PATH = '/api/payments/webhooks';

/** The address this server answers on, for the sandbox's own webhook calls. */
function listeningUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.address.includes(':')
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export interface PaymentsDeps {
  app: FastifyInstance;
  db: Database;
  config: PaymentsConfig;
  /** The shop's public address (APP_URL): where the payer comes back, and where Orange Money notifies. */
  appUrl: string;
  log: FastifyBaseLogger;
  /** Outgoing work (the sandbox's webhooks, the mails below) as jobs that survive a restart. */
  jobs: JobRunner;
  /** Called once per order, inside the transaction that confirms its payment (enqueues the confirmation mail). */
  onPaid(db: Queryable, orderId: string): Promise<void>;
  /** Called once per refund, inside the transaction that records the provider's confirmation (the refund mail). */
  onRefunded(db: Queryable, refundId: string): Promise<void>;
}

export interface WebhookAnswer {
  message: string;
}

/** A new order's payment as the payments side needs it (the orders module hands it over; no import either way). */
export interface PaymentToStart {
  order: {
    id: string;
    number: string;
    paymentMethod: PaymentRequest['method'];
    subtotalCents: number;
    totalCents: number;
    /** The delivery as quoted (its CFA price is paid exactly); null on orders placed before delivery zones. */
    delivery: { priceXof: number } | null;
    payerPhone: string | null;
    paymentExpiresAt: Date | null;
  };
  payment: { id: string; provider: string } | undefined;
}

/** A method the checkout offers, and whether it is only the sandbox's demonstration. */
export interface OfferedMethod {
  method: PaymentRequest['method'];
  provider: string;
  demo: boolean;
}

const PAYMENT_METHODS: readonly PaymentRequest['method'][] = ['wave', 'orange-money'];

/** Cash on delivery has no provider: its payment row names the method itself, and nothing is started or awaited. */
export const CASH_ON_DELIVERY = 'cash-on-delivery';

/** What the database keeps of a webhook token (Orange Money's notif_token): its SHA-256, never the token. */
export const webhookTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

type Verdict = 'seen' | 'ignored' | 'paid' | 'applied' | 'late' | 'refunded';

interface PreparedPaymentEvent {
  execute(params: { provider: string; eventId: string; orderId: string; type: string }): Promise<
    {
      eventId: string;
      order: Pick<
        typeof orders.$inferSelect,
        'subtotalCents' | 'totalCents' | 'delivery' | 'paymentStatus'
      > | null;
    }[]
  >;
}
/**
 * A payment webhook's event id recorded (once: no row when it was seen already) and its order read, in one statement
 * prepared once per database (issue 30); the order is null when there is none.
 */
const recordPaymentEvent = preparedOnce('payment_event', (db, name) => {
  const fresh = db.$with('fresh').as(
    db
      .insert(paymentEvents)
      .values({
        provider: sql.placeholder('provider'),
        eventId: sql.placeholder('eventId'),
        orderId: sql.placeholder('orderId'),
        type: sql.placeholder('type'),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId }),
  );
  return db
    .with(fresh)
    .select({
      eventId: fresh.eventId,
      order: {
        subtotalCents: orders.subtotalCents,
        totalCents: orders.totalCents,
        delivery: orders.delivery,
        paymentStatus: orders.paymentStatus,
      },
    })
    .from(fresh)
    .leftJoin(orders, eq(orders.id, sql.placeholder('orderId')))
    .prepare(name) as unknown as PreparedPaymentEvent;
});

/**
 * The payment side of orders (DESIGN.md, Payments): starts payments with the provider, applies the providers'
 * webhooks once (payments, late payments, refunds), and sweeps what is due (expired payments, refunds to ask,
 * sandbox answers left by a restart). Real adapters join `providers` (docs/PAYMENTS.md).
 */
export function createPayments({ app, db, config, appUrl, log, jobs, onPaid, onRefunded }: PaymentsDeps) {
  const payer = createSandboxPayer({
    db,
    secret: config.webhookSecret,
    webhookUrl: () => config.sandboxWebhookUrl ?? `${listeningUrl(app) ?? ''}${WEBHOOK_PATH}/sandbox`,
    log,
    jobs,
  });
  const sandbox = createSandboxProvider({
    secret: config.webhookSecret,
    delayMs: config.sandboxDelayMs,
    confirmRefund: (request) => payer.confirmRefund(request, config.sandboxDelayMs),
  });
  // The sandbox always reads its own webhooks (payments it took before a provider was configured); it takes new
  // payments only for a method without a real provider, and in production only with PAYMENTS_SANDBOX=true.
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  const byMethod = new Map<PaymentRequest['method'], PaymentProvider>();
  if (config.wave) {
    const wave = createWaveProvider({ ...config.wave, appUrl, timeoutMs: config.providerTimeoutMs });
    providers.set(wave.name, wave);
    byMethod.set('wave', wave);
  }
  if (config.orangeMoney) {
    const orangeMoney = createOrangeMoneyProvider({
      ...config.orangeMoney,
      appUrl,
      notifUrl: `${appUrl}${WEBHOOK_PATH}/orange-money`,
      timeoutMs: config.providerTimeoutMs,
    });
    providers.set(orangeMoney.name, orangeMoney);
    byMethod.set('orange-money', orangeMoney);
  }
  if (config.production && config.sandboxAllowed) log.warn(paymentProviderMessages.sandboxInProduction);
  // Both providers take only https return and notification addresses: say so at start rather than at every order.
  if (byMethod.size > 0 && !appUrl.startsWith('https://'))
    log.warn(paymentProviderMessages.appUrlNotHttps(appUrl));
  const refunds = createRefunds({
    db,
    providerNamed: (name) => providers.get(name),
    log,
    onRefunded,
    flushJobs: jobs.flush,
  });
  // Seller payouts (payouts/payouts.ts) go through Wave when configured, else the sandbox when it is allowed.
  const payouts = createPayouts({ db, providerNamed: (name) => providers.get(name), log });
  const payoutProviderName = (): string | undefined =>
    providers.get('wave')?.payout ? 'wave' : config.sandboxAllowed ? sandbox.name : undefined;

  /** The provider that takes a method's new payments: its real one when configured, else the sandbox if allowed. */
  const providerFor = (method: PaymentRequest['method']): PaymentProvider | undefined =>
    byMethod.get(method) ?? (config.sandboxAllowed ? sandbox : undefined);

  /** The methods the checkout offers (only those a provider takes), then cash on delivery unless turned off. */
  const methods = (): OfferedMethod[] => [
    ...PAYMENT_METHODS.flatMap((method) => {
      const provider = providerFor(method);
      return provider ? [{ method, provider: provider.name, demo: provider === sandbox }] : [];
    }),
    ...(config.cashOnDelivery.enabled
      ? [{ method: CASH_ON_DELIVERY, provider: CASH_ON_DELIVERY, demo: false } as const]
      : []),
  ];

  /** How adapters find the payment a notification is about. */
  const stored = () =>
    db
      .select({
        paymentId: payments.id,
        orderId: payments.orderId,
        provider: payments.provider,
        providerReference: payments.providerReference,
        amountCents: payments.amountCents,
        payerPhone: orders.payerPhone,
        subtotalCents: orders.subtotalCents,
        totalCents: orders.totalCents,
        delivery: orders.delivery,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId));
  const asStored = (
    row: Awaited<ReturnType<typeof stored>>[number] | undefined,
  ): StoredPayment | undefined => {
    if (!row) return undefined;
    const { subtotalCents, totalCents, delivery, ...payment } = row;
    return {
      ...payment,
      payerPhone: row.payerPhone ?? '',
      amountXof: payableXof({ subtotalCents, totalCents, delivery }),
    };
  };
  const lookup: PaymentLookup = {
    async byPaymentId(paymentId) {
      if (!/^[0-9a-f]{24}$/.test(paymentId)) return undefined;
      return asStored((await stored().where(eq(payments.id, paymentId)))[0]);
    },
    async byWebhookToken(token) {
      return asStored((await stored().where(eq(payments.webhookTokenHash, webhookTokenHash(token))))[0]);
    },
  };

  /** Starts the payment of a new order with its provider; the record's payment gets what the provider answered. */
  async function start({ order, payment }: PaymentToStart): Promise<void> {
    if (!payment) throw new Error(`order ${order.id} has no payment row`);
    // Paid at the door: the order is confirmed as placed, its confirmation mail goes now (nothing to start).
    if (order.paymentMethod === CASH_ON_DELIVERY) {
      await onPaid(db, order.id);
      jobs.flush();
      return;
    }
    const provider = providers.get(payment.provider);
    try {
      if (!provider) throw new Error(`unknown provider ${payment.provider}`);
      const started = await provider.createPayment({
        paymentId: payment.id,
        orderId: order.id,
        orderNumber: order.number,
        method: order.paymentMethod,
        amountCents: order.totalCents,
        amountXof: payableXof(order),
        currency: 'EUR',
        payerPhone: order.payerPhone ?? '',
        expiresAt: order.paymentExpiresAt ?? new Date(Date.now() + config.expirySeconds * 1000),
      });
      const values = {
        providerReference: started.providerReference,
        redirectUrl: started.redirectUrl ?? null,
        answerAt: started.answerAt ?? null,
        webhookTokenHash: started.webhookToken ? webhookTokenHash(started.webhookToken) : null,
      };
      await db.update(payments).set(values).where(eq(payments.id, payment.id));
      Object.assign(payment, { ...values, webhookTokenHash: undefined });
      if (started.answerAt) {
        payer.schedule(payment.id, started.answerAt, {
          orderId: order.id,
          amountCents: order.totalCents,
          payerPhone: order.payerPhone ?? '',
        });
      }
    } catch (error) {
      log.warn({ err: error }, paymentLogMessages.providerRefused);
      await settlePayment(db, order.id, 'failed', config.commissionPercent);
      throw new HttpError(502, orderMessages.paymentNotStarted);
    }
  }

  /**
   * A success for an order that is no longer waiting (expired, failed, cancelled): the money was taken all the same,
   * so it is recorded on the timeline and refunded in full, never dropped.
   */
  async function recordLatePayment(tx: Transaction, orderId: string, amountCents: number): Promise<Verdict> {
    await tx.insert(orderEvents).values({ orderId, type: 'late-payment' });
    await recordRefund(tx, { orderId, partId: null, amountCents, reason: 'late-payment' });
    log.warn({ orderId }, paymentLogMessages.latePayment);
    return 'late';
  }

  async function apply(tx: Transaction, providerName: string, event: PaymentOutcomeEvent): Promise<Verdict> {
    // The event id is recorded in the same transaction as its effect: seen once means applied once.
    if (event.outcome === 'refunded' || event.outcome === 'refund-failed') {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider: providerName, eventId: event.id, orderId: event.orderId, type: event.outcome })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (fresh.length === 0) return 'seen';
      const changed = await applyRefundVerdict(tx, event);
      if (!changed) return 'ignored';
      if (event.outcome === 'refund-failed') return 'applied';
      await onRefunded(tx, event.refundId);
      return 'refunded';
    }
    // A payment's outcome: its event id is recorded and its order read in one statement (no row: seen already).
    const [recorded] = await recordPaymentEvent(tx).execute({
      provider: providerName,
      eventId: event.id,
      orderId: event.orderId,
      type: event.outcome,
    });
    if (!recorded) return 'seen';
    const { order } = recorded;
    if (!order) return 'ignored';
    const wrongAmount =
      (event.amountCents !== undefined && event.amountCents !== order.totalCents) ||
      (event.currency !== undefined && event.currency.toUpperCase() !== 'EUR') ||
      ('amountXof' in event && event.amountXof !== undefined && event.amountXof !== payableXof(order));
    if (event.outcome === 'paid' && (order.paymentStatus === 'expired' || order.paymentStatus === 'failed')) {
      return recordLatePayment(tx, event.orderId, event.amountCents ?? order.totalCents);
    }
    if (wrongAmount && event.outcome === 'paid') {
      log.warn(paymentLogMessages.amountMismatch);
      return 'ignored';
    }
    const settled = await settlePayment(tx, event.orderId, event.outcome, config.commissionPercent);
    if (!settled) return 'ignored';
    if (event.outcome !== 'paid') return 'applied';
    await onPaid(tx, event.orderId);
    return 'paid';
  }

  /** Applies a verified outcome in one transaction with its event id, then what follows its commit. */
  async function settle(provider: PaymentProvider, event: PaymentOutcomeEvent): Promise<Verdict> {
    const verdict = await db.transaction((tx) => apply(tx, provider.name, event));
    if (verdict === 'paid' || verdict === 'refunded') jobs.flush();
    if (verdict === 'late') refunds.flush();
    // A failed payment's session is closed at the provider, so the payer cannot pay it after the order is cancelled.
    if (verdict === 'applied' && event.outcome === 'failed') void closeAtProvider(provider, event.orderId);
    return verdict;
  }

  async function closeAtProvider(provider: PaymentProvider, orderId: string): Promise<void> {
    if (!provider.expirePayment) return;
    try {
      const [payment] = await stored().where(eq(payments.orderId, orderId));
      const found = asStored(payment);
      if (found) await provider.expirePayment(found);
    } catch (error) {
      log.warn({ err: error, orderId }, paymentProviderMessages.expireFailed);
    }
  }

  async function receive(providerName: string, delivery: WebhookDelivery): Promise<WebhookAnswer> {
    const provider = providers.get(providerName);
    if (!provider) throw new HttpError(404, orderMessages.unknownProvider);
    let reading: Awaited<ReturnType<PaymentProvider['readWebhook']>>;
    try {
      reading = await provider.readWebhook(delivery, lookup);
    } catch (error) {
      // The provider must be asked before the notification is trusted, and does not answer: it will deliver again.
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(503, httpMessages.serviceUnavailable);
      throw error;
    }
    if (reading.kind === 'unconfirmed') {
      log.warn(paymentProviderMessages.notificationUnconfirmed);
      return { message: orderMessages.eventIgnored };
    }
    if (reading.kind === 'refused') {
      log.warn(paymentLogMessages.webhookRefused(reading.reason));
      if (reading.reason === 'malformed') throw new HttpError(400, orderMessages.invalidEvent);
      throw new HttpError(
        401,
        reading.reason === 'stale' ? orderMessages.staleSignature : orderMessages.badSignature,
      );
    }
    const { event } = reading;
    const verdict = await settle(provider, event);
    if (verdict === 'seen') return { message: orderMessages.eventAlreadySeen };
    return { message: verdict === 'ignored' ? orderMessages.eventIgnored : orderMessages.eventApplied };
  }

  /**
   * Asks the provider what became of a payment (its webhook never came) and applies a final answer like a webhook,
   * under an event id of its own (two instances asking at once apply it once). Answers whether it settled.
   */
  async function reconcile(payment: StoredPayment): Promise<boolean> {
    const provider = providers.get(payment.provider);
    if (!provider?.paymentState) return false;
    const state = await provider.paymentState(payment);
    if (state.state === 'pending') return false;
    const verdict = await settle(provider, {
      id: `reconcile:${state.eventId}`,
      orderId: payment.orderId,
      outcome: state.state,
      ...(state.state === 'paid' && state.amountXof !== undefined ? { amountXof: state.amountXof } : {}),
    });
    if (verdict !== 'seen' && verdict !== 'ignored') {
      log.info({ orderId: payment.orderId }, paymentProviderMessages.reconciled(state.state));
    }
    return verdict !== 'ignored';
  }

  /**
   * A payment past its expiry: its provider is asked first (the payer may have paid while the webhook was lost),
   * then its session is ended there and the order expired here. A provider that does not answer does not keep the
   * order waiting: a payment that still arrives is a late payment, refunded.
   */
  async function expire(orderId: string): Promise<void> {
    const found = asStored((await stored().where(eq(payments.orderId, orderId)))[0]);
    const provider = found ? providers.get(found.provider) : undefined;
    if (found && provider && provider !== sandbox) {
      try {
        if (await reconcile(found)) return;
      } catch (error) {
        log.warn({ err: error, orderId }, paymentProviderMessages.reconcileFailed);
      }
      await closeAtProvider(provider, orderId);
    }
    await settlePayment(db, orderId, 'expired', config.commissionPercent);
  }

  /** Pending payments of real providers older than PAYMENT_RECONCILE_AFTER_SECONDS, claimed by one instance. */
  async function reconcileOverdue(): Promise<void> {
    const real = [...providers.values()].filter((provider) => provider.paymentState).map((p) => p.name);
    if (real.length === 0) return;
    const after = sql`now() - make_interval(secs => ${config.reconcileAfterSeconds})`;
    const claimed = await db
      .update(payments)
      .set({ checkedAt: sql`now()` })
      .where(
        sql`${payments.id} in (select p.id from payments p join orders o on o.id = p.order_id
          where o.payment_status = 'pending' and p.provider in ${real}
          and p.created_at < ${after} and (p.checked_at is null or p.checked_at < ${after})
          order by p.created_at limit 50 for update of p skip locked)`,
      )
      .returning({ id: payments.id });
    for (const { id } of claimed) {
      const found = await lookup.byPaymentId(id);
      if (!found) continue;
      try {
        await reconcile(found);
      } catch (error) {
        log.warn({ err: error, orderId: found.orderId }, paymentProviderMessages.reconcileFailed);
      }
    }
  }

  /** Expires due payments (their orders cancelled, stock back), asks due refunds, answers overdue sandbox payments. */
  async function sweep(): Promise<void> {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'pending'), lte(orders.paymentExpiresAt, sql`now()`)))
      .limit(200);
    for (const { id } of due) await expire(id);
    await reconcileOverdue();
    await refunds.processDue();
    await payouts.processDue();
    // A timer of this process answers on time; a payment whose timer died with a restart is answered here.
    await payer.answerOverdue(Math.max(2000, config.sweepIntervalMs));
  }

  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (sweeping || stopped) return;
    sweeping = sweep()
      .catch((error: unknown) => log.warn({ err: error }, paymentLogMessages.sweepFailed))
      .finally(() => {
        sweeping = undefined;
      });
  };

  return {
    start,
    receive,
    sweep,
    methods,
    /** The provider that would take a new payment by this method (orders store it), or undefined: not offered. */
    providerNameFor: (method: PaymentRequest['method']): string | undefined =>
      method === CASH_ON_DELIVERY
        ? config.cashOnDelivery.enabled
          ? CASH_ON_DELIVERY
          : undefined
        : providerFor(method)?.name,
    /** The cap of a cash-on-delivery order in francs CFA (COD_MAX_XOF), or undefined when the method is off. */
    cashOnDeliveryMaxXof: (): number | undefined =>
      config.cashOnDelivery.enabled ? config.cashOnDelivery.maxXof : undefined,
    /** A provider's payout call (Wave), for the staff payouts the ledger will make. */
    providerNamed: (name: string): PaymentProvider | undefined => providers.get(name),
    /** The orders side's port (orders/part-lifecycle.ts RefundRequester): a cancelled paid part's refund. */
    refunds: {
      requestRefund: (tx: Transaction, refund: { orderId: string; partId: string; amountCents: number }) =>
        recordRefund(tx, { ...refund, reason: 'cancelled' }),
      flush: refunds.flush,
    },
    /** Seller payouts: sent by the sweeper, or at once after staff ask (`flush`). */
    payouts,
    /** The provider that pays a new payout (wave, or the sandbox), or undefined: none can. */
    payoutProviderName,
    /** The first sweep comes one interval after start: a server that starts and stops at once never sweeps. */
    startSweeper(): void {
      sweeper = setInterval(tick, config.sweepIntervalMs);
      sweeper.unref();
    },
    /** Stops sweeping and answering, and waits for work under way: the database may be closed right after. */
    async stop(): Promise<void> {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      payer.stop();
      await sweeping;
      await refunds.settled();
      await payouts.settled();
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
