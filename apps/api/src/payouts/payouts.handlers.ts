import { isValidSenegalPhone, normalizePayerPhone } from '@teranga/headless';
import { payoutMessages as m } from '@teranga/messages';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import type { Payments } from '../payments/payments.js';
import {
  findStaffPayout,
  listPayouts,
  payoutJson,
  requestPayout,
  retryPayout,
  sellerPayouts,
  staffPayoutJson,
} from './payouts.js';

/** Staff pay sellers (POST /admin/sellers/{id}/payouts, retry, « Versements »); sellers read theirs and set their number. */
export function createPayoutHandlers(
  { database }: ServiceContext,
  { payments }: { payments: Payments },
): Handlers<'createPayout' | 'listPayouts' | 'retryPayout' | 'getSellerPayouts' | 'setPayoutPhone'> {
  const { db } = database;

  async function answer(id: string) {
    payments.payouts.flush();
    const row = await findStaffPayout(db, id);
    if (!row) throw new HttpError(404, m.payoutNotFound);
    return staffPayoutJson(row);
  }

  return {
    async createPayout(request, reply) {
      const { user } = sessionOf(request);
      const amount = request.body?.amount;
      const payout = await requestPayout(db, {
        sellerId: request.params.id,
        ...(amount === undefined ? {} : { amountCents: Math.round(amount * 100) }),
        requestedBy: user.id,
        provider: payments.payoutProviderName(),
      });
      reply.code(201);
      return ok(await answer(payout.id), m.requested);
    },

    async listPayouts(request) {
      const rows = await listPayouts(db, request.query.status);
      return ok({ payouts: rows.map(staffPayoutJson) });
    },

    async retryPayout(request, reply) {
      const { user } = sessionOf(request);
      const payout = await retryPayout(db, request.params.id, {
        requestedBy: user.id,
        provider: payments.payoutProviderName(),
      });
      reply.code(201);
      return ok(await answer(payout.id), m.retried);
    },

    async getSellerPayouts(request) {
      const { user } = sessionOf(request);
      const mine = await sellerPayouts(db, user.id);
      return ok({ payoutPhone: mine.payoutPhone, payouts: mine.payouts.map(payoutJson) });
    },

    async setPayoutPhone(request) {
      const { user } = sessionOf(request);
      // A request without a body (no content type) reaches here without one: the same refusal as a wrong number.
      const typed = (request.body as { payoutPhone?: unknown } | undefined)?.payoutPhone;
      if (typeof typed !== 'string' || !isValidSenegalPhone(typed)) throw new HttpError(400, m.phoneInvalid);
      const payoutPhone = normalizePayerPhone(typed);
      await db.update(users).set({ payoutPhone, updatedAt: new Date() }).where(eq(users.id, user.id));
      return ok({ payoutPhone }, m.phoneSaved);
    },
  };
}
