import { type Labels, shared } from './shared.js';

const reassuranceTexts = {
  freeShipping: 'Livraison gratuite',
  securePayment: shared.securePayment,
  returns30: 'Retour sous 30 jours',
  fastShipping: 'Livraison rapide',
  fastShippingText: 'Gratuite dès 100 $',
  securePaymentText: 'Wave et Orange Money',
  easyReturns: 'Retours sous 30 jours',
  easyReturnsText: 'Simples et gratuits',
  support: 'Assistance 24/7',
  supportText: 'Une équipe à votre écoute',
} as const;
export const reassuranceLabels: Labels<typeof reassuranceTexts> = reassuranceTexts;
