import { normalizeShopDescription, shopDescriptionProblem } from '@teranga/headless';
import { shopApiMessages as m } from '@teranga/messages';
import { eq } from 'drizzle-orm';
import {
  LISTINGS,
  listingKeys,
  productKeys,
  sellerKey,
  sortKey,
  tagAnswer,
} from '../catalogue/cache-keys.js';
import { toProduct } from '../catalogue/product.mapper.js';
import { findProductPage } from '../catalogue/product-listing.queries.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import { findOpenShop, findOwnShop, shopFigures } from './shops.queries.js';

type ShopOperation = 'getShop' | 'listShopProducts' | 'getSellerShop' | 'updateSellerShop';

/** Sellers' public shops (/shops/{slug}, anonymous and cached like the catalogue) and the seller's own form. */
export function createShopHandlers({ database }: ServiceContext): Handlers<ShopOperation> {
  const { db } = database;

  async function openShopOr404(slug: string) {
    const shop = await findOpenShop(db, slug);
    if (!shop) throw new HttpError(404, m.shopNotFound);
    return shop;
  }

  async function ownShop(userId: string) {
    const row = await findOwnShop(db, userId);
    if (!row) throw new HttpError(404, m.shopNotFound);
    return {
      slug: row.slug,
      name: row.name,
      description: row.description,
      isPublic: row.role === 'seller' && row.sellerStatus === 'approved' && row.slug !== null,
    };
  }

  return {
    async getShop(request) {
      const shop = await openShopOr404(request.params.slug);
      const figures = await shopFigures(db, shop.sellerId);
      // The seller's words, how many products it has on sale, their ratings (cache-keys.ts).
      tagAnswer(request, sellerKey(shop.sellerId), LISTINGS, sortKey('rating'));
      return ok({
        slug: shop.slug,
        name: shop.name,
        description: shop.description,
        rating: { average: figures.ratingAverage, count: figures.ratingCount },
        memberSince: shop.createdAt.toISOString(),
        productCount: figures.productCount,
      });
    },

    async listShopProducts(request) {
      const { params, query } = request;
      const shop = await openShopOr404(params.slug);
      const filters = { sellerId: shop.sellerId };
      const { rows, total } = await findProductPage(db, {
        filters,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        page: query.page,
        limit: query.limit,
      });
      tagAnswer(
        request,
        sellerKey(shop.sellerId),
        listingKeys(filters, query.sortBy, {
          sortOrder: query.sortOrder,
          page: query.page,
          limit: query.limit,
          rows,
        }),
        rows.flatMap(productKeys),
      );
      return ok({
        products: rows.map((row) => toProduct(row)),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      });
    },

    async getSellerShop(request) {
      return ok(await ownShop(sessionOf(request).user.id));
    },

    async updateSellerShop(request) {
      const { user } = sessionOf(request);
      // A request without a body (no content type) reaches here without one.
      const typed = (request.body as { description?: unknown } | undefined)?.description;
      if (typeof typed !== 'string') throw new HttpError(400, m.descriptionTooLong);
      const problem = shopDescriptionProblem(typed);
      if (problem) throw new HttpError(400, problem);
      const description = normalizeShopDescription(typed) || null;
      await db
        .update(users)
        .set({ shopDescription: description, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return ok(await ownShop(user.id), m.descriptionSaved);
    },
  };
}
