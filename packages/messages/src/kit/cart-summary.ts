import { cartMessages, checkoutMessages } from '../cart/specification.js';
import type { Labels } from './shared.js';

const cartSummaryTexts = {
  title: 'Récapitulatif',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  free: cartMessages.freeShipping,
  total: 'Total',
  pay: 'Payer',
  processing: checkoutMessages.processing,
  clear: 'Vider le panier',
} as const;
export const cartSummaryLabels: Labels<typeof cartSummaryTexts> = cartSummaryTexts;
