import { randomUUID } from 'node:crypto';
import { paymentLogMessages } from '@teranga/messages';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { euros } from '../catalogue/index.js';
import type { Database } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import { enqueueJob, type JobRunner } from '../jobs/jobs.js';
import type { RefundRequest } from './provider.js';
import { type SandboxEvent, sandboxAnswerFor } from './sandbox.js';
import { signPayload } from './signature.js';

export interface SandboxPayerOptions {
  db: Database;
  secret: string;
  /** The full address of this server's /api/payments/webhooks/sandbox, known once it listens. */
  webhookUrl: () => string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Delivers the events: each is a job, tried again with back-off until the webhook takes it. */
  jobs: JobRunner;
}

/** The job that posts one sandbox event to the webhook. */
export const SANDBOX_WEBHOOK_JOB = 'sandbox-webhook';

/**
 * Plays the payer of sandbox payments: when a payment's answer is due, one instance claims it (a conditional UPDATE,
 * so two instances or a timer and the sweeper never answer twice) and, in the same transaction, records the signed
 * event to post as a job: the webhook gets it over HTTP, exactly as from a provider, and again after a refusal (a 503
 * while the database restarts) or a crash, until it takes it. Providers retry their webhooks; so does the sandbox.
 */
export function createSandboxPayer({ db, secret, webhookUrl, log, jobs }: SandboxPayerOptions) {
  async function answer(paymentId: string): Promise<void> {
    const queued = await db.transaction(async (tx) => {
      // The claim reads its order's payer and payment status in the same statement (a payment always has its order:
      // the foreign key), one round trip less for every sandbox payment.
      const [claimed] = await tx
        .update(payments)
        .set({ answeredAt: new Date() })
        .from(orders)
        .where(and(eq(payments.id, paymentId), isNull(payments.answeredAt), eq(orders.id, payments.orderId)))
        .returning({
          orderId: payments.orderId,
          amountCents: payments.amountCents,
          payerPhone: orders.payerPhone,
          paymentStatus: orders.paymentStatus,
        });
      if (claimed?.paymentStatus !== 'pending') return false;
      const outcome = sandboxAnswerFor(claimed.payerPhone ?? '');
      if (outcome === 'none') return false;
      const event: SandboxEvent = {
        id: `evt_${randomUUID()}`,
        type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
        data: { orderId: claimed.orderId, amount: euros(claimed.amountCents), currency: 'EUR' },
      };
      await enqueueJob(tx, SANDBOX_WEBHOOK_JOB, { event });
      return true;
    });
    if (queued) jobs.flush();
  }

  /** Posts a signed event to this server's webhook, as the provider would; a refusal is tried again later. */
  jobs.handle(SANDBOX_WEBHOOK_JOB, async (payload) => {
    const url = webhookUrl();
    if (!url) throw new Error('webhook address not known yet');
    const body = JSON.stringify(payload.event);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-teranga-signature': signPayload(secret, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      log.warn(paymentLogMessages.sandboxWebhookRefused(response.status));
      throw new Error(`webhook answered ${response.status}`);
    }
  });

  const timers = new Set<NodeJS.Timeout>();
  const later = (delayMs: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => log.warn({ err: error }, paymentLogMessages.sandboxPayerFailed));
    }, delayMs);
    timers.add(timer);
  };
  return {
    /** Confirms an accepted refund after `delayMs`: its signed event is a job from the start. */
    async confirmRefund(request: RefundRequest, delayMs: number): Promise<void> {
      const event: SandboxEvent = {
        id: `evt_${randomUUID()}`,
        type: 'refund.succeeded',
        data: {
          orderId: request.orderId,
          refundId: request.refundId,
          amount: euros(request.amountCents),
          currency: 'EUR',
        },
      };
      await enqueueJob(db, SANDBOX_WEBHOOK_JOB, { event }, new Date(Date.now() + delayMs));
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
