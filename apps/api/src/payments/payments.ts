import type { AddressInfo } from 'node:net';
import { orderMessages, paymentLogMessages } from '@teranga/messages';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import { orderEvents, orders, paymentEvents, payments } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { PaymentsConfig } from './payments-config.js';
import type { PaymentOutcomeEvent, PaymentProvider, PaymentRequest, WebhookDelivery } from './provider.js';
import { applyRefundVerdict, createRefunds, recordRefund } from './refunds.js';
import { createSandboxProvider } from './sandbox.js';
import { createSandboxPayer } from './sandbox-payer.js';
import { settlePayment } from './settlement.js';

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
  log: FastifyBaseLogger;
  /** Called once per order, after its payment was confirmed and committed (the confirmation mail). */
  onPaid(orderId: string): void;
  /** Called once per refund, after the provider confirmed it and that was committed (the refund mail). */
  onRefunded(refundId: string): void;
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
    totalCents: number;
    payerPhone: string | null;
    paymentExpiresAt: Date | null;
  };
  payment: { id: string } | undefined;
}

type Verdict = 'seen' | 'ignored' | 'paid' | 'applied' | 'late' | 'refunded';

/**
 * The payment side of orders (DESIGN.md, Payments): starts payments with the provider, applies the providers'
 * webhooks once (payments, late payments, refunds), and sweeps what is due (expired payments, refunds to ask,
 * sandbox answers left by a restart). Real adapters join `providers` (docs/PAYMENTS.md).
 */
export function createPayments({ app, db, config, log, onPaid, onRefunded }: PaymentsDeps) {
  const payer = createSandboxPayer({
    db,
    secret: config.webhookSecret,
    webhookUrl: () => config.sandboxWebhookUrl ?? `${listeningUrl(app) ?? ''}${WEBHOOK_PATH}/sandbox`,
    log,
  });
  const sandbox = createSandboxProvider({
    secret: config.webhookSecret,
    delayMs: config.sandboxDelayMs,
    confirmRefund: (request) => payer.confirmRefund(request, config.sandboxDelayMs),
  });
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  const refunds = createRefunds({ db, providerNamed: (name) => providers.get(name), log });

  /** Wave and Orange Money both go through the sandbox until their adapters are configured. */
  const providerFor = (_method: PaymentRequest['method']): PaymentProvider => sandbox;

  /** Starts the payment of a new order with its provider; the record's payment gets what the provider answered. */
  async function start({ order, payment }: PaymentToStart): Promise<void> {
    const provider = providerFor(order.paymentMethod);
    if (!payment) throw new Error(`order ${order.id} has no payment row`);
    try {
      const started = await provider.createPayment({
        paymentId: payment.id,
        orderId: order.id,
        orderNumber: order.number,
        method: order.paymentMethod,
        amountCents: order.totalCents,
        currency: 'EUR',
        payerPhone: order.payerPhone ?? '',
        expiresAt: order.paymentExpiresAt ?? new Date(Date.now() + config.expirySeconds * 1000),
      });
      const values = {
        providerReference: started.providerReference,
        redirectUrl: started.redirectUrl ?? null,
        answerAt: started.answerAt ?? null,
      };
      await db.update(payments).set(values).where(eq(payments.id, payment.id));
      Object.assign(payment, values);
      if (started.answerAt) payer.schedule(payment.id, started.answerAt);
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
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider: providerName, eventId: event.id, orderId: event.orderId, type: event.outcome })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return 'seen';
    if (event.outcome === 'refunded' || event.outcome === 'refund-failed') {
      const changed = await applyRefundVerdict(tx, event);
      return changed ? (event.outcome === 'refunded' ? 'refunded' : 'applied') : 'ignored';
    }
    const [order] = await tx
      .select({ totalCents: orders.totalCents, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, event.orderId));
    if (!order) return 'ignored';
    const wrongAmount =
      (event.amountCents !== undefined && event.amountCents !== order.totalCents) ||
      (event.currency !== undefined && event.currency.toUpperCase() !== 'EUR');
    if (event.outcome === 'paid' && (order.paymentStatus === 'expired' || order.paymentStatus === 'failed')) {
      return recordLatePayment(tx, event.orderId, event.amountCents ?? order.totalCents);
    }
    if (wrongAmount && event.outcome === 'paid') {
      log.warn(paymentLogMessages.amountMismatch);
      return 'ignored';
    }
    const settled = await settlePayment(tx, event.orderId, event.outcome, config.commissionPercent);
    return settled ? (event.outcome === 'paid' ? 'paid' : 'applied') : 'ignored';
  }

  async function receive(providerName: string, delivery: WebhookDelivery): Promise<WebhookAnswer> {
    const provider = providers.get(providerName);
    if (!provider) throw new HttpError(404, orderMessages.unknownProvider);
    const reading = provider.readWebhook(delivery);
    if (reading.kind === 'refused') {
      log.warn(paymentLogMessages.webhookRefused(reading.reason));
      if (reading.reason === 'malformed') throw new HttpError(400, orderMessages.invalidEvent);
      throw new HttpError(
        401,
        reading.reason === 'stale' ? orderMessages.staleSignature : orderMessages.badSignature,
      );
    }
    const { event } = reading;
    const verdict = await db.transaction((tx) => apply(tx, provider.name, event));
    if (verdict === 'paid') onPaid(event.orderId);
    if (verdict === 'refunded' && 'refundId' in event) onRefunded(event.refundId);
    if (verdict === 'late') refunds.flush();
    if (verdict === 'seen') return { message: orderMessages.eventAlreadySeen };
    return { message: verdict === 'ignored' ? orderMessages.eventIgnored : orderMessages.eventApplied };
  }

  /** Expires due payments (their orders cancelled, stock back), asks due refunds, answers overdue sandbox payments. */
  async function sweep(): Promise<void> {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'pending'), lte(orders.paymentExpiresAt, sql`now()`)))
      .limit(200);
    for (const { id } of due) await settlePayment(db, id, 'expired', config.commissionPercent);
    await refunds.processDue();
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
    /** The orders side's port (orders/part-lifecycle.ts RefundRequester): a cancelled paid part's refund. */
    refunds: {
      requestRefund: (tx: Transaction, refund: { orderId: string; partId: string; amountCents: number }) =>
        recordRefund(tx, { ...refund, reason: 'cancelled' }),
      flush: refunds.flush,
    },
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
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
