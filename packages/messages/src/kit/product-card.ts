import { productMessages } from '../catalogue/specification.js';
import { type Labels, shared } from './shared.js';

const productCardTexts = {
  imageUnavailable: productMessages.imageUnavailable,
  popular: productMessages.popularBadge,
  featured: 'TOP',
  isNew: 'NEW',
  quickAdd: shared.addToCart,
  adding: 'Ajout en cours...',
  addFavourite: 'Ajouter {name} aux favoris',
  removeFavourite: 'Retirer {name} des favoris',
  stock: shared.stock,
} as const;
export const productCardLabels: Labels<typeof productCardTexts> = productCardTexts;
