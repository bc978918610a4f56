import { comparePriceRefusal, productCreatedMessage } from '@teranga/headless';
import { messages, sellerApiMessages } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { euros, findCategoryId, type ProductRow, toProduct } from '../catalogue/index.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { sessionOf } from '../identity/auth-guard.js';
import { salesByDay, salesOf } from '../orders/orders.queries.js';
import { withShopImages } from './product-images.js';
import { changedProductValues, newProductValues, type ProductBody } from './product-values.js';
import {
  countByStatus,
  deleteProduct,
  findScopedProduct,
  findScopedProductPage,
  findVariantsOf,
  insertProduct,
  type ProductScope,
  skuTaken,
  updateProduct,
} from './seller-product.queries.js';
import { productBodyOf, sentBodyOf } from './seller-products.rules.js';

/** A seller reaches their own products; an admin every product. */
function scopeOf(request: FastifyRequest): ProductScope {
  const { user } = sessionOf(request);
  return user.role === 'admin' ? {} : { sellerId: user.id };
}

/** PostgreSQL's unique violation on the SKU index: two creates with one SKU at the same instant. */
function isSkuConflict(error: unknown): boolean {
  const found = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = found.code ?? found.cause?.code;
  const constraint = found.constraint ?? found.cause?.constraint;
  return code === '23505' && (constraint === undefined || constraint === 'products_sku_key');
}

/** Keeps only what the client sent (the schema fills in defaults, such as an inventory's, that an edit must not apply). */
function onlySent<T>(validated: T, sent: unknown): T {
  if (typeof validated !== 'object' || validated === null || Array.isArray(validated)) return validated;
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return validated;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(validated)) {
    if (Object.hasOwn(sent, key)) kept[key] = onlySent(value, (sent as Record<string, unknown>)[key]);
  }
  return kept as T;
}

type SellerProductOperation =
  | 'listSellerProducts'
  | 'createSellerProduct'
  | 'getSellerProduct'
  | 'updateSellerProduct'
  | 'deleteSellerProduct'
  | 'getSellerStats';

export function createSellerProductHandlers({
  database,
  config,
}: ServiceContext): Handlers<SellerProductOperation> {
  const { db } = database;
  /** Absolute image addresses are accepted under the shop's own public address only. */
  const publicOrigin = new URL(config.appUrl).origin;

  async function categoryIdOf(value: string): Promise<string> {
    const id = await findCategoryId(db, value.trim());
    if (!id) throw new HttpError(400, sellerApiMessages.unknownCategory);
    return id;
  }

  async function ensureSkuFree(sku: string | undefined, exceptId?: string): Promise<void> {
    if (sku !== undefined && (await skuTaken(db, sku.trim(), exceptId))) {
      throw new HttpError(409, sellerApiMessages.skuTaken);
    }
  }

  async function productOr404(request: FastifyRequest, id: string): Promise<ProductRow> {
    // Another seller's product is "not found", never "forbidden": a 403 would confirm that it exists.
    const row = await findScopedProduct(db, id, scopeOf(request));
    if (!row) throw new HttpError(404, sellerApiMessages.productNotFound);
    return row;
  }

  /** The seller's view of a product: the storefront's mapping, with the cost price and the variants. */
  async function sellerProductJson(row: ProductRow) {
    return toProduct(row, { sellerView: true, variants: await findVariantsOf(db, row.id) });
  }

  /** Writes that may meet the SKU index (a concurrent create or edit) answer 409, never 500. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isSkuConflict(error)) throw new HttpError(409, sellerApiMessages.skuTaken);
      throw error;
    }
  }

  return {
    async listSellerProducts(request) {
      const { query } = request;
      const scope = scopeOf(request);
      const category = query.category?.trim();
      const categoryId = category ? await findCategoryId(db, category) : undefined;
      const search = query.search?.trim();
      const [page, stats] = await Promise.all([
        category && !categoryId
          ? { rows: [], total: 0 }
          : findScopedProductPage(db, scope, {
              search: search || undefined,
              status: query.status,
              categoryId: categoryId ?? undefined,
              sort: query.sort,
              page: query.page,
              limit: query.limit,
            }),
        countByStatus(db, scope),
      ]);
      return ok({
        products: page.rows.map((row) => toProduct(row, { sellerView: true })),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: page.total,
          pages: Math.ceil(page.total / query.limit),
        },
        stats,
      });
    },

    async createSellerProduct(request, reply) {
      const body = withShopImages(productBodyOf(request), publicOrigin);
      const { user } = sessionOf(request);
      const categoryId = await categoryIdOf(body.category ?? '');
      await ensureSkuFree(body.sku);
      // The owner is whoever signs the request: a `sellerId` in the body is never read.
      const { values, variants } = newProductValues(body, { sellerId: user.id, categoryId });
      await writing(() => db.transaction((tx) => insertProduct(tx, values, variants)));
      const row = await findScopedProduct(db, values.id!, {});
      reply.code(201);
      return ok({ product: await sellerProductJson(row!) }, productCreatedMessage(row!.status));
    },

    async getSellerProduct(request) {
      return ok({ product: await sellerProductJson(await productOr404(request, request.params.id)) });
    },

    async updateSellerProduct(request) {
      const before = await productOr404(request, request.params.id);
      const body = withShopImages(onlySent<ProductBody>(request.body, sentBodyOf(request)), publicOrigin);
      const categoryId = body.category === undefined ? undefined : await categoryIdOf(body.category);
      await ensureSkuFree(body.sku, before.id);
      const { values, variants } = changedProductValues(body, before, categoryId);
      // A compare price must stay above the price, whichever of the two the edit changes.
      if (body.price !== undefined || body.comparePrice !== undefined) {
        const price = values.priceCents ?? before.priceCents;
        const compare =
          values.comparePriceCents !== undefined ? values.comparePriceCents : before.comparePriceCents;
        const refusal = comparePriceRefusal(euros(price), compare === null ? null : euros(compare));
        if (refusal) throw new HttpError(400, messages.product.validationTitle, [refusal]);
      }
      await writing(() => updateProduct(db, before.id, values, variants));
      const after = await findScopedProduct(db, before.id, {});
      return ok({ product: await sellerProductJson(after!) }, messages.seller.updated);
    },

    async deleteSellerProduct(request) {
      const row = await productOr404(request, request.params.id);
      await deleteProduct(db, row.id);
      return { success: true, message: sellerApiMessages.productDeleted };
    },

    async getSellerStats(request) {
      const scope = scopeOf(request);
      const [counts, sales, days] = await Promise.all([
        countByStatus(db, scope),
        salesOf(db, scope.sellerId),
        salesByDay(db, scope.sellerId),
      ]);
      return ok({
        totalProducts: counts.total,
        activeProducts: counts.active,
        draftProducts: counts.draft,
        archivedProducts: counts.archived,
        totalSales: sales.units,
        totalRevenue: euros(sales.cents),
        salesByDay: days.map(({ date, units, cents }) => ({ date, units, revenue: euros(cents) })),
      });
    },
  };
}
