import { and, eq, inArray, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { orderEvents, orderLines, orderParts, orders } from '../db/schema.js';
import { creditParts } from '../ledger/ledger.js';
import { newId } from '../lib/ids.js';
import { countSold, giveBackStock } from '../stock/stock.js';

export type PaymentOutcome = 'paid' | 'failed' | 'expired';
/** The order a settlement changed (only its id: its callers ask whether it settled). */
type SettledOrder = { id: string };

type PartToCredit = { id: string; orderId: string; sellerId: string | null; subtotalCents: number };
interface PreparedPaid {
  execute(params: { orderId: string; now: Date; eventId: string }): Promise<
    {
      id: string;
      parts: PartToCredit[] | null;
      lines: { productId: string; quantity: number }[] | null;
    }[]
  >;
}
/**
 * A payment's success in one statement, prepared once per database (issue 30): the order moves to processing only
 * while pending (no row: nothing settled), its `paid` event is recorded, its pending parts move to processing, and
 * every part of the order (for the ledger) and every line (for the sold counts) is read back. The reads see the rows
 * as they were before the statement, and only columns it leaves alone.
 */
/** A column's name alone, to qualify it by hand (Drizzle leaves a one-table select's columns unqualified). */
const col = (column: { name: string }) => sql.identifier(column.name);

const settlePaid = preparedOnce('settle_paid', (db, name) => {
  const settled = db.$with('settled').as(
    db
      .update(orders)
      .set({
        paymentStatus: 'paid',
        status: 'processing',
        paidAt: sql.placeholder('now') as unknown as Date,
        updatedAt: sql.placeholder('now') as unknown as Date,
      })
      .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.paymentStatus, 'pending')))
      .returning({ id: orders.id }),
  );
  const paidEvent = db.$with('paid_event', { id: orderEvents.id }).as(
    sql`insert into ${orderEvents} (${sql.identifier(orderEvents.id.name)}, ${sql.identifier(orderEvents.orderId.name)}, ${sql.identifier(orderEvents.type.name)})
      select ${sql.placeholder('eventId')}, ${sql.identifier('id')}, 'paid' from ${settled}
      returning ${orderEvents.id}`,
  );
  const moved = db.$with('moved').as(
    db
      .update(orderParts)
      .set({
        status: 'processing',
        paidAt: sql.placeholder('now') as unknown as Date,
        updatedAt: sql.placeholder('now') as unknown as Date,
      })
      .where(
        and(
          inArray(orderParts.orderId, sql`(select ${sql.identifier('id')} from ${settled})`),
          inArray(orderParts.status, ['pending']),
        ),
      )
      .returning({ id: orderParts.id }),
  );
  // The CTE's id, qualified: inside the subqueries below an unqualified "id" would be the part's or the line's.
  const settledId = sql`${sql.identifier('settled')}.${sql.identifier('id')}`;
  return db
    .with(settled, paidEvent, moved)
    .select({
      id: settled.id,
      parts: sql`(select json_agg(json_build_object('id', p.${col(orderParts.id)}, 'orderId', p.${col(orderParts.orderId)},
        'sellerId', p.${col(orderParts.sellerId)}, 'subtotalCents', p.${col(orderParts.subtotalCents)}) order by p.${col(orderParts.id)})
        from ${orderParts} p where p.${col(orderParts.orderId)} = ${settledId})`,
      lines: sql`(select json_agg(json_build_object('productId', l.${col(orderLines.productId)}, 'quantity', l.${col(orderLines.quantity)})
        order by l.${col(orderLines.position)}) from ${orderLines} l where l.${col(orderLines.orderId)} = ${settledId})`,
    })
    .from(settled)
    .prepare(name) as unknown as PreparedPaid;
});

const isTransaction = (db: Database | Transaction): db is Transaction => is(db, PgTransaction);

/**
 * Settles a pending payment, once: the UPDATE only matches while the payment is pending, so a second event (a
 * replay, the same event at another instance, a failure after a success, the sweeper racing a webhook) changes
 * nothing and answers undefined. Paid: every part is processing, sold units counted, each seller's part credited in
 * the ledger. Failed or expired: every part cancelled, stock given back.
 */
export async function settlePayment(
  db: Database | Transaction,
  orderId: string,
  outcome: PaymentOutcome,
  commissionPercent: number,
): Promise<SettledOrder | undefined> {
  const run = async (tx: Transaction): Promise<SettledOrder | undefined> => {
    const now = new Date();
    const paid = outcome === 'paid';
    if (paid) {
      const [settled] = await settlePaid(tx).execute({ orderId, now, eventId: newId() });
      if (!settled) return undefined;
      await countSold(tx, settled.lines ?? []);
      await creditParts(tx, settled.parts ?? [], commissionPercent);
      return { id: settled.id };
    }
    // Failed or expired: the order and its pending parts are cancelled, their stock given back.
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: outcome, status: 'cancelled', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
      .returning({ id: orders.id });
    if (!order) return undefined;
    await tx
      .update(orderParts)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(orderParts.orderId, orderId), inArray(orderParts.status, ['pending'])));
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await tx.insert(orderEvents).values([
      { orderId, type: outcome === 'failed' ? 'payment-failed' : 'payment-expired' },
      { orderId, type: 'cancelled' },
    ]);
    await giveBackStock(tx, lines);
    return order;
  };
  // Inside a caller's transaction (the webhook records its event id in the same one; an error there rolls it all
  // back, so a savepoint would only cost two statements), or in its own.
  return isTransaction(db) ? run(db) : db.transaction(run);
}
