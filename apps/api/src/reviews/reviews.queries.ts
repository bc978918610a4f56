import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { products, reviews, users } from '../db/schema.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with what its answers show beside it: its product's name and slug, its author's names. */
export interface ReviewRecord {
  row: ReviewRow;
  productName: string;
  productSlug: string;
  productSellerId: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface ReviewFilters {
  productId?: string;
  /** A seller's products' reviews. */
  sellerId?: string;
  /** The public list: hidden reviews left out. */
  visibleOnly?: boolean;
}

function whereOf(filters: ReviewFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.productId) conditions.push(eq(reviews.productId, filters.productId));
  if (filters.sellerId) conditions.push(eq(products.sellerId, filters.sellerId));
  if (filters.visibleOnly) conditions.push(isNull(reviews.hiddenAt));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const selection = {
  row: reviews,
  productName: products.name,
  productSlug: products.slug,
  productSellerId: products.sellerId,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** One page of reviews, newest first (the id breaks ties, so pages never repeat or skip one). */
export async function listReviews(
  db: Queryable,
  filters: ReviewFilters,
  page: { page: number; limit: number },
): Promise<{ records: ReviewRecord[]; total: number }> {
  const where = whereOf(filters);
  const [records, totals] = await Promise.all([
    db
      .select(selection)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.customerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return { records, total: totals[0]?.n ?? 0 };
}

export async function findReviewRecord(db: Queryable, id: string): Promise<ReviewRecord | undefined> {
  const [record] = await db
    .select(selection)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.customerId))
    .where(eq(reviews.id, id));
  return record;
}

/** A customer's reviews of some order lines (their order page's « Avis donné »). */
export async function reviewsOfLines(
  db: Queryable,
  customerId: string,
  lineIds: string[],
): Promise<ReviewRecord[]> {
  if (lineIds.length === 0) return [];
  return db
    .select(selection)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.customerId))
    .where(and(eq(reviews.customerId, customerId), inArray(reviews.orderLineId, lineIds)))
    .orderBy(desc(reviews.createdAt));
}
