import { euros } from '../catalogue/index.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import { type LedgerTotalsCents, sellerBalances, sellerLedger } from './ledger.js';

const totalsJson = (totals: LedgerTotalsCents) => ({
  balance: euros(totals.balanceCents),
  commission: euros(totals.commissionCents),
  sales: euros(totals.salesCents),
  refunds: euros(totals.refundsCents),
  payouts: euros(totals.payoutsCents),
});

/** GET /seller/ledger (the caller's own, an admin's is empty) and staff's GET /admin/balances. */
export function createLedgerHandlers({
  config,
  database,
}: ServiceContext): Handlers<'getSellerLedger' | 'listSellerBalances'> {
  const { db } = database;
  return {
    async getSellerLedger(request) {
      const { user } = sessionOf(request);
      const { page = 1, limit = 20 } = request.query;
      const ledger = await sellerLedger(db, user.id, { page, limit });
      return ok({
        ...totalsJson(ledger.totals),
        commissionPercent: config.payments.commissionPercent,
        entries: ledger.entries.map(({ entry, orderNumber }) => ({
          _id: entry.id,
          id: entry.id,
          kind: entry.kind,
          orderNumber,
          partId: entry.partId,
          payoutId: entry.payoutId,
          amount: euros(entry.amountCents),
          commission: euros(entry.commissionCents),
          net: euros(entry.netCents),
          createdAt: entry.createdAt.toISOString(),
        })),
        pagination: { page, limit, total: ledger.total, pages: Math.ceil(ledger.total / limit) },
      });
    },

    async listSellerBalances() {
      const balances = await sellerBalances(db);
      return ok({
        balances: balances.map(({ seller, totals, openParts, flaggedParts }) => ({
          sellerId: seller.id,
          name: `${seller.firstName} ${seller.lastName}`.trim(),
          email: seller.email,
          sellerStatus: seller.sellerStatus,
          openParts,
          flaggedParts,
          ...totalsJson(totals),
        })),
      });
    },
  };
}
