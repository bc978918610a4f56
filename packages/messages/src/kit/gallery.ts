import { productMessages } from '../catalogue/specification.js';
import type { Labels } from './shared.js';

const galleryTexts = {
  label: 'Images du produit',
  thumb: "Afficher l'image {index} sur {total}",
  empty: productMessages.imageUnavailable,
} as const;
export const galleryLabels: Labels<typeof galleryTexts> = galleryTexts;
