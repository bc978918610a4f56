import type { AddressInfo } from 'node:net';
import { orderMessages, paymentLogMessages } from '@teranga/messages';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { orders, paymentEvents, payments } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { settlePayment } from '../orders/order-lifecycle.js';
import type { OrderRecord, OrderRow } from '../orders/order-records.js';
import type { PaymentsConfig } from './payments-config.js';
import type { PaymentProvider, WebhookDelivery } from './provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createSandboxPayer } from './sandbox-payer.js';

export const WEBHOOK_PATH = '/api/payments/webhooks';

/** The address this server answers on, for the sandbox's own webhook calls. */
function listeningUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
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
}

export interface WebhookAnswer {
  message: string;
}

/**
 * The payment side of orders: starts payments with the provider, applies the providers' webhooks once, and sweeps
 * what is due (expired payments, sandbox answers left by a restart). Real adapters join `providers` (docs/PAYMENTS.md).
 */
export function createPayments({ app, db, config, log, onPaid }: PaymentsDeps) {
  const sandbox = createSandboxProvider({ secret: config.webhookSecret, delayMs: config.sandboxDelayMs });
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  const payer = createSandboxPayer({
    db,
    secret: config.webhookSecret,
    webhookUrl: () => config.sandboxWebhookUrl ?? `${listeningUrl(app) ?? ''}${WEBHOOK_PATH}/${sandbox.name}`,
    log,
  });

  /** Wave and Orange Money both go through the sandbox until their adapters are configured. */
  const providerFor = (_order: OrderRow): PaymentProvider => sandbox;

  /** Starts the payment of a new order with its provider; the record's payment gets what the provider answered. */
  async function start(record: OrderRecord): Promise<void> {
    const { order, payment } = record;
    const provider = providerFor(order);
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
      await settlePayment(db, order.id, 'failed');
      throw new HttpError(502, orderMessages.paymentNotStarted);
    }
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
    const result = await db.transaction(async (tx) => {
      // The event id is recorded in the same transaction as its effect: seen once means applied once.
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: event.id, orderId: event.orderId, type: event.outcome })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (fresh.length === 0) return 'seen' as const;
      const [order] = await tx
        .select({ totalCents: orders.totalCents })
        .from(orders)
        .where(eq(orders.id, event.orderId));
      if (!order) return 'ignored' as const;
      const wrongAmount =
        (event.amountCents !== undefined && event.amountCents !== order.totalCents) ||
        (event.currency !== undefined && event.currency.toUpperCase() !== 'EUR');
      if (wrongAmount && event.outcome === 'paid') {
        log.warn(paymentLogMessages.amountMismatch);
        return 'ignored' as const;
      }
      const settled = await settlePayment(tx, event.orderId, event.outcome);
      return settled
        ? event.outcome === 'paid'
          ? ('paid' as const)
          : ('applied' as const)
        : ('ignored' as const);
    });
    if (result === 'paid') onPaid(event.orderId);
    if (result === 'seen') return { message: orderMessages.eventAlreadySeen };
    return { message: result === 'ignored' ? orderMessages.eventIgnored : orderMessages.eventApplied };
  }

  /** Expires due payments (their orders cancelled, stock back) and answers overdue sandbox payments. Safe on any instance. */
  async function sweep(): Promise<void> {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'pending'), lte(orders.paymentExpiresAt, sql`now()`)))
      .limit(200);
    for (const { id } of due) await settlePayment(db, id, 'expired');
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
    /** The first sweep comes one interval after start: a server that starts and stops at once never sweeps. */
    startSweeper(): void {
      sweeper = setInterval(tick, config.sweepIntervalMs);
      sweeper.unref();
    },
    /** Stops sweeping and answering, and waits for a sweep under way: the database may be closed right after. */
    async stop(): Promise<void> {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      payer.stop();
      await sweeping;
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
