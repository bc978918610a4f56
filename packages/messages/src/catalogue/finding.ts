import * as words from '../words.js';
// Finding things (issue 33): the listing's price and size filters, the header's search suggestions, the size guide.

/** The price range and size filters of the product lists (the amounts are whole francs CFA). */
export const listingFilterTexts = {
  priceLegend: words.price,
  minPrice: 'Prix minimum (CFA)',
  maxPrice: 'Prix maximum (CFA)',
  apply: 'Appliquer',
  /** shown under the two fields, and read with them, when the minimum is above the maximum */
  rangeInvalid: 'Le prix minimum doit être inférieur ou égal au prix maximum.',
  /** shown under the two fields when one of them is not a whole number of francs */
  amountInvalid: 'Saisissez un montant en francs CFA, sans décimales.',
  size: words.size,
  anySize: 'Toutes les tailles',
  clear: 'Effacer les filtres',
} as const;

/** The header search's suggestions while typing. */
export const searchSuggestionTexts = {
  listLabel: 'Suggestions de recherche',
  products: words.products,
  categories: words.categories,
  category: words.category,
  /** read by screen readers when the list changes */
  count: { one: '{count} suggestion', other: '{count} suggestions' },
  none: 'Aucune suggestion',
  /** the last option: the full results page for the term */
  seeAll: 'Voir tous les résultats pour « {term} »',
} as const;
