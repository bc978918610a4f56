import { returnWindowRefusal } from '@teranga/headless';
import { mediaMessages, orderMessages, returnRuleTexts as texts } from '@teranga/messages';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import {
  type OrderEventType,
  orderEvents,
  orderLines,
  orderParts,
  orders,
  returnRequests,
} from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import type { UserRow } from '../identity/user.mapper.js';
import { debitReturnedLines } from '../ledger/ledger.js';
import { storeProductImage } from '../media/image-intake.js';
import { mediaStorageFor } from '../media/media-storage.js';
import { readMultipartForm } from '../media/multipart.js';
import { giveBackStock } from '../stock/stock.js';
import { toReturnJson } from './return.mapper.js';
import type { ReturnMailer } from './return-mails.js';
import {
  askedUnits,
  deliveredAtOf,
  findReturnRecord,
  listReturns,
  type ReturnRow,
} from './returns.queries.js';
import {
  assertReceivable,
  assertStaffMayDecide,
  assertUndecided,
  checkReason,
  checkReturnLines,
  checkReturnPhotos,
  stepMessage,
} from './returns.rules.js';

type ReturnOperation =
  | 'listOrderReturns'
  | 'createReturn'
  | 'uploadReturnPhoto'
  | 'listSellerReturns'
  | 'acceptReturn'
  | 'refuseReturn'
  | 'receiveReturn'
  | 'listStaffReturns'
  | 'decideReturn';

/**
 * What a received return asks of the payment side: refund exactly its lines through the provider that took the
 * money. A port like orders' RefundRequester: app.ts wires the payments module in, neither imports the other.
 */
export interface ReturnRefunds {
  requestRefund(
    tx: Transaction,
    refund: { orderId: string; partId: string; returnId: string; amountCents: number },
  ): Promise<void>;
  /** Asks the provider for the refunds just recorded, once their transaction has committed. */
  flush(): void;
}

export interface ReturnDeps {
  refunds: ReturnRefunds;
  mails: ReturnMailer;
  /** Runs the jobs (mails) a step enqueued, once it has committed. */
  flushJobs(): void;
}

const isStaff = (user: UserRow): boolean => user.role === 'admin';
/** The form field of POST /api/returns/photos (the product upload's). */
const IMAGE_FIELD = 'image';

