import { productImage } from '@teranga/headless';
import { catalogueMessages } from '@teranga/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handler-map.js';
import { ok, type ServiceContext } from '../http/service.js';
import { findShopRef } from '../sellers/shops.queries.js';
import {
  CATEGORIES,
  categoryKey,
  LISTINGS,
  listingKeys,
  productKeys,
  sortKey,
  tagAnswer,
} from './cache-keys.js';
import { findCategory, findCategoryId, listCategories, toCategory } from './category.queries.js';
import { couldBeCategorySlug } from './category-aliases.js';
import { type ProductRow, toProduct } from './product.mapper.js';
import {
  findPublicProductById,
  findPublicProductBySlug,
  findRelatedProducts,
  findVariants,
} from './product-detail.queries.js';
import type { ProductFilters } from './product-filters.queries.js';
import { findProductPage, type SortField, type SortOrder } from './product-listing.queries.js';
import { toWordsQuery } from './search-query.js';
import {
  findSuggestedCategories,
  findSuggestedProducts,
  MIN_SUGGESTION_LETTERS,
  suggestionWords,
} from './suggestion.queries.js';

/** Featured products on the home page (the storefront shows the first 4). */
export const HOME_FEATURED_COUNT = 8;
const MAX_CENTS = 2_147_483_647;

/** What every product listing's query has in common, as Ajv leaves it: coerced, page and limit filled in. */
interface ListQuery {
  page: number;
  limit: number;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  size?: string;
  color?: string;
  inStock?: boolean;
  featured?: boolean;
  search?: string;
  q?: string;
  sortBy?: SortField;
  sortOrder?: SortOrder;
}

const toCents = (eurosAmount: number): number => Math.min(MAX_CENTS, Math.round(eurosAmount * 100));

/** Whether the caller chose a sort (Ajv fills in the contract's default, so the raw query string tells). */
function sortChosen(request: FastifyRequest): boolean {
  const queryString = request.url.split('?')[1] ?? '';
  return new URLSearchParams(queryString).has('sortBy');
}

function emptyPage(page: number, limit: number) {
  return ok({ products: [], pagination: { page, limit, total: 0, pages: 0 } });
}

type CatalogueOperation =
  | 'getHome'
  | 'listCategories'
  | 'getCategory'
  | 'listCategoryProducts'
  | 'listProducts'
  | 'searchProducts'
  | 'getProductBySlug'
  | 'getProduct'
  | 'listRelatedProducts'
  | 'getSearchSuggestions';

