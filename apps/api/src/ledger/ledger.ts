import { isSellerHidden } from '@teranga/headless';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { ledgerEntries, orderParts, orders, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';

// What the shop owes each seller (DESIGN.md, Ledger): append-only lines, one `sale` when a part is paid and one
// `refund` when a paid part is cancelled, unique per part and kind so that a replay never counts twice; one `payout`
// when staff pay the seller and one `payout-reversal` if the provider refuses it, unique per payout and kind
// (payouts/payouts.ts). A balance is always a sum of these lines.

/** The shop's commission on `amountCents`, rounded to the cent (half up). */
export const commissionOf = (amountCents: number, percent: number): number =>
  Math.round((amountCents * percent) / 100);

type PartToCredit = { id: string; orderId: string; sellerId: string | null; subtotalCents: number };

/** The `sale` line of a paid part: its subtotal minus the commission (none for the shop's own products). */
function saleLineOf(part: PartToCredit, percent: number) {
  if (!part.sellerId) return [];
  const commissionCents = commissionOf(part.subtotalCents, percent);
  return [
    {
      sellerId: part.sellerId,
      orderId: part.orderId,
      partId: part.id,
      kind: 'sale' as const,
      amountCents: part.subtotalCents,
      commissionCents,
      netCents: part.subtotalCents - commissionCents,
    },
  ];
}

/** The columns a part's `sale` line is made from: none of them moves when the part is paid. */
export const partColumns = {
  id: orderParts.id,
  orderId: orderParts.orderId,
  sellerId: orderParts.sellerId,
  subtotalCents: orderParts.subtotalCents,
};

/**
 * Credits every seller part of a paid order (read with partColumns by the caller, in the statement that marks them
 * paid, payments/settlement.ts): its subtotal minus the commission, once each.
 */
export async function creditParts(tx: Transaction, parts: PartToCredit[], percent: number): Promise<void> {
  const lines = parts.flatMap((part) => saleLineOf(part, percent));
  const [only] = lines;
  // One seller's part, the usual paid order: a statement prepared once per database (issue 30).
  if (lines.length === 1 && only) await insertSaleLine(tx).execute({ id: newId(), ...only });
  else if (lines.length > 0) await tx.insert(ledgerEntries).values(lines).onConflictDoNothing();
}

const insertSaleLine = preparedOnce('ledger_sale_line', (db, name) =>
  db
    .insert(ledgerEntries)
    .values({
      id: sql.placeholder('id'),
      sellerId: sql.placeholder('sellerId'),
      orderId: sql.placeholder('orderId'),
      partId: sql.placeholder('partId'),
      kind: 'sale',
      amountCents: sql.placeholder('amountCents'),
      commissionCents: sql.placeholder('commissionCents'),
      netCents: sql.placeholder('netCents'),
    })
    .onConflictDoNothing()
    .prepare(name),
);

/** Credits one part paid on its own (cash on delivery: its seller recorded the cash), once. */
export async function creditPaidPart(tx: Transaction, partId: string, percent: number): Promise<void> {
  const [part] = await tx.select(partColumns).from(orderParts).where(eq(orderParts.id, partId));
  const lines = part ? saleLineOf(part, percent) : [];
  if (lines.length > 0) await tx.insert(ledgerEntries).values(lines).onConflictDoNothing();
}

/** Debits what a part's sale credited, once (a part that was never credited, or the shop's own, debits nothing). */
export async function debitRefundedPart(tx: Transaction, partId: string): Promise<void> {
  const [sale] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.partId, partId), eq(ledgerEntries.kind, 'sale')));
  if (!sale) return;
  await tx
    .insert(ledgerEntries)
    .values({
      sellerId: sale.sellerId,
      orderId: sale.orderId,
      partId,
      kind: 'refund',
      amountCents: -sale.amountCents,
      commissionCents: -sale.commissionCents,
      netCents: -sale.netCents,
    })
    .onConflictDoNothing();
}

/**
 * Debits what some returned lines of a paid part credited (issue 28, returns): their amount and the same share of
 * the sale's commission, once per return (a part may have several returns, each debited once).
 */
