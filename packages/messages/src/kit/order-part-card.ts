import type { Labels } from './shared.js';

const orderPartCardTexts = {
  /** '{seller}' is the seller's shop or name */
  soldBy: 'Vendu par {seller}',
  shopOwn: 'Vendu par Teranga',
  lines: 'Articles de {seller}',
  quantity: 'Quantité : {quantity}',
  subtotal: 'Sous-total',
  refundedTerm: 'Remboursé',
  flagged: 'Vendeur suspendu ou refusé : à traiter par l’équipe',
} as const;
export const orderPartCardLabels: Labels<typeof orderPartCardTexts> = orderPartCardTexts;
