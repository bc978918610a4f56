import type { ProductQuery } from '@teranga/sdk';

/** The sorts the lists offer (the `sort` query parameter), and the server order each one asks for. */
export const SORT_OPTIONS = [
  { value: 'recommended', label: 'Recommandés', query: {} },
  { value: 'newest', label: 'Plus récents', query: { sortBy: 'createdAt', sortOrder: 'desc' } },
  { value: 'price-asc', label: 'Prix croissant', query: { sortBy: 'price', sortOrder: 'asc' } },
  { value: 'price-desc', label: 'Prix décroissant', query: { sortBy: 'price', sortOrder: 'desc' } },
  { value: 'popular', label: 'Populaires', query: { sortBy: 'sold', sortOrder: 'desc' } },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  query: Pick<ProductQuery, 'sortBy' | 'sortOrder'>;
}>;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export function sortQuery(value: string | null): Pick<ProductQuery, 'sortBy' | 'sortOrder'> {
  return SORT_OPTIONS.find((option) => option.value === value)?.query ?? {};
}
