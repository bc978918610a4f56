import type { Transport } from '../client.js';
import {
  readCategories,
  readCategory,
  readData,
  readProduct,
  readProductPage,
  readProducts,
} from '../readers.js';
import type {
  Category,
  CategoryProductsQuery,
  Home,
  Product,
  ProductPage,
  ProductQuery,
  SearchQuery,
} from '../types.js';

export interface CatalogueResource {
  /** @example const featured = await sdk.catalogue.categories({ featured: true }); */
  categories(query?: { featured?: boolean }): Promise<Category[]>;
  category(slug: string): Promise<Category>;
  categoryProducts(slug: string, query?: CategoryProductsQuery): Promise<ProductPage>;
  /** @example const { products, pagination } = await sdk.catalogue.products({ category: 'femme', sortBy: 'price', sortOrder: 'asc' }); */
  products(query?: ProductQuery): Promise<ProductPage>;
  product(id: string): Promise<Product>;
  productBySlug(slug: string): Promise<Product>;
  related(id: string, limit?: number): Promise<Product[]>;
  /** full-text search; a failed search resolves with an empty page */
  search(query: SearchQuery): Promise<ProductPage>;
  /** featured products (8) and categories for a home page */
  home(): Promise<Home>;
}

export function createCatalogue(transport: Transport): CatalogueResource {
  const { send, requireProductId } = transport;
  return {
    async categories(query = {}) {
      return readCategories(await send((api) => api.GET('/categories', { params: { query } })));
    },
    async category(slug) {
      return readCategory(await send((api) => api.GET('/categories/{slug}', { params: { path: { slug } } })));
    },
    async categoryProducts(slug, query = {}) {
      const body = await send((api) =>
        api.GET('/categories/{slug}/products', { params: { path: { slug }, query } }),
      );
      return readProductPage(body, query);
    },
    async products(query = {}) {
      return readProductPage(await send((api) => api.GET('/products', { params: { query } })), query);
    },
    async product(id) {
      requireProductId(id);
      return readProduct(await send((api) => api.GET('/products/{id}', { params: { path: { id } } })));
    },
    async productBySlug(slug) {
      return readProduct(
        await send((api) => api.GET('/products/slug/{slug}', { params: { path: { slug } } })),
      );
    },
    async related(id, limit = 4) {
      requireProductId(id);
      const body = await send((api) =>
        api.GET('/products/{id}/related', { params: { path: { id }, query: { limit } } }),
      );
      return readProducts(body);
    },
    async search(query) {
      try {
        return readProductPage(
          await send((api) => api.GET('/products/search', { params: { query } })),
          query,
        );
      } catch {
        return readProductPage([], query);
      }
    },
    async home() {
      const data = (readData(await send((api) => api.GET('/home'))) ?? {}) as Partial<Home>;
      return { products: readProducts(data.products), categories: readCategories(data.categories) };
    },
  };
}
