import { sellerDecisionRefusal } from '@teranga/headless';
import { identityMessages as m, operatorMessages } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import { toPublicUser } from '../identity/user.mapper.js';
import { findUserById } from '../identity/users.queries.js';
import { toStaffSellerView } from './seller.mapper.js';
import { listSellers, reapplyAsSeller, setSellerStatus } from './seller-status.queries.js';

/**
 * GET /admin/sellers and PUT /admin/sellers/{id}/status (the security handler lets only admins through), and
 * POST /auth/seller-application, a refused seller's new request.
 */
export function createSellerValidationHandlers(
  ctx: ServiceContext,
): Handlers<'listSellers' | 'setSellerStatus' | 'reapplySeller'> {
  const { db } = ctx.database;
  return {
    async listSellers(request) {
      const sellers = await listSellers(db, request.query.status);
      return ok({ sellers: sellers.map(toStaffSellerView) });
    },

    async setSellerStatus(request) {
      const { id } = request.params;
      const { status, reason } = request.body;
      const refusal = sellerDecisionRefusal(status, reason);
      if (refusal) throw new HttpError(400, refusal);
      const updated = await setSellerStatus(db, id, status, reason);
      if (!updated) throw new HttpError(404, m.sellerNotFound);
      request.log.info(
        { sellerId: updated.id, status, by: request.authSession?.user.id },
        operatorMessages.logs.sellerStatusChanged,
      );
      return ok({ user: toStaffSellerView(updated) }, m.sellerStatusUpdated[status]);
    },

    async reapplySeller(request) {
      const { user } = sessionOf(request);
      if (user.role !== 'seller') throw new HttpError(403, m.sellerOnly);
      const updated = await reapplyAsSeller(db, user.id);
      if (updated) return ok({ user: toPublicUser(updated) }, m.sellerReapplied);
      // Not refused (any more, if staff decided meanwhile): say where the account stands now.
      const now = (await findUserById(db, user.id))?.sellerStatus ?? user.sellerStatus;
      const status = now === 'approved' || now === 'suspended' ? now : 'pending';
      throw new HttpError(409, m.reapplyRefused[status]);
    },
  };
}
