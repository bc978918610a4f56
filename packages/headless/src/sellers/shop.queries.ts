import { queryOptions } from '@tanstack/react-query';
import type { ShopProductsQuery, TerangaClient } from '@teranga/sdk';
import { CATALOGUE_CACHE, PERSONAL_CACHE } from '../query.js';

/**
 * Keys of sellers' shops: a public shop under `catalogue` (invalidating the catalogue refreshes it), the seller's own
 * under `seller` with the rest of their area.
 */
export const shopQueryKeys = {
  shop: (slug: string) => ['catalogue', 'shop', slug] as const,
  shopProducts: (slug: string, query: ShopProductsQuery) =>
    ['catalogue', 'shop-products', slug, query] as const,
  sellerShop: () => ['seller', 'shop'] as const,
} as const;

/**
 * Option factories for sellers' shops: the public page (`shop`, `shopProducts`) and the seller's own (`sellerShop`,
 * fresh on every mount).
 * @example const { data: shop } = useQuery(terangaShopQueries(sdk).shop('moussa-ndiaye'));
 */
export function terangaShopQueries(sdk: Pick<TerangaClient, 'shops' | 'seller'>) {
  const keys = shopQueryKeys;
  return {
    shop: (slug: string) =>
      queryOptions({
        queryKey: keys.shop(slug),
        queryFn: ({ signal }) => sdk.shops.shop(slug, { signal }),
        ...CATALOGUE_CACHE,
      }),
    shopProducts: (slug: string, query: ShopProductsQuery = {}) =>
      queryOptions({
        queryKey: keys.shopProducts(slug, query),
        queryFn: ({ signal }) => sdk.shops.products(slug, query, { signal }),
        ...CATALOGUE_CACHE,
      }),
    sellerShop: () =>
      queryOptions({
        queryKey: keys.sellerShop(),
        queryFn: ({ signal }) => sdk.seller.shop({ signal }),
        ...PERSONAL_CACHE,
      }),
  };
}

export type TerangaShopQueries = ReturnType<typeof terangaShopQueries>;
