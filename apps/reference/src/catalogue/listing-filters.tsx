import { useQuery } from '@tanstack/react-query';
import { FilterBar } from '@teranga/ui';
import { useNavigate } from 'react-router';
import { categoryHref, routes, searchHref } from '../routes';
import { catalogueQueries } from './catalogue.queries';
import { RefinementControls } from './listing-refinements';
import { SORT_OPTIONS } from './sort-options';

interface ListingFiltersProps {
  /** the slug of the category on screen */
  category: string;
  sort: string;
  onSortChange: (sort: string) => void;
  onReset?: (() => void) | undefined;
}

/**
 * The filter bar of a category listing: sorting, price range and size apply here; search and category lead to their
 * own pages.
 */
export function ListingFilters({ category, sort, onSortChange, onReset }: ListingFiltersProps) {
  const navigate = useNavigate();
  const categories = useQuery(catalogueQueries.categories());
  return (
    <>
      <FilterBar
        onSearch={(term) => {
          const path = searchHref(term, category);
          if (path) navigate(path);
        }}
        categories={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
        category={category}
        onCategoryChange={(slug) => navigate(slug ? categoryHref(slug) : routes.products.href())}
        sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
        sort={sort}
        onSortChange={onSortChange}
        onReset={onReset}
      />
      <RefinementControls category={category} />
    </>
  );
}
