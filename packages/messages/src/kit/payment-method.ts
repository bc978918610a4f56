import { orderLabels } from '../orders/order-labels.js';
import type { Labels } from './shared.js';

const paymentMethodTexts = {
  legend: 'Moyen de paiement',
  wave: { name: orderLabels.paymentMethodLabels.wave, text: 'Payez avec votre compte Wave' },
  'orange-money': {
    name: orderLabels.paymentMethodLabels['orange-money'],
    text: 'Payez avec votre compte Orange Money',
  },
} as const;
export const paymentMethodLabels: Labels<typeof paymentMethodTexts> = paymentMethodTexts;
