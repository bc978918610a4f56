import { listingMessages } from '../catalogue/specification.js';
import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const filterBarTexts = {
  search: shared.search,
  searchPlaceholder: 'Boubou, wax, bazin...',
  submit: shared.search,
  category: words.category,
  allCategories: words.allCategories,
  sort: words.sortBy,
  reset: listingMessages.resetFilters,
} as const;
export const filterBarLabels: Labels<typeof filterBarTexts> = filterBarTexts;

const sortOptionsTexts = {
  newest: 'Nouveautés',
  priceAsc: words.priceAsc,
  priceDesc: 'Prix décroissant',
  popular: 'Popularité',
} as const;
export const sortOptionsLabels: Labels<typeof sortOptionsTexts> = sortOptionsTexts;
