import { randomUUID } from 'node:crypto';
import { paymentLogMessages } from '@teranga/messages';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { euros } from '../catalogue/index.js';
import type { Database } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import type { RefundRequest } from './provider.js';
import { type SandboxEvent, sandboxAnswerFor } from './sandbox.js';
import { signPayload } from './signature.js';

export interface SandboxPayerOptions {
  db: Database;
  secret: string;
  /** The full address of this server's /api/payments/webhooks/sandbox, known once it listens. */
  webhookUrl: () => string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Plays the payer of sandbox payments: when a payment's answer is due, one instance claims it (a conditional UPDATE,
 * so two instances or a timer and the sweeper never answer twice) and posts the signed event to the webhook over
 * HTTP, exactly as a provider would.
 */
export function createSandboxPayer({ db, secret, webhookUrl, log }: SandboxPayerOptions) {
  async function answer(paymentId: string): Promise<void> {
    const [claimed] = await db
      .update(payments)
      .set({ answeredAt: new Date() })
      .where(and(eq(payments.id, paymentId), isNull(payments.answeredAt)))
      .returning({ orderId: payments.orderId, amountCents: payments.amountCents });
    if (!claimed) return;
    const [order] = await db
      .select({ payerPhone: orders.payerPhone, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, claimed.orderId));
    if (order?.paymentStatus !== 'pending') return;
    const outcome = sandboxAnswerFor(order.payerPhone ?? '');
    if (outcome === 'none') return;
    const event: SandboxEvent = {
      id: `evt_${randomUUID()}`,
      type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
      data: { orderId: claimed.orderId, amount: euros(claimed.amountCents), currency: 'EUR' },
    };
    await post(event);
  }

  /** Posts a signed event to this server's webhook, as the provider would. */
  async function post(event: SandboxEvent): Promise<void> {
    const url = webhookUrl();
    if (!url) return;
    const body = JSON.stringify(event);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-teranga-signature': signPayload(secret, body) },
      body,
    });
    if (!response.ok) log.warn(paymentLogMessages.sandboxWebhookRefused(response.status));
  }

  const timers = new Set<NodeJS.Timeout>();
  const later = (delayMs: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => log.warn({ err: error }, paymentLogMessages.sandboxPayerFailed));
    }, delayMs);
    timers.add(timer);
  };
  return {
    /**
     * Confirms an accepted refund after `delayMs`. Not kept in the database: a refund still pending after a restart
     * is asked again by the refund sweep (refunds.ts), and the sandbox confirms it then.
     */
    confirmRefund(request: RefundRequest, delayMs: number): void {
      later(delayMs, () =>
        post({
          id: `evt_${randomUUID()}`,
          type: 'refund.succeeded',
          data: {
            orderId: request.orderId,
            refundId: request.refundId,
            amount: euros(request.amountCents),
            currency: 'EUR',
          },
        }),
      );
    },
    /** Answers at `answerAt` from this process (the sweeper catches it after a restart). */
    schedule(paymentId: string, answerAt: Date): void {
      later(Math.max(0, answerAt.getTime() - Date.now()), () => answer(paymentId));
    },
    /** Answers every sandbox payment whose answer is overdue and unclaimed (left by a restart). */
    async answerOverdue(graceMs: number): Promise<void> {
      const due = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            isNull(payments.answeredAt),
            lte(payments.answerAt, sql`${new Date(Date.now() - graceMs).toISOString()}::timestamptz`),
          ),
        )
        .limit(100);
      for (const { id } of due) await answer(id);
    },
    stop(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type SandboxPayer = ReturnType<typeof createSandboxPayer>;
