import { CATALOGUE_PAGE_SIZE } from '@teranga/headless';
import { terangaQueries } from '@teranga/headless/query';
import type { CategoryProductsQuery, ProductQuery } from '@teranga/sdk';
import { sdk } from '../sdk';

export const PAGE_SIZE = CATALOGUE_PAGE_SIZE;
export const RELATED_LIMIT = 4;
export const HOME_FEATURED_SHOWN = 4;

/** The kit's query factories (keys and cache times of the document, one home in @teranga/headless/query). */
export const shopQueries = terangaQueries(sdk);

/** The catalogue's queries with the shop's page size and related count. */
export const catalogueQueries = {
  home: () => shopQueries.catalogue.home(),
  categories: () => shopQueries.catalogue.categories(),
  products: (query: ProductQuery) => shopQueries.catalogue.products({ limit: PAGE_SIZE, ...query }),
  categoryProducts: (slug: string, query: CategoryProductsQuery) =>
    shopQueries.catalogue.categoryProducts(slug, { limit: PAGE_SIZE, ...query }),
  category: (slug: string) => shopQueries.catalogue.category(slug),
  product: (id: string) => shopQueries.catalogue.product(id),
  related: (id: string) => shopQueries.catalogue.related(id, RELATED_LIMIT),
  suggestions: (term: string) => shopQueries.catalogue.suggestions(term),
};
