import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@teranga/headless';
import type { ProductQuery } from '@teranga/sdk';
import { sdk } from '../sdk';

export const PAGE_SIZE = CATALOGUE_PAGE_SIZE;
export const RELATED_LIMIT = 4;
export const HOME_FEATURED_SHOWN = 4;

/** Query keys and fetchers of the catalogue; the client's defaults give the document's cache and retry settings. */
export const catalogueQueries = {
  home: () => queryOptions({ queryKey: ['catalogue', 'home'], queryFn: () => sdk.catalogue.home() }),
  categories: () =>
    queryOptions({ queryKey: ['catalogue', 'categories'], queryFn: () => sdk.catalogue.categories() }),
  products: (query: ProductQuery) =>
    queryOptions({
      queryKey: ['catalogue', 'products', query],
      queryFn: () => sdk.catalogue.products({ limit: PAGE_SIZE, ...query }),
    }),
  categoryProducts: (slug: string, query: Omit<ProductQuery, 'category'>) =>
    queryOptions({
      queryKey: ['catalogue', 'category-products', slug, query],
      queryFn: () => sdk.catalogue.categoryProducts(slug, { limit: PAGE_SIZE, ...query }),
    }),
  category: (slug: string) =>
    queryOptions({ queryKey: ['catalogue', 'category', slug], queryFn: () => sdk.catalogue.category(slug) }),
  product: (id: string) =>
    queryOptions({ queryKey: ['catalogue', 'product', id], queryFn: () => sdk.catalogue.product(id) }),
  related: (id: string) =>
    queryOptions({
      queryKey: ['catalogue', 'related', id],
      queryFn: () => sdk.catalogue.related(id, RELATED_LIMIT),
    }),
};
