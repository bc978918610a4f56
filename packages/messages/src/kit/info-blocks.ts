import * as words from '../words.js';
import type { Labels } from './shared.js';

const infoBlocksTexts = {
  materials: 'Matières',
  care: 'Entretien',
  details: 'Détails',
  sku: 'Référence (SKU)',
  brand: words.brand,
  origin: 'Origine',
  weight: 'Poids',
  shipping: words.shipping,
  delivery: 'Livraison estimée entre {min} et {max} jours',
  freeShipping: 'Livraison gratuite dès {minimum}',
  weightValue: '{kg} kg',
} as const;
export const infoBlocksLabels: Labels<typeof infoBlocksTexts> = infoBlocksTexts;
