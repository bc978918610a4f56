import { identityMessages as m } from '@teranga/messages';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { categories, products, wishlistItems } from '../db/schema.js';
import { sessionOf } from './auth-guard.js';
import { fail, type IdentityContext } from './context.js';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type ItemRow = typeof wishlistItems.$inferSelect;

const euros = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** The product as the wishlist page shows it (WishlistProduct in openapi.yaml). */
function wishlistProduct(product: ProductRow, category: CategoryRow | null) {
  const isInStock = !product.trackQuantity || product.quantity > 0 || product.allowBackorder;
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.priceCents / 100,
    comparePrice: euros(product.comparePriceCents),
    mainImage: product.mainImage ?? product.images[0]?.url ?? null,
    images: product.images,
    category: category
      ? { _id: category.id, id: category.id, name: category.name, slug: category.slug }
      : null,
    brand: product.brand,
    inventory: {
      trackQuantity: product.trackQuantity,
      quantity: product.quantity,
      lowStockThreshold: product.lowStockThreshold,
      allowBackorder: product.allowBackorder,
      isLowStock:
        product.trackQuantity && product.quantity > 0 && product.quantity <= product.lowStockThreshold,
      isInStock,
    },
    status: product.status,
  };
}

function wishlistItem(item: ItemRow, product: ProductRow | null, category: CategoryRow | null) {
  return {
    _id: item.id,
    id: item.id,
    productId: item.productId,
    product: product ? wishlistProduct(product, category) : null,
    notes: item.notes,
    createdAt: item.createdAt.toISOString(),
  };
}

/** A user's items with their products, newest first; `productId` narrows to one. Never another user's rows. */
async function loadItems(db: Database, userId: string, productId?: string) {
  const mine = eq(wishlistItems.userId, userId);
  const rows = await db
    .select({ item: wishlistItems, product: products, category: categories })
    .from(wishlistItems)
    .leftJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(productId ? and(mine, eq(wishlistItems.productId, productId)) : mine)
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map((row) => wishlistItem(row.item, row.product, row.category));
}

export function createWishlistHandlers(ctx: IdentityContext) {
  const { db } = ctx.database;
  const ownItem = (userId: string, productId: string) =>
    and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId));

  return {
    async listWishlist(request: FastifyRequest) {
      return { success: true, data: { items: await loadItems(db, sessionOf(request).user.id) } };
    },

    async addToWishlist(request: FastifyRequest, reply: FastifyReply) {
      const { user } = sessionOf(request);
      const { productId, notes } = request.body as { productId: string; notes?: string };
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')))
        .limit(1);
      if (!product) return fail(reply, 404, m.productNotFound);
      const inserted = await db
        .insert(wishlistItems)
        .values({ userId: user.id, productId, notes: notes ?? '' })
        .onConflictDoNothing()
        .returning({ id: wishlistItems.id });
      if (inserted.length === 0) return fail(reply, 409, m.alreadyInWishlist);
      const [item] = await loadItems(db, user.id, productId);
      return reply.code(201).send({ success: true, message: m.wishlistAdded, data: item });
    },

    async checkWishlist(request: FastifyRequest) {
      const { productId } = request.params as { productId: string };
      const rows = await db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(ownItem(sessionOf(request).user.id, productId))
        .limit(1);
      return { success: true, data: { isInWishlist: rows.length > 0 } };
    },

    async updateWishlistNote(request: FastifyRequest, reply: FastifyReply) {
      const { user } = sessionOf(request);
      const { productId } = request.params as { productId: string };
      const { notes } = request.body as { notes: string };
      const updated = await db
        .update(wishlistItems)
        .set({ notes, updatedAt: new Date() })
        .where(ownItem(user.id, productId))
        .returning({ id: wishlistItems.id });
      if (updated.length === 0) return fail(reply, 404, m.wishlistItemNotFound);
      const [item] = await loadItems(db, user.id, productId);
      return { success: true, message: m.wishlistUpdated, data: item };
    },

    async removeFromWishlist(request: FastifyRequest, reply: FastifyReply) {
      const { productId } = request.params as { productId: string };
      const removed = await db
        .delete(wishlistItems)
        .where(ownItem(sessionOf(request).user.id, productId))
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) return fail(reply, 404, m.wishlistItemNotFound);
      return { success: true, message: m.wishlistRemoved };
    },
  };
}
