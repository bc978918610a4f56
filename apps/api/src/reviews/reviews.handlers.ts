import { cleanReviewText, REVIEW_PAGE_MAX } from '@teranga/headless';
import { catalogueMessages, orderMessages, reviewRuleTexts as texts } from '@teranga/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { isPublic } from '../catalogue/public-product.queries.js';
import { orderLines, orderParts, orders, products, reviews } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import type { UserRow } from '../identity/user.mapper.js';
import { toReviewJson } from './review.mapper.js';
import { refreshProductRating } from './review-aggregate.js';
import { findReviewRecord, listReviews, reviewsOfLines } from './reviews.queries.js';

type ReviewOperation =
  | 'listProductReviews'
  | 'createReview'
  | 'listOrderReviews'
  | 'listSellerReviews'
  | 'answerReview'
  | 'listStaffReviews'
  | 'setReviewVisibility';

const isStaff = (user: UserRow): boolean => user.role === 'admin';

const pageOf = (query: { page?: number; limit?: number }, fallback: number) => ({
  page: Math.max(1, query.page ?? 1),
  limit: Math.min(REVIEW_PAGE_MAX, Math.max(1, query.limit ?? fallback)),
});

const paginationOf = (page: { page: number; limit: number }, total: number) => ({
  page: page.page,
  limit: page.limit,
  total,
  pages: Math.ceil(total / page.limit),
});

export function createReviewHandlers({ database }: ServiceContext): Handlers<ReviewOperation> {
  const { db } = database;

  async function answer(id: string, message?: string, view: { withLine?: boolean } = {}) {
    const record = await findReviewRecord(db, id);
    if (!record) throw new HttpError(404, texts.reviewNotFound);
    return ok(toReviewJson(record, view), message);
  }

  return {
    async listProductReviews(request) {
      // The storefront's products only: a draft or a hidden seller's product has no public page, nor reviews.
      const [product] = await db
        .select({ id: products.id, ratingAverage: products.ratingAverage, ratingCount: products.ratingCount })
        .from(products)
        .where(and(isPublic, eq(products.id, request.params.id)));
      if (!product) throw new HttpError(404, catalogueMessages.productNotFound);
      const page = pageOf(request.query, 5);
      const { records, total } = await listReviews(db, { productId: product.id, visibleOnly: true }, page);
      return ok({
        reviews: records.map((record) => toReviewJson(record)),
        pagination: paginationOf(page, total),
        rating: { average: Number(product.ratingAverage), count: product.ratingCount },
      });
    },

    async createReview(request, reply) {
      const { user } = sessionOf(request);
      const body = request.body;
      const [line] = await db
        .select({
          id: orderLines.id,
          productId: orderLines.productId,
          customerId: orders.customerId,
          partStatus: orderParts.status,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(orderParts, eq(orderParts.id, orderLines.partId))
        .where(eq(orderLines.id, body.orderLineId));
      if (!line) throw new HttpError(404, texts.lineNotFound);
      if (line.customerId !== user.id) throw new HttpError(403, texts.notYourLine);
      if (line.partStatus !== 'delivered') throw new HttpError(403, texts.notReceived);
      // The product may have been deleted since: its past orders stay, a review has nothing to show on.
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, line.productId));
      if (!product) throw new HttpError(404, catalogueMessages.productNotFound);
      let created: string;
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(reviews)
            .values({
              productId: product.id,
              orderLineId: line.id,
              customerId: user.id,
              rating: body.rating,
              text: cleanReviewText(body.text),
            })
            .onConflictDoNothing({ target: reviews.orderLineId })
            .returning({ id: reviews.id });
          if (!row) throw new HttpError(409, texts.alreadyReviewed);
          await refreshProductRating(tx, product.id);
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, texts.alreadyReviewed);
        throw error;
      }
      reply.code(201);
      return answer(created, texts.created, { withLine: true });
    },

    async listOrderReviews(request) {
      const { user } = sessionOf(request);
      const [order] = await db.select().from(orders).where(eq(orders.id, request.params.id));
      if (!order || (!isStaff(user) && order.customerId !== user.id)) {
        throw new HttpError(404, orderMessages.orderNotFound);
      }
      const lines = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      const records = await reviewsOfLines(
        db,
        order.customerId ?? '',
        lines.map((line) => line.id),
      );
      return ok({ reviews: records.map((record) => toReviewJson(record, { withLine: true })) });
    },

    async listSellerReviews(request) {
      const { user } = sessionOf(request);
      const page = pageOf(request.query, 20);
      const { records, total } = await listReviews(db, isStaff(user) ? {} : { sellerId: user.id }, page);
      return ok({
        reviews: records.map((record) => toReviewJson(record)),
        pagination: paginationOf(page, total),
      });
    },

    async answerReview(request) {
      const { user } = sessionOf(request);
      const record = await findReviewRecord(db, request.params.id);
      if (!record) throw new HttpError(404, texts.reviewNotFound);
      const mine = isStaff(user) ? record.productSellerId === null : record.productSellerId === user.id;
      if (!mine) throw new HttpError(403, texts.notYourProduct);
      const now = new Date();
      // A conditional UPDATE: two answers at once publish one.
      const [answered] = await db
        .update(reviews)
        .set({ answer: cleanReviewText(request.body.text), answeredAt: now, updatedAt: now })
        .where(and(eq(reviews.id, record.row.id), isNull(reviews.answer)))
        .returning({ id: reviews.id });
      if (!answered) throw new HttpError(409, texts.alreadyAnswered);
      return answer(record.row.id, texts.answered);
    },

    async listStaffReviews(request) {
      const page = pageOf(request.query, 20);
      const { records, total } = await listReviews(db, {}, page);
      return ok({
        reviews: records.map((record) => toReviewJson(record, { withLine: true })),
        pagination: paginationOf(page, total),
      });
    },

    async setReviewVisibility(request) {
      const { user } = sessionOf(request);
      const hidden = request.body.hidden;
      const changed = await db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(reviews)
          .set(
            hidden
              ? { hiddenAt: now, hiddenBy: user.id, updatedAt: now }
              : { hiddenAt: null, hiddenBy: null, updatedAt: now },
          )
          .where(eq(reviews.id, request.params.id))
          .returning({ productId: reviews.productId });
        if (!row) return false;
        await refreshProductRating(tx, row.productId);
        return true;
      });
      if (!changed) throw new HttpError(404, texts.reviewNotFound);
      return answer(request.params.id, hidden ? texts.hidden : texts.shown, { withLine: true });
    },
  };
}
