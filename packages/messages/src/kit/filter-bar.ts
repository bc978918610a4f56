import { listingMessages } from '../catalogue/specification.js';
import { type Labels, shared } from './shared.js';

const filterBarTexts = {
  search: shared.search,
  searchPlaceholder: 'Boubou, wax, bazin...',
  submit: shared.search,
  category: 'Catégorie',
  allCategories: 'Toutes les catégories',
  sort: 'Trier par',
  reset: listingMessages.resetFilters,
} as const;
export const filterBarLabels: Labels<typeof filterBarTexts> = filterBarTexts;

const sortOptionsTexts = {
  newest: 'Nouveautés',
  priceAsc: 'Prix croissant',
  priceDesc: 'Prix décroissant',
  popular: 'Popularité',
} as const;
export const sortOptionsLabels: Labels<typeof sortOptionsTexts> = sortOptionsTexts;
