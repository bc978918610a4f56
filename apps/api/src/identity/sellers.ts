import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { type SellerStatus, users } from '../db/schema.js';
import { fail, type IdentityContext } from './context.js';
import { identityMessages as m } from './messages.js';
import { findUserByIdOrEmail, toPublicUser, type UserRow } from './users.js';

export const SELLER_STATUSES: readonly SellerStatus[] = ['pending', 'approved', 'rejected'];

/** Seller accounts, newest first, optionally only those with one validation status. */
export function listSellers(db: Database, status?: SellerStatus): Promise<UserRow[]> {
  const sellers = eq(users.role, 'seller');
  return db
    .select()
    .from(users)
    .where(status ? and(sellers, eq(users.sellerStatus, status)) : sellers)
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** Staff decision on a seller found by id or email; undefined when no seller matches. */
export async function setSellerStatus(
  db: Database,
  idOrEmail: string,
  status: SellerStatus,
): Promise<UserRow | undefined> {
  const seller = await findUserByIdOrEmail(db, idOrEmail);
  if (seller?.role !== 'seller') return undefined;
  const [updated] = await db
    .update(users)
    .set({ sellerStatus: status, updatedAt: new Date() })
    .where(eq(users.id, seller.id))
    .returning();
  return updated;
}

/** GET /admin/sellers and PUT /admin/sellers/{id}/status; the security handler lets only admins through. */
export function createSellerValidationHandlers(ctx: IdentityContext) {
  const { db } = ctx.database;
  return {
    async listSellers(request: FastifyRequest) {
      const { status } = request.query as { status?: SellerStatus };
      const sellers = await listSellers(db, status);
      return { success: true, data: { sellers: sellers.map(toPublicUser) } };
    },

    async setSellerStatus(request: FastifyRequest, reply: FastifyReply) {
      const { id } = request.params as { id: string };
      const { status } = request.body as { status: SellerStatus };
      const updated = await setSellerStatus(db, id, status);
      if (!updated) return fail(reply, 404, m.sellerNotFound);
      request.log.info(
        { sellerId: updated.id, status, by: request.authSession?.user.id },
        'Statut vendeur modifié',
      );
      return { success: true, message: m.sellerStatusUpdated[status], data: { user: toPublicUser(updated) } };
    },
  };
}
