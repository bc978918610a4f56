import type { Labels } from './shared.js';

const paymentMethodTexts = {
  legend: 'Moyen de paiement',
  wave: { name: 'Wave', text: 'Payez avec votre compte Wave' },
  'orange-money': { name: 'Orange Money', text: 'Payez avec votre compte Orange Money' },
} as const;
export const paymentMethodLabels: Labels<typeof paymentMethodTexts> = paymentMethodTexts;
