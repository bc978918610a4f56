import { cartMessages, checkoutMessages } from '../cart/specification.js';
import * as words from '../words.js';
import type { Labels } from './shared.js';

const cartSummaryTexts = {
  title: 'Récapitulatif',
  subtotal: words.subtotal,
  shipping: words.shipping,
  free: cartMessages.freeShipping,
  total: words.total,
  pay: 'Payer',
  processing: checkoutMessages.processing,
  clear: 'Vider le panier',
} as const;
export const cartSummaryLabels: Labels<typeof cartSummaryTexts> = cartSummaryTexts;
