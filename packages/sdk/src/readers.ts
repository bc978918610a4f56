import { TerangaApiError, UNEXPECTED_PRODUCT_MESSAGE } from './errors.js';
import { record } from './record.js';
import type { Category, Pagination, Product, ProductPage, User, WishlistItem } from './types.js';

// Tolerant readers: the documents list several answer shapes (ours is the envelope `{ success, data }`), so
// each reader accepts all of them and never trusts a field it has not checked.

/** An object carrying a string or number `_id` (or `id`): what the readers take for the record they were asked for. */
function hasKey<T>(value: unknown, key: '_id' | 'id'): value is T {
  const field = record(value)?.[key];
  return typeof field === 'string' || typeof field === 'number';
}

const isKeyed = <T>(value: unknown): value is T => hasKey(value, '_id') || hasKey(value, 'id');

/** A list where the documents put one: the readers take its items for the records asked for. */
const isList = <T>(value: unknown): value is T[] => Array.isArray(value);

/**
 * Product lists from `data.products`, `products`, a `data` array or a root array.
 * @example const products = readProducts(await response.json()); // from your own fetch of /api/products
 */
export function readProducts(body: unknown): Product[] {
  const root = record(body);
  const data = root?.data;
  const list = record(data)?.products ?? root?.products ?? data ?? body;
  return isList<Product>(list) ? list : [];
}

/** Pagination when it gives its `total` (the page, limit and page count come with it). */
const isPagination = (value: unknown): value is Pagination => typeof record(value)?.total === 'number';

/**
 * Pagination from `data.pagination` or `pagination`, else one page holding everything.
 * @example const pagination = readPagination(body, products.length, { page: 1, limit: 20 });
 */
export function readPagination(
  body: unknown,
  count: number,
  query: { page?: number; limit?: number } = {},
): Pagination {
  const root = record(body);
  const found = record(root?.data)?.pagination ?? root?.pagination;
  if (isPagination(found)) return found;
  const limit = query.limit ?? Math.max(count, 1);
  return { page: query.page ?? 1, limit, total: count, pages: count === 0 ? 0 : Math.ceil(count / limit) };
}

/**
 * A page of products and its pagination, from any of the shapes `readProducts` and `readPagination` read.
 * @example const { products, pagination } = readProductPage(await response.json(), { page: 2 });
 */
export function readProductPage(body: unknown, query?: { page?: number; limit?: number }): ProductPage {
  const products = readProducts(body);
  return { products, pagination: readPagination(body, products.length, query) };
}

/**
 * A product from `data.product`, `data`, `product` or the root, keyed by `_id` or `id`.
 * @example const product = readProduct(await response.json());
 */
export function readProduct(body: unknown): Product {
  const root = record(body);
  const data = root?.data;
  const found = [record(data)?.product, data, root?.product, body].find(isKeyed<Product>);
  if (!found)
    throw new TerangaApiError(200, UNEXPECTED_PRODUCT_MESSAGE, body, { code: 'unexpected_response' });
  return found;
}

/**
 * Categories from `data`, `data.categories`, `categories` or the root.
 * @example const categories = readCategories(await response.json());
 */
export function readCategories(body: unknown): Category[] {
  const root = record(body);
  return [root?.data, record(root?.data)?.categories, root?.categories, body].find(isList<Category>) ?? [];
}

/**
 * One category from `data`, `category` or the root.
 * @example const category = readCategory(await response.json());
 */
export function readCategory(body: unknown): Category {
  const root = record(body);
  return ([root?.data, root?.category].find(isKeyed) ?? body) as Category;
}

/**
 * Wishlist items from `data.items` or `items`.
 * @example const items = readWishlistItems(await response.json());
 */
export function readWishlistItems(body: unknown): WishlistItem[] {
  const root = record(body);
  const list = record(root?.data)?.items ?? root?.items ?? root?.data;
  return isList<WishlistItem>(list) ? list : [];
}

/**
 * A wishlist item from `data` or the root (the item itself).
 * @example const item = readWishlistItem(await response.json());
 */
export function readWishlistItem(body: unknown): WishlistItem {
  const root = record(body);
  return (record(root?.data) ?? record(root?.item) ?? body) as WishlistItem;
}

/**
 * A user from `data.user`, `user`, `data` or the body, when it carries an `_id`.
 * @example const user = readUser(await response.json()); // undefined when the body holds no user
 */
export function readUser(body: unknown): User | undefined {
  const root = record(body);
  const data = root?.data;
  return [record(data)?.user, root?.user, data, body].find((candidate) => hasKey<User>(candidate, '_id'));
}

/** The `data` of the envelope, else the body itself. */
export function readData(body: unknown): unknown {
  const root = record(body);
  return root && 'data' in root ? root.data : body;
}
