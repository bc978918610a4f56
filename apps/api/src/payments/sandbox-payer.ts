import { randomUUID } from 'node:crypto';
import { paymentLogMessages } from '@teranga/messages';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { euros } from '../catalogue/index.js';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { jobs as jobsTable, orders, payments } from '../db/schema.js';
import { enqueueJob, type JobRunner } from '../jobs/jobs.js';
import { newId } from '../lib/ids.js';
import { requestStatus } from '../lib/status-request.js';
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

/** What the payment's order was when it was started: the answer's event is made from it (sandbox.ts). */
export interface ExpectedPayment {
  orderId: string;
  amountCents: number;
  payerPhone: string;
}

interface PreparedAnswer {
  execute(params: {
    paymentId: string;
    answeredAt: Date;
    orderId: string;
    amountCents: number;
    payerPhone: string;
    jobId: string;
    kind: string;
    payload: string;
    runAt: string;
  }): Promise<{ id: string }[]>;
}
/**
 * The answer of a payment started by this process, in one statement (no transaction, issue 30): the claim, only while
 * the payment is unanswered and its order still pending and as it was started (its payer, its amount), and the job
 * posting its event, inserted only when the claim took the payment. A payment that is anything else is left to the
 * claim below, which decides it as before.
 */
const answerStarted = preparedOnce('sandbox_answer', (db, name) => {
  const claimed = db.$with('claimed').as(
    db
      .update(payments)
      // A placeholder in .set goes through the column's mapping (the Date becomes the driver's value).
      .set({ answeredAt: sql.placeholder('answeredAt') as unknown as Date })
      .from(orders)
      .where(
        and(
          eq(payments.id, sql.placeholder('paymentId')),
          isNull(payments.answeredAt),
          eq(orders.id, payments.orderId),
          eq(orders.paymentStatus, 'pending'),
          eq(payments.orderId, sql.placeholder('orderId')),
          eq(payments.amountCents, sql.placeholder('amountCents')),
          sql`coalesce(${orders.payerPhone}, '') = ${sql.placeholder('payerPhone')}`,
        ),
      )
      .returning({ id: payments.id }),
  );
  return db
    .with(claimed)
    .insert(jobsTable)
    .select(
      sql`select ${sql.placeholder('jobId')}, ${sql.placeholder('kind')}, ${sql.placeholder('payload')}::jsonb,
        ${sql.placeholder('runAt')}::timestamptz, 0, null, null, now() from ${claimed}`,
    )
    .returning({ id: jobsTable.id })
    .prepare(name) as unknown as PreparedAnswer;
});

/**
 * Plays the payer of sandbox payments: when a payment's answer is due, one instance claims it (a conditional UPDATE,
 * so two instances or a timer and the sweeper never answer twice) and, in the same transaction, records the signed
 * event to post as a job: the webhook gets it over HTTP, exactly as from a provider, and again after a refusal (a 503
 * while the database restarts) or a crash, until it takes it. Providers retry their webhooks; so does the sandbox.
 */
export function createSandboxPayer({ db, secret, webhookUrl, log, jobs }: SandboxPayerOptions) {
  /** The event answering a payment, as the payer of `payerPhone` would (none: the silent number never answers). */
  const eventFor = (orderId: string, amountCents: number, payerPhone: string): SandboxEvent | undefined => {
    const outcome = sandboxAnswerFor(payerPhone);
    if (outcome === 'none') return undefined;
    return {
      id: `evt_${randomUUID()}`,
      type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
      data: { orderId, amount: euros(amountCents), currency: 'EUR' },
    };
  };

  /**
   * Answers a payment this process started, knowing its order: one statement when it is still pending and as
   * started (the usual case), else the claim below, which decides as before.
   */
  async function answerExpected(paymentId: string, expected: ExpectedPayment): Promise<void> {
    const event = eventFor(expected.orderId, expected.amountCents, expected.payerPhone);
    if (event) {
      const queued = await answerStarted(db).execute({
        paymentId,
        answeredAt: new Date(),
        ...expected,
        jobId: newId(),
        kind: SANDBOX_WEBHOOK_JOB,
        payload: JSON.stringify({ event }),
        runAt: new Date().toISOString(),
      });
      if (queued.length > 0) {
        jobs.flush();
        return;
      }
    }
    await answer(paymentId);
  }

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
      const event = eventFor(claimed.orderId, claimed.amountCents, claimed.payerPhone ?? '');
      if (!event) return false;
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
    const { status, ok } = await requestStatus(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-teranga-signature': signPayload(secret, body) },
      body,
      timeoutMs: 10_000,
    });
    if (!ok) {
      log.warn(paymentLogMessages.sandboxWebhookRefused(status));
      throw new Error(`webhook answered ${status}`);
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
    /**
     * Answers at `answerAt` from this process (the sweeper catches it after a restart); `expected`, the order as the
     * payment started, lets the usual answer take one statement.
     */
    schedule(paymentId: string, answerAt: Date, expected?: ExpectedPayment): void {
      later(Math.max(0, answerAt.getTime() - Date.now()), () =>
        expected ? answerExpected(paymentId, expected) : answer(paymentId),
      );
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