export async function debitReturnedLines(
  tx: Transaction,
  returned: { partId: string; returnId: string; amountCents: number },
): Promise<void> {
  const [sale] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.partId, returned.partId), eq(ledgerEntries.kind, 'sale')));
  if (!sale || sale.amountCents <= 0) return;
  const amountCents = Math.min(returned.amountCents, sale.amountCents);
  const commissionCents = Math.round((sale.commissionCents * amountCents) / sale.amountCents);
  await tx
    .insert(ledgerEntries)
    .values({
      sellerId: sale.sellerId,
      orderId: sale.orderId,
      partId: returned.partId,
      returnId: returned.returnId,
      kind: 'refund',
      amountCents: -amountCents,
      commissionCents: -commissionCents,
      netCents: -(amountCents - commissionCents),
    })
    .onConflictDoNothing();
}

export interface LedgerTotalsCents {
  balanceCents: number;
  commissionCents: number;
  salesCents: number;
  refundsCents: number;
  /** Paid out to the seller: payouts asked minus those the provider refused (credited back). */
  payoutsCents: number;
}

const totalsColumns = {
  balanceCents: sql<number>`coalesce(sum(${ledgerEntries.netCents}), 0)::bigint`,
  commissionCents: sql<number>`coalesce(sum(${ledgerEntries.commissionCents}), 0)::bigint`,
  salesCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'sale'), 0)::bigint`,
  refundsCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'refund'), 0)::bigint`,
  payoutsCents: sql<number>`coalesce(-sum(${ledgerEntries.netCents}) filter (where ${ledgerEntries.kind} in ('payout', 'payout-reversal')), 0)::bigint`,
};

const asTotals = (row: Record<keyof LedgerTotalsCents, unknown> | undefined): LedgerTotalsCents => ({
  balanceCents: Number(row?.balanceCents ?? 0),
  commissionCents: Number(row?.commissionCents ?? 0),
  salesCents: Number(row?.salesCents ?? 0),
  refundsCents: Number(row?.refundsCents ?? 0),
  payoutsCents: Number(row?.payoutsCents ?? 0),
});

/** A seller's totals and one page of their lines, newest first, with each line's order number. */
export async function sellerLedger(db: Queryable, sellerId: string, page: { page: number; limit: number }) {
  const mine = eq(ledgerEntries.sellerId, sellerId);
  const [[totals], [total], entries] = await Promise.all([
    db.select(totalsColumns).from(ledgerEntries).where(mine),
    db.select({ n: count() }).from(ledgerEntries).where(mine),
    db
      .select({ entry: ledgerEntries, orderNumber: orders.number })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(mine)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
  ]);
  return { totals: asTotals(totals), total: Number(total?.n ?? 0), entries };
}

/** Every seller who has a ledger line or an open part: totals, open parts and flagged ones (refused or suspended). */
export async function sellerBalances(db: Queryable) {
  const totals = await db
    .select({ sellerId: ledgerEntries.sellerId, ...totalsColumns })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.sellerId);
  const open = await db
    .select({ sellerId: orderParts.sellerId, n: count() })
    .from(orderParts)
    .where(
      and(inArray(orderParts.status, ['pending', 'processing']), sql`${orderParts.sellerId} is not null`),
    )
    .groupBy(orderParts.sellerId);
  const ids = [
    ...new Set([...totals.map((row) => row.sellerId), ...open.map((row) => row.sellerId as string)]),
  ];
  if (ids.length === 0) return [];
  const sellers = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      sellerStatus: users.sellerStatus,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return sellers
    .map((seller) => {
      const openParts = Number(open.find((row) => row.sellerId === seller.id)?.n ?? 0);
      const hidden = isSellerHidden(seller.sellerStatus);
      return {
        seller,
        totals: asTotals(totals.find((row) => row.sellerId === seller.id)),
        openParts,
        flaggedParts: hidden ? openParts : 0,
      };
    })
    .sort(
      (a, b) => b.totals.balanceCents - a.totals.balanceCents || a.seller.email.localeCompare(b.seller.email),
    );
}
