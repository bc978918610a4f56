import type { CallOptions, Transport } from '../client.js';
import { readProductPage } from '../readers.js';
import type { components, operations } from '../schema.gen.js';
import type { ProductPage } from '../types.js';

/** A seller's public shop: name, presentation (plain text), rating from their products' reviews, date, count on sale. */
export type Shop = components['schemas']['Shop'];
/** The shop a product page names (`product.shop`): its address and name. */
export type ShopRef = components['schemas']['ShopRef'];
/** The seller's own shop in their area, with whether shoppers can open it. */
export type SellerShop = components['schemas']['SellerShop'];
export type ShopProductsQuery = NonNullable<operations['listShopProducts']['parameters']['query']>;

export interface ShopsResource {
  /**
   * an approved seller's public shop (`getShop`); a pending, refused or suspended seller's is a 404
   * @example const shop = await sdk.shops.shop('moussa-ndiaye'); // shop.rating.average, shop.productCount
   */
  shop(slug: string, options?: CallOptions): Promise<Shop>;
  /**
   * the shop's products on sale, newest first unless sorted (`listShopProducts`)
   * @example const { products, pagination } = await sdk.shops.products('moussa-ndiaye', { page: 2, limit: 12 });
   */
  products(slug: string, query?: ShopProductsQuery, options?: CallOptions): Promise<ProductPage>;
}

export function createShops(transport: Transport): ShopsResource {
  const { send } = transport;
  return {
    async shop(slug, options) {
      const body = await send(
        (api, init) => api.GET('/shops/{slug}', { ...init, params: { path: { slug } } }),
        {
          call: options,
        },
      );
      return body.data;
    },
    async products(slug, query = {}, options) {
      const body = await send(
        (api, init) => api.GET('/shops/{slug}/products', { ...init, params: { path: { slug }, query } }),
        { call: options },
      );
      return readProductPage(body, query);
    },
  };
}
