import { formatCfa } from '@teranga/headless';
import { payoutMessages as m } from '@teranga/messages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { euros } from '../catalogue/index.js';
import type { Database, Queryable, Transaction } from '../db/client.js';
import { ledgerEntries, type PayoutStatus, payouts, users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import { newId } from '../lib/ids.js';
import type { PaymentProvider, PayoutResult } from '../payments/provider.js';
import { ProviderRefusedError, xofOf } from '../payments/provider-http.js';

// Payouts to sellers (issue 27, DESIGN.md Ledger and Jobs): staff ask, and in the same transaction the payout row
// is recorded and the seller's ledger debited (a `payout` line). Any instance then claims due payouts (SKIP LOCKED)
// and asks the provider (Wave's payout API, or the sandbox) with the payout's idempotency key, so asking again after
// a crash or a lost answer pays once. A refusal marks it failed and credits the balance back (`payout-reversal`,
// unique per payout); an unanswered or `processing` payout is asked again after a back-off, never given up on: the
// money may have left, so only the provider's word ends it.

export type PayoutRow = typeof payouts.$inferSelect;

/** The back-off between two asks of the same payout: 30 s, doubling, at most an hour. */
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 3600;

const balanceOf = async (tx: Queryable, sellerId: string): Promise<number> => {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.netCents}), 0)::bigint` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId));
  return Number(row?.cents ?? 0);
};

/** Which unique index a violation hit (pg and PGlite both name it in `constraint`). */
function constraintOf(error: unknown): string | undefined {
  const read = (value: unknown): unknown =>
    typeof value === 'object' && value !== null ? (value as { constraint?: unknown }).constraint : undefined;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const found = read(error) ?? read(cause);
  return typeof found === 'string' ? found : undefined;
}

export interface PayoutAsk {
  sellerId: string;
  /** EUR cents; the whole balance when absent. */
  amountCents?: number;
  requestedBy: string;
  /** The provider that pays (wave, or the sandbox); undefined: none can. */
  provider: string | undefined;
  /** The provider's idempotency key: the payout's id, or `<failed payout's id>-retry` for a retry. */
  key?: string;
}

/**
 * Records a payout and debits the ledger in one transaction. 404: no such seller; 409: no payout number, no
 * provider, nothing to pay, more than the balance, or a payout already in flight (the unique partial index
 * `payouts_in_flight_key` is the guarantee; the check before it only chooses the words).
 */
export async function requestPayout(db: Database, ask: PayoutAsk): Promise<PayoutRow> {
  const [seller] = await db
    .select({ id: users.id, role: users.role, payoutPhone: users.payoutPhone })
    .from(users)
    .where(eq(users.id, ask.sellerId));
  if (seller?.role !== 'seller') throw new HttpError(404, m.sellerNotFound);
  const phone = seller.payoutPhone;
  if (!phone) throw new HttpError(409, m.noPhone);
  const provider = ask.provider;
  if (!provider) throw new HttpError(409, m.noProvider);
  try {
    return await db.transaction(async (tx: Transaction) => {
      const [inFlight] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.sellerId, ask.sellerId), inArray(payouts.status, ['pending', 'processing'])));
      if (inFlight) throw new HttpError(409, m.inFlight);
      const balance = await balanceOf(tx, ask.sellerId);
      if (balance <= 0) throw new HttpError(409, m.nothingToPay);
      const amountCents = ask.amountCents ?? balance;
      if (amountCents > balance) throw new HttpError(409, m.moreThanBalance(formatCfa(balance / 100)));
      const amountXof = xofOf(amountCents);
      if (amountXof < 1) throw new HttpError(409, m.tooSmall);
      const id = newId();
      const [payout] = await tx
        .insert(payouts)
        .values({
          id,
          sellerId: ask.sellerId,
          amountCents,
          amountXof,
          phone,
          provider,
          idempotencyKey: ask.key ?? id,
          requestedBy: ask.requestedBy,
          nextAttemptAt: sql`now()`,
        })
        .returning();
      if (!payout) throw new Error('payout not recorded');
      await tx.insert(ledgerEntries).values({
        sellerId: ask.sellerId,
        payoutId: payout.id,
        kind: 'payout',
        amountCents: -amountCents,
        commissionCents: 0,
        netCents: -amountCents,
      });
      return payout;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(
        409,
        constraintOf(error) === 'payouts_idempotency_key' ? m.alreadyRetried : m.inFlight,
      );
    }
    throw error;
  }
}

/** A failed payout asked again: a new payout of its amount to the seller's current number, once per failed one. */
export async function retryPayout(
  db: Database,
  id: string,
  ask: Pick<PayoutAsk, 'requestedBy' | 'provider'>,
): Promise<PayoutRow> {
  const [failed] = await db.select().from(payouts).where(eq(payouts.id, id));
  if (!failed) throw new HttpError(404, m.payoutNotFound);
  if (failed.status !== 'failed') throw new HttpError(409, m.notFailed);
  return requestPayout(db, {
    ...ask,
    sellerId: failed.sellerId,
    amountCents: failed.amountCents,
    key: `${failed.id}-retry`,
  });
}

