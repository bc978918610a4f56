// Finding things (issue 33): the listing's price and size filters, the header's search suggestions, the size guide.

/** The price range and size filters of the product lists (the amounts are whole francs CFA). */
export const listingFilterTexts = {
  priceLegend: 'Prix',
  minPrice: 'Prix minimum (CFA)',
  maxPrice: 'Prix maximum (CFA)',
  apply: 'Appliquer',
  /** shown under the two fields, and read with them, when the minimum is above the maximum */
  rangeInvalid: 'Le prix minimum doit être inférieur ou égal au prix maximum.',
  /** shown under the two fields when one of them is not a whole number of francs */
  amountInvalid: 'Saisissez un montant en francs CFA, sans décimales.',
  size: 'Taille',
  anySize: 'Toutes les tailles',
  clear: 'Effacer les filtres',
} as const;

/** The header search's suggestions while typing. */
export const searchSuggestionTexts = {
  listLabel: 'Suggestions de recherche',
  products: 'Produits',
  categories: 'Catégories',
  category: 'Catégorie',
  /** read by screen readers when the list changes */
  count: { one: '{count} suggestion', other: '{count} suggestions' },
  none: 'Aucune suggestion',
  /** the last option: the full results page for the term */
  seeAll: 'Voir tous les résultats pour « {term} »',
} as const;

/** The product page's size guide (clothing only): the adults' table is the help page's (storefront.ts). */
export const sizeGuideTexts = {
  button: 'Guide des tailles',
  title: 'Guide des tailles',
  close: 'Fermer',
  childLead:
    'Les tailles enfant suivent l’âge : mesurez votre enfant et, entre deux âges, choisissez le plus grand.',
  childCaption: 'Tailles enfant : stature, tour de poitrine et de taille en centimètres',
  childColumns: ['Âge', 'Stature (cm)', 'Poitrine (cm)', 'Taille (cm)'],
  childRows: [
    ['2 ans', '86 – 92', '52 – 54', '50 – 52'],
    ['4 ans', '98 – 104', '55 – 57', '52 – 54'],
    ['6 ans', '110 – 116', '58 – 61', '54 – 56'],
    ['8 ans', '122 – 128', '62 – 65', '56 – 58'],
    ['10 ans', '134 – 140', '66 – 70', '58 – 61'],
    ['12 ans', '146 – 152', '71 – 76', '61 – 64'],
  ],
} as const;
