import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatConverted, TIMINGS } from '@teranga/headless';
import { type SearchBoxProps, type SearchChoice, SearchCombobox } from '@teranga/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogueQueries } from '../catalogue/catalogue.queries';
import { categoryHref, routes } from '../routes';
import { useCurrency } from './currency';

/** What the API takes at most (openapi.yaml, /search/suggestions): a longer term asks nothing. */
const MAX_TERM = 100;
const MIN_TERM = 2;

/** `value`, once it has not changed for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface SuggestingSearchProps extends SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The header's search with suggestions (loaded on first focus, see header-search.tsx): asks the API once typing pauses
 * (200 ms), prices in the chosen currency; a product opens its page, a category its list, the rest searches.
 */
export function SuggestingSearch({
  onSearch,
  onDone,
  onCancel,
  autoFocus,
  id,
  labels,
  value,
  onValueChange,
}: SuggestingSearchProps) {
  const navigate = useNavigate();
  const { currency } = useCurrency();
  const term = value.trim();
  const asked = useSettled(term, TIMINGS.searchSuggestions);
  const suggestions = useQuery({
    ...catalogueQueries.suggestions(asked),
    enabled: asked.length >= MIN_TERM && asked.length <= MAX_TERM,
    placeholderData: keepPreviousData,
  });
  const data = term.length >= MIN_TERM ? suggestions.data : undefined;
  const choose = (choice: SearchChoice) => {
    if (choice.kind === 'product') navigate(routes.product.href({ id: choice.id }));
    else if (choice.kind === 'category') navigate(categoryHref(choice.slug));
    else if (choice.term) onSearch(choice.term);
    else return;
    onValueChange('');
    onDone?.();
  };
  return (
    <SearchCombobox
      id={id}
      autoFocus={autoFocus}
      value={value}
      onValueChange={onValueChange}
      minLength={MIN_TERM}
      products={data?.products.map((product) => ({
        id: product.id,
        name: product.name,
        price: formatConverted(product.price, 'EUR', currency),
        image: product.image,
        category: product.category,
      }))}
      categories={data?.categories}
      settled={asked === term && !suggestions.isFetching && !suggestions.isPlaceholderData}
      onChoose={choose}
      onCancel={onCancel}
      labels={{
        search: labels.search,
        searchPlaceholder: labels.searchPlaceholder,
        searchSubmit: labels.searchSubmit,
      }}
    />
  );
}