/** Marks a payout refused (with the provider's words) and credits its amount back to the balance, once. */
async function fail(db: Database, payoutId: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payouts)
      .set({ status: 'failed', lastError: reason.slice(0, 500), nextAttemptAt: null, settledAt: new Date() })
      .where(and(eq(payouts.id, payoutId), inArray(payouts.status, ['pending', 'processing'])))
      .returning();
    if (!failed) return false;
    await tx
      .insert(ledgerEntries)
      .values({
        sellerId: failed.sellerId,
        payoutId: failed.id,
        kind: 'payout-reversal',
        amountCents: failed.amountCents,
        commissionCents: 0,
        netCents: failed.amountCents,
      })
      .onConflictDoNothing();
    return true;
  });
}

export interface PayoutsDeps {
  db: Database;
  providerNamed(name: string): PaymentProvider | undefined;
  log: FastifyBaseLogger;
}

export function createPayouts({ db, providerNamed, log }: PayoutsDeps) {
  /** Asks the provider for one claimed payout and records its answer. */
  async function send(payout: PayoutRow): Promise<void> {
    const provider = providerNamed(payout.provider);
    let result: PayoutResult;
    try {
      if (!provider?.payout) throw new ProviderRefusedError(payout.provider, 0, 'no payout API');
      result = await provider.payout({
        payoutId: payout.idempotencyKey,
        amountCents: payout.amountCents,
        currency: 'EUR',
        mobile: payout.phone,
        reason: m.reason,
      });
    } catch (error) {
      // A refusal is final; anything else (no answer, a 5xx, an unreadable answer) may have paid: ask again later
      // with the same key.
      if (error instanceof ProviderRefusedError) {
        log.warn({ err: error, payoutId: payout.id }, m.refused);
        await fail(db, payout.id, error.message);
      } else {
        log.warn({ err: error, payoutId: payout.id }, m.unanswered);
        await db
          .update(payouts)
          .set({ lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
          .where(eq(payouts.id, payout.id));
      }
      return;
    }
    if (result.status === 'failed') {
      log.warn({ payoutId: payout.id }, m.refused);
      await fail(db, payout.id, result.error ?? m.refused);
      return;
    }
    const done = result.status === 'succeeded';
    await db
      .update(payouts)
      .set({
        status: result.status,
        providerReference: result.providerReference,
        lastError: null,
        ...(done ? { settledAt: new Date(), nextAttemptAt: null } : {}),
      })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, ['pending', 'processing'])));
  }

  /** Claims the due payouts (SKIP LOCKED: two instances never take the same), pushes their next ask back, sends. */
  async function processDue(): Promise<void> {
    const claimed = await db
      .update(payouts)
      .set({
        attempts: sql`${payouts.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => least(${LONGEST_WAIT_SECONDS},
          ${FIRST_WAIT_SECONDS} * power(2, least(${payouts.attempts}, 12))))`,
      })
      .where(
        inArray(
          payouts.id,
          sql`(select ${payouts.id} from ${payouts} where ${payouts.status} in ('pending', 'processing')
            and ${payouts.nextAttemptAt} <= now() order by ${payouts.nextAttemptAt} limit 20 for update skip locked)`,
        ),
      )
      .returning();
    for (const payout of claimed) await send(payout);
  }

  let running: Promise<void> | undefined;
  let again = false;
  return {
    processDue,
    /** Sends due payouts now (right after staff ask) rather than at the next sweep. */
    flush(): void {
      again = true;
      if (running) return;
      running = (async () => {
        while (again) {
          again = false;
          await processDue();
        }
      })()
        .catch((error: unknown) => log.warn({ err: error }, m.sweepFailed))
        .finally(() => {
          running = undefined;
        });
    },
    async settled(): Promise<void> {
      await running;
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;

/** Payouts with the seller's name and email beside them (staff's list). */
const staffPayouts = (db: Queryable) =>
  db
    .select({ payout: payouts, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.sellerId));

export function listPayouts(db: Queryable, status: PayoutStatus | undefined) {
  return staffPayouts(db)
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(200);
}

export async function findStaffPayout(db: Queryable, id: string) {
  return (await staffPayouts(db).where(eq(payouts.id, id)))[0];
}

/** A seller's own payouts, newest first, and their payout number. */
export async function sellerPayouts(db: Queryable, sellerId: string) {
  const [[seller], rows] = await Promise.all([
    db.select({ payoutPhone: users.payoutPhone }).from(users).where(eq(users.id, sellerId)),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(100),
  ]);
  return { payoutPhone: seller?.payoutPhone ?? null, payouts: rows };
}

export const payoutJson = (payout: PayoutRow) => ({
  _id: payout.id,
  id: payout.id,
  amount: euros(payout.amountCents),
  amountXof: payout.amountXof,
  phone: payout.phone,
  status: payout.status,
  provider: payout.provider,
  attempts: payout.attempts,
  lastError: payout.lastError,
  createdAt: payout.createdAt.toISOString(),
  settledAt: payout.settledAt?.toISOString() ?? null,
});

export const staffPayoutJson = (row: NonNullable<Awaited<ReturnType<typeof findStaffPayout>>>) => ({
  ...payoutJson(row.payout),
  sellerId: row.payout.sellerId,
  sellerName: `${row.firstName} ${row.lastName}`.trim(),
  sellerEmail: row.email,
});
