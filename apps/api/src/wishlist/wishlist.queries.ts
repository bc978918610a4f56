import { and, desc, eq } from 'drizzle-orm';
import { isPublic, productColumns } from '../catalogue/public-product.queries.js';
import type { Queryable } from '../db/client.js';
import { categories, products, wishlistItems } from '../db/schema.js';

// The category is selected at the top level: drizzle turns a left-joined object into null only there.
const { category: categoryColumns, ...productFields } = productColumns;

const ownItem = (userId: string, productId: string) =>
  and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId));

/** A user's items with their products (null once deleted), newest first; `productId` narrows to one. Never another user's rows. */
export async function findWishlistItems(db: Queryable, userId: string, productId?: string) {
  const mine = eq(wishlistItems.userId, userId);
  return db
    .select({ item: wishlistItems, product: productFields, category: categoryColumns })
    .from(wishlistItems)
    .leftJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(productId ? and(mine, eq(wishlistItems.productId, productId)) : mine)
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export type WishlistRow = Awaited<ReturnType<typeof findWishlistItems>>[number];

/** Whether a product can be added: it exists and is on sale. */
export async function isActiveProduct(db: Queryable, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isPublic))
    .limit(1);
  return rows.length > 0;
}

/** Adds a product to the user's list; false when it was already there. */
export async function insertWishlistItem(
  db: Queryable,
  item: { userId: string; productId: string; notes: string },
): Promise<boolean> {
  const inserted = await db
    .insert(wishlistItems)
    .values(item)
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

export async function isInWishlist(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(ownItem(userId, productId))
    .limit(1);
  return rows.length > 0;
}

/** Replaces the item's note; false when the user has no such item. */
export async function updateWishlistNote(
  db: Queryable,
  userId: string,
  productId: string,
  notes: string,
): Promise<boolean> {
  const updated = await db
    .update(wishlistItems)
    .set({ notes, updatedAt: new Date() })
    .where(ownItem(userId, productId))
    .returning({ id: wishlistItems.id });
  return updated.length > 0;
}

/** Removes the item; false when the user had no such item. */
export async function deleteWishlistItem(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(ownItem(userId, productId))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}