export function createCatalogueHandlers({ database }: ServiceContext): Handlers<CatalogueOperation> {
  const { db } = database;

  /** Filters shared by every listing; null when they cannot match anything (unknown category, wordless search). */
  async function filtersFrom(query: ListQuery, fixedCategoryId?: string): Promise<ProductFilters | null> {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new HttpError(400, catalogueMessages.priceRange);
    }
    const filters: ProductFilters = {
      minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
      maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
      size: query.size?.trim() || undefined,
      color: query.color?.trim() || undefined,
      inStock: query.inStock === true ? true : undefined,
      featured: query.featured,
    };
    const category =
      fixedCategoryId ??
      (query.category?.trim() ? await findCategoryId(db, query.category.trim()) : undefined);
    if (query.category?.trim() && !category) return null;
    filters.categoryId = category;
    const term = (query.search ?? query.q ?? '').trim();
    if (term) {
      const tsQuery = toWordsQuery(term);
      if (!tsQuery) return null;
      filters.tsQuery = tsQuery;
    }
    return filters;
  }

  async function productPage(
    request: FastifyRequest,
    query: ListQuery,
    filters: ProductFilters | null,
    sortBy: SortField | undefined,
  ) {
    // An empty page stays empty until a product joins some listing.
    tagAnswer(request, LISTINGS);
    if (!filters) {
      // An unknown category may come to exist.
      tagAnswer(request, CATEGORIES);
      return emptyPage(query.page, query.limit);
    }
    const { rows, total } = await findProductPage(db, {
      filters,
      sortBy,
      sortOrder: query.sortOrder,
      page: query.page,
      limit: query.limit,
    });
    tagAnswer(
      request,
      listingKeys(filters, sortBy, {
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
  }

  /** A product page's answer: the product with its variants, and the shop that sells it when that shop is open. */
  async function productAnswer(row: ProductRow) {
    const [variants, shop] = await Promise.all([findVariants(db, row.id), findShopRef(db, row.sellerId)]);
    return ok({ product: { ...toProduct(row, { variants }), ...(shop ? { shop } : {}) } });
  }

  async function productOr404(id: string) {
    const row = await findPublicProductById(db, id);
    if (!row) throw new HttpError(404, catalogueMessages.productNotFound);
    return row;
  }

  return {
    async getHome(request) {
      const [featured, categoryRows] = await Promise.all([
        findProductPage(db, {
          filters: { featured: true },
          sortBy: 'createdAt',
          sortOrder: 'desc',
          page: 1,
          limit: HOME_FEATURED_COUNT,
        }),
        listCategories(db),
      ]);
      tagAnswer(request, LISTINGS, CATEGORIES, featured.rows.flatMap(productKeys));
      return ok({
        products: featured.rows.map((row) => toProduct(row)),
        categories: categoryRows.map(toCategory),
      });
    },

    async listCategories(request) {
      const { featured } = request.query;
      const rows = await listCategories(db, { featuredOnly: featured === true });
      // Each category shows how many products it holds: the listings' key too.
      tagAnswer(request, CATEGORIES, LISTINGS);
      return ok(rows.map(toCategory));
    },

    async getCategory(request) {
      const { slug } = request.params;
      if (!couldBeCategorySlug(slug)) throw new HttpError(400, catalogueMessages.slugInvalid);
      const row = await findCategory(db, slug);
      if (!row) throw new HttpError(404, catalogueMessages.categoryNotFound);
      tagAnswer(request, categoryKey(row.id), CATEGORIES, LISTINGS);
      return ok(toCategory(row));
    },

    async listCategoryProducts(request) {
      const { params, query } = request;
      const { slug } = params;
      if (!couldBeCategorySlug(slug)) throw new HttpError(400, catalogueMessages.slugInvalid);
      const categoryId = await findCategoryId(db, slug);
      if (!categoryId) throw new HttpError(404, catalogueMessages.categoryNotFound);
      return productPage(request, query, await filtersFrom(query, categoryId), query.sortBy);
    },

    async listProducts(request) {
      const { query } = request;
      const filters = await filtersFrom(query);
      // With a search term and no sort asked for, the most relevant products come first.
      const sortBy = filters?.tsQuery && !sortChosen(request) ? undefined : query.sortBy;
      return productPage(request, query, filters, sortBy);
    },

    async searchProducts(request) {
      const { query } = request;
      return productPage(request, query, await filtersFrom(query), undefined);
    },

    async getProductBySlug(request) {
      const { slug } = request.params;
      const row = await findPublicProductBySlug(db, slug);
      if (!row) throw new HttpError(404, catalogueMessages.productNotFound);
      tagAnswer(request, productKeys(row));
      return productAnswer(row);
    },

    async getProduct(request) {
      const { id } = request.params;
      const row = await productOr404(id);
      tagAnswer(request, productKeys(row));
      return productAnswer(row);
    },

    async listRelatedProducts(request) {
      const { id } = request.params;
      const { limit } = request.query;
      const row = await productOr404(id);
      const related = await findRelatedProducts(db, row, limit);
      // Which products are related moves with the listings (category, sales); each shown one with its own key.
      tagAnswer(request, LISTINGS, sortKey('sold'), productKeys(row), related.flatMap(productKeys));
      return ok(related.map((product) => toProduct(product)));
    },

    async getSearchSuggestions(request) {
      const term = request.query.q.trim();
      const words = suggestionWords(term);
      if (words.join('').length < MIN_SUGGESTION_LETTERS) return ok({ products: [], categories: [] });
      const [productRows, categoryRows] = await Promise.all([
        findSuggestedProducts(db, words),
        findSuggestedCategories(db, term),
      ]);
      // A list by name and sales, and the categories' names.
      tagAnswer(request, LISTINGS, CATEGORIES, sortKey('sold'), productRows.flatMap(productKeys));
      return ok({
        products: productRows.map((row) => {
          const product = toProduct(row);
          return {
            id: product.id,
            name: product.name,
            price: product.price,
            image: productImage(product) || null,
            category: product.category?.name ?? null,
          };
        }),
        categories: categoryRows,
      });
    },
  };
}
