import * as words from '../words.js';
import type { Labels } from './shared.js';

const orderPartCardTexts = {
  /** '{seller}' is the seller's shop or name */
  soldBy: 'Vendu par {seller}',
  shopOwn: 'Vendu par Teranga',
  lines: 'Articles de {seller}',
  quantity: words.quantityOf,
  subtotal: words.subtotal,
  refundedTerm: words.refunded,
  flagged: 'Vendeur suspendu ou refusé : à traiter par l’équipe',
} as const;
export const orderPartCardLabels: Labels<typeof orderPartCardTexts> = orderPartCardTexts;
