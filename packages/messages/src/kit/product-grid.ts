import { listingMessages } from '../catalogue/specification.js';
import { type Labels, shared } from './shared.js';

const productGridTexts = {
  grid: 'Grille',
  list: 'Liste',
  view: 'Affichage',
  loading: 'Chargement des produits...',
  empty: listingMessages.noProductsFound,
  retry: shared.retry,
} as const;
export const productGridLabels: Labels<typeof productGridTexts> = productGridTexts;
