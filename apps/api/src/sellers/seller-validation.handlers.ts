import { identityMessages as m, operatorMessages } from '@teranga/messages';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { toStaffSellerView } from './seller.mapper.js';
import { listSellers, setSellerStatus } from './seller-status.queries.js';

/** GET /admin/sellers and PUT /admin/sellers/{id}/status; the security handler lets only admins through. */
export function createSellerValidationHandlers(
  ctx: ServiceContext,
): Handlers<'listSellers' | 'setSellerStatus'> {
  const { db } = ctx.database;
  return {
    async listSellers(request) {
      const sellers = await listSellers(db, request.query.status);
      return ok({ sellers: sellers.map(toStaffSellerView) });
    },

    async setSellerStatus(request) {
      const { id } = request.params;
      const { status, reason } = request.body;
      const updated = await setSellerStatus(db, id, status, reason);
      if (!updated) throw new HttpError(404, m.sellerNotFound);
      request.log.info(
        { sellerId: updated.id, status, by: request.authSession?.user.id },
        operatorMessages.logs.sellerStatusChanged,
      );
      return ok({ user: toStaffSellerView(updated) }, m.sellerStatusUpdated[status]);
    },
  };
}
