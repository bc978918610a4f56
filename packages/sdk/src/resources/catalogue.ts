import type { CallOptions, Transport } from '../client.js';
import { isAbort } from '../errors.js';
import { readCategories, readCategory, readProduct, readProductPage, readProducts } from '../readers.js';
import type {
  Category,
  CategoryProductsQuery,
  Home,
  Product,
  ProductPage,
  ProductQuery,
  SearchQuery,
  SearchSuggestions,
} from '../types.js';

export interface CatalogueResource {
  /** @example const featured = await sdk.catalogue.categories({ featured: true }); */
  categories(query?: { featured?: boolean }, options?: CallOptions): Promise<Category[]>;
  /**
   * one category by its slug
   * @example const femme = await sdk.catalogue.category('femme');
   */
  category(slug: string, options?: CallOptions): Promise<Category>;
  /**
   * a category's products, a page at a time
   * @example const { products } = await sdk.catalogue.categoryProducts('femme', { page: 2 });
   */
  categoryProducts(slug: string, query?: CategoryProductsQuery, options?: CallOptions): Promise<ProductPage>;
  /** @example const { products, pagination } = await sdk.catalogue.products({ category: 'femme', sortBy: 'price', sortOrder: 'asc' }); */
  products(query?: ProductQuery, options?: CallOptions): Promise<ProductPage>;
  /**
   * one product by id (24 hex characters, refused before any request otherwise)
   * @example const product = await sdk.catalogue.product(id);
   */
  product(id: string, options?: CallOptions): Promise<Product>;
  /**
   * one product by its slug
   * @example const product = await sdk.catalogue.productBySlug('grand-boubou-bazin');
   */
  productBySlug(slug: string, options?: CallOptions): Promise<Product>;
  /**
   * products like this one (4 by default)
   * @example const related = await sdk.catalogue.related(product.id, 8);
   */
  related(id: string, limit?: number, options?: CallOptions): Promise<Product[]>;
  /**
   * full-text search; a failed search resolves with an empty page (a cancelled one still rejects)
   * @example const { products, pagination } = await sdk.catalogue.search({ search: 'bazin brodé', page: 1 });
   */
  search(query: SearchQuery, options?: CallOptions): Promise<ProductPage>;
  /**
   * featured products (8) and categories for a home page
   * @example const { products, categories } = await sdk.catalogue.home();
   */
  home(options?: CallOptions): Promise<Home>;
  /**
   * a few products and categories matching what is typed so far (accents and case ignored); a term over 100
   * characters is refused with the API's French message
   * @example const { products, categories } = await sdk.catalogue.suggestions('boub');
   */
  suggestions(term: string, options?: CallOptions): Promise<SearchSuggestions>;
}

export function createCatalogue(transport: Transport): CatalogueResource {
  const { send, requireProductId } = transport;
  return {
    async categories(query = {}, options) {
      return readCategories(
        await send((api, init) => api.GET('/categories', { ...init, params: { query } }), { call: options }),
      );
    },
    async category(slug, options) {
      return readCategory(
        await send((api, init) => api.GET('/categories/{slug}', { ...init, params: { path: { slug } } }), {
          call: options,
        }),
      );
    },
    async categoryProducts(slug, query = {}, options) {
      const body = await send(
        (api, init) => api.GET('/categories/{slug}/products', { ...init, params: { path: { slug }, query } }),
        { call: options },
      );
      return readProductPage(body, query);
    },
    async products(query = {}, options) {
      return readProductPage(
        await send((api, init) => api.GET('/products', { ...init, params: { query } }), { call: options }),
        query,
      );
    },
    async product(id, options) {
      requireProductId(id);
      return readProduct(
        await send((api, init) => api.GET('/products/{id}', { ...init, params: { path: { id } } }), {
          call: options,
        }),
      );
    },
    async productBySlug(slug, options) {
      return readProduct(
        await send((api, init) => api.GET('/products/slug/{slug}', { ...init, params: { path: { slug } } }), {
          call: options,
        }),
      );
    },
    async related(id, limit = 4, options) {
      requireProductId(id);
      const body = await send(
        (api, init) =>
          api.GET('/products/{id}/related', { ...init, params: { path: { id }, query: { limit } } }),
        { call: options },
      );
      return readProducts(body);
    },
    async search(query, options) {
      try {
        return readProductPage(
          await send((api, init) => api.GET('/products/search', { ...init, params: { query } }), {
            call: options,
          }),
          query,
        );
      } catch (error) {
        if (isAbort(error) || options?.signal?.aborted) throw error;
        return readProductPage([], query);
      }
    },
    async home(options) {
      const { data } = await send((api, init) => api.GET('/home', init), { call: options });
      return { products: readProducts(data.products), categories: readCategories(data.categories) };
    },
    async suggestions(term, options) {
      const { data } = await send(
        (api, init) => api.GET('/search/suggestions', { ...init, params: { query: { q: term } } }),
        { call: options },
      );
      return {
        products: Array.isArray(data.products) ? data.products : [],
        categories: Array.isArray(data.categories) ? data.categories : [],
      };
    },
  };
}
