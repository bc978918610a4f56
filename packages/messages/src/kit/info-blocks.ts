import type { Labels } from './shared.js';

const infoBlocksTexts = {
  materials: 'Matières',
  care: 'Entretien',
  details: 'Détails',
  sku: 'Référence (SKU)',
  brand: 'Marque',
  origin: 'Origine',
  weight: 'Poids',
  shipping: 'Livraison',
  delivery: 'Livraison estimée entre {min} et {max} jours',
  freeShipping: 'Livraison gratuite dès {minimum}',
  weightValue: '{kg} kg',
} as const;
export const infoBlocksLabels: Labels<typeof infoBlocksTexts> = infoBlocksTexts;
