import { messages } from '../catalogue.js';
import type { Labels } from './shared.js';

const cartSummaryTexts = {
  title: 'Récapitulatif',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  free: messages.cart.freeShipping,
  total: 'Total',
  pay: 'Payer',
  processing: messages.checkout.processing,
  clear: 'Vider le panier',
} as const;
export const cartSummaryLabels: Labels<typeof cartSummaryTexts> = cartSummaryTexts;
