import { orderMessages } from '@teranga/messages';
import { euros } from '../catalogue/index.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import type { Payments } from './payments.js';
import { rawBodyOf } from './raw-body.js';
import { findStaffRefund, listRefunds, retryRefund } from './refunds.js';

type StaffRefund = NonNullable<Awaited<ReturnType<typeof findStaffRefund>>>;

function toStaffRefundJson({ refund, orderNumber, customerEmail, sellerId }: StaffRefund) {
  return {
    _id: refund.id,
    id: refund.id,
    orderId: refund.orderId,
    orderNumber,
    customerEmail,
    sellerId,
    partId: refund.partId,
    amount: euros(refund.amountCents),
    status: refund.status,
    reason: refund.reason,
    returnId: refund.returnId,
    attempts: refund.attempts,
    lastError: refund.lastError,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  };
}

/** The providers' webhook, and staff's view of refunds (the security handler lets only admins reach /admin). */
export function createPaymentHandlers(
  { database }: ServiceContext,
  { payments }: { payments: Payments },
): Handlers<'receivePaymentWebhook' | 'listPaymentMethods' | 'listRefunds' | 'retryRefund'> {
  const { db } = database;
  return {
    async receivePaymentWebhook(request, reply) {
      try {
        const answer = await payments.receive(request.params.provider, {
          rawBody: rawBodyOf(request),
          headers: request.headers,
        });
        return { success: true, message: answer.message };
      } catch (error) {
        // The provider could not confirm the notification now: it delivers again later.
        if (error instanceof HttpError && error.statusCode === 503) reply.header('retry-after', '5');
        throw error;
      }
    },

    async listPaymentMethods() {
      return ok({ methods: payments.methods() });
    },

    async listRefunds(request) {
      const rows = await listRefunds(db, request.query.status);
      return ok({ refunds: rows.map(toStaffRefundJson) });
    },

    async retryRefund(request) {
      const retried = await retryRefund(db, request.params.id);
      if (!retried) throw new HttpError(404, orderMessages.refundNotFound);
      if (retried === 'not-failed') throw new HttpError(409, orderMessages.refundNotFailed);
      payments.refunds.flush();
      const row = await findStaffRefund(db, retried.id);
      if (!row) throw new HttpError(404, orderMessages.refundNotFound);
      return ok(toStaffRefundJson(row), orderMessages.refundRetried);
    },
  };
}