export function createReturnHandlers(
  context: ServiceContext,
  { refunds, mails, flushJobs }: ReturnDeps,
): Handlers<ReturnOperation> {
  const { config, database } = context;
  const { db } = database;
  const storage = mediaStorageFor(context);
  const publicOrigin = new URL(config.appUrl).origin;
  const answerDays = config.returnAnswerDays;

  async function answer(id: string, view: { customerName: boolean }, message?: string) {
    const record = await findReturnRecord(db, id);
    if (!record) throw new HttpError(404, texts.returnNotFound);
    return ok(toReturnJson(record, { answerDays, ...view }), message);
  }

  /** A seller's own return (staff: the shop's own products'); anything else answers like an unknown one. */
  async function sellersReturn(user: UserRow, id: string): Promise<ReturnRow> {
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const mine = row && (isStaff(user) ? row.sellerId === null : row.sellerId === user.id);
    if (!row || !mine) throw new HttpError(404, texts.returnNotFound);
    return row;
  }

  const timeline = (tx: Transaction, row: ReturnRow, type: OrderEventType) =>
    tx.insert(orderEvents).values({ orderId: row.orderId, partId: row.partId, type });

  /** Accepts or refuses a waiting request, once (a conditional UPDATE: two answers at once decide it once). */
  async function decide(
    row: ReturnRow,
    decision: { accepted: boolean; refusalReason?: string; by: 'seller' | 'staff' },
  ): Promise<void> {
    assertUndecided(row);
    const decided = await db.transaction(async (tx) => {
      const now = new Date();
      const [moved] = await tx
        .update(returnRequests)
        .set({
          status: decision.accepted ? 'accepted' : 'refused',
          refusalReason: decision.accepted ? null : (decision.refusalReason ?? null),
          decidedBy: decision.by,
          decidedAt: now,
          updatedAt: now,
        })
        .where(and(eq(returnRequests.id, row.id), eq(returnRequests.status, 'requested')))
        .returning();
      if (!moved) return false;
      await timeline(tx, moved, decision.accepted ? 'return-accepted' : 'return-refused');
      await mails.enqueue(tx, decision.accepted ? 'accepted' : 'refused', moved.id);
      return true;
    });
    if (!decided) throw new HttpError(409, texts.alreadyDecided);
    flushJobs();
  }

  return {
    async listOrderReturns(request) {
      const { user } = sessionOf(request);
      const [order] = await db.select().from(orders).where(eq(orders.id, request.params.id));
      if (!order || (!isStaff(user) && order.customerId !== user.id)) {
        throw new HttpError(404, orderMessages.orderNotFound);
      }
      const records = await listReturns(db, { orderId: order.id });
      return ok({
        returns: records.map((record) => toReturnJson(record, { answerDays, customerName: isStaff(user) })),
      });
    },

    async createReturn(request, reply) {
      const { user } = sessionOf(request);
      const body = request.body;
      const [order] = await db.select().from(orders).where(eq(orders.id, request.params.id));
      // Another customer's order answers like an unknown one.
      if (!order || order.customerId !== user.id) throw new HttpError(404, orderMessages.orderNotFound);
      const [part] = await db
        .select()
        .from(orderParts)
        .where(and(eq(orderParts.id, body.partId), eq(orderParts.orderId, order.id)));
      if (!part) throw new HttpError(404, orderMessages.partNotFound);
      const reason = checkReason(body.reason);
      const photos = checkReturnPhotos(body.photos, publicOrigin);
      const refusal = returnWindowRefusal(await deliveredAtOf(db, part.id));
      if (refusal) throw new HttpError(409, refusal);
      const partLines = await db.select().from(orderLines).where(eq(orderLines.partId, part.id));
      const created = await db.transaction(async (tx) => {
        // One request at a time per part (the part's row locked), so two at once cannot ask the same units twice.
        await tx
          .select({ id: orderParts.id })
          .from(orderParts)
          .where(eq(orderParts.id, part.id))
          .for('update');
        const { lines, amountCents } = checkReturnLines(body.lines, partLines, await askedUnits(tx, part.id));
        const [row] = await tx
          .insert(returnRequests)
          .values({
            orderId: order.id,
            partId: part.id,
            customerId: user.id,
            sellerId: part.sellerId,
            lines,
            reason,
            photos,
            amountCents,
          })
          .returning();
        if (!row) throw new Error('return not inserted');
        await timeline(tx, row, 'return-requested');
        await mails.enqueue(tx, 'requested', row.id);
        return row;
      });
      flushJobs();
      reply.code(201);
      return answer(created.id, { customerName: false }, texts.requested);
    },

    /** Any signed-in customer: the product images' intake (sniffed, re-encoded, metadata dropped). */
    async uploadReturnPhoto(request, reply) {
      const form = await readMultipartForm(request);
      try {
        const images = form.files.filter((file) => file.field === IMAGE_FIELD);
        const [image] = images;
        if (!image || image.size === 0) throw new HttpError(400, mediaMessages.noImage);
        if (images.length > 1) throw new HttpError(400, mediaMessages.oneImageOnly);
        const stored = await storeProductImage(storage, image.path);
        return reply.code(201).send(ok(stored, texts.photoUploaded));
      } finally {
        await form.dispose();
      }
    },

    async listSellerReturns(request) {
      const { user } = sessionOf(request);
      const records = await listReturns(db, {
        sellerId: isStaff(user) ? null : user.id,
        status: request.query.status,
      });
      return ok({
        returns: records.map((record) => toReturnJson(record, { answerDays, customerName: true })),
      });
    },

    async acceptReturn(request) {
      const { user } = sessionOf(request);
      const row = await sellersReturn(user, request.params.id);
      await decide(row, { accepted: true, by: isStaff(user) ? 'staff' : 'seller' });
      return answer(row.id, { customerName: true }, stepMessage.accepted);
    },

    async refuseReturn(request) {
      const { user } = sessionOf(request);
      const row = await sellersReturn(user, request.params.id);
      const refusalReason = checkReason(request.body.reason, texts.refusalReasonRequired);
      await decide(row, { accepted: false, refusalReason, by: isStaff(user) ? 'staff' : 'seller' });
      return answer(row.id, { customerName: true }, stepMessage.refused);
    },

    /**
     * « Colis reçu »: in one transaction the units come back to stock, the seller's ledger is debited what the lines
     * credited, and a refund of exactly these lines is recorded for the provider (asked once committed).
     */
    async receiveReturn(request) {
      const { user } = sessionOf(request);
      const row = await sellersReturn(user, request.params.id);
      assertReceivable(row);
      const received = await db.transaction(async (tx) => {
        const now = new Date();
        const [moved] = await tx
          .update(returnRequests)
          .set({ status: 'received', receivedAt: now, updatedAt: now })
          .where(and(eq(returnRequests.id, row.id), eq(returnRequests.status, 'accepted')))
          .returning();
        if (!moved) return false;
        const lines = await tx.select().from(orderLines).where(eq(orderLines.partId, moved.partId));
        await giveBackStock(
          tx,
          moved.lines.flatMap((asked) => {
            const line = lines.find((candidate) => candidate.id === asked.lineId);
            // A product that does not count its stock took nothing, and gives nothing back.
            return line
              ? [{ ...line, reservedQuantity: Math.min(asked.quantity, line.reservedQuantity) }]
              : [];
          }),
        );
        await debitReturnedLines(tx, {
          partId: moved.partId,
          returnId: moved.id,
          amountCents: moved.amountCents,
        });
        const [part] = await tx
          .select({ paidAt: orderParts.paidAt })
          .from(orderParts)
          .where(eq(orderParts.id, moved.partId));
        // Paid (mobile money, or cash collected at the door): the money goes back; else there is nothing to refund.
        if (part?.paidAt && moved.amountCents > 0) {
          await refunds.requestRefund(tx, {
            orderId: moved.orderId,
            partId: moved.partId,
            returnId: moved.id,
            amountCents: moved.amountCents,
          });
        }
        await timeline(tx, moved, 'return-received');
        return true;
      });
      if (!received) throw new HttpError(409, texts.receivedOnlyAccepted);
      refunds.flush();
      return answer(row.id, { customerName: true }, stepMessage.received);
    },

    async listStaffReturns(request) {
      const { status, overdue } = request.query;
      const due = new Date(Date.now() - answerDays * 24 * 60 * 60 * 1000);
      const records = await listReturns(db, { status, ...(overdue ? { unansweredBefore: due } : {}) });
      return ok({
        returns: records.map((record) => toReturnJson(record, { answerDays, customerName: true })),
      });
    },

    async decideReturn(request) {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, request.params.id));
      if (!row) throw new HttpError(404, texts.returnNotFound);
      assertUndecided(row);
      assertStaffMayDecide(row, answerDays);
      const accepted = request.body.decision === 'accept';
      const refusalReason = accepted
        ? undefined
        : checkReason(request.body.reason, texts.refusalReasonRequired);
      await decide(row, { accepted, refusalReason, by: 'staff' });
      return answer(row.id, { customerName: true }, accepted ? stepMessage.accepted : stepMessage.refused);
    },
  };
}
