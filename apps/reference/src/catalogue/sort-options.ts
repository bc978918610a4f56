import { shopTexts } from '@teranga/messages/storefront';
import type { ProductQuery } from '@teranga/sdk';

/** The sorts the lists offer (the `sort` query parameter), and the server order each one asks for. */
export const SORT_OPTIONS = [
  { value: 'recommended', label: shopTexts.sort.recommended, query: {} },
  { value: 'newest', label: shopTexts.sort.newest, query: { sortBy: 'createdAt', sortOrder: 'desc' } },
  { value: 'price-asc', label: shopTexts.sort.priceAsc, query: { sortBy: 'price', sortOrder: 'asc' } },
  { value: 'price-desc', label: shopTexts.sort.priceDesc, query: { sortBy: 'price', sortOrder: 'desc' } },
  { value: 'popular', label: shopTexts.sort.popular, query: { sortBy: 'sold', sortOrder: 'desc' } },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  query: Pick<ProductQuery, 'sortBy' | 'sortOrder'>;
}>;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export function sortQuery(value: string | null): Pick<ProductQuery, 'sortBy' | 'sortOrder'> {
  return SORT_OPTIONS.find((option) => option.value === value)?.query ?? {};
}
