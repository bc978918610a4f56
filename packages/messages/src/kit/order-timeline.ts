import { orderLabels } from '../orders/order-labels.js';
import type { Labels } from './shared.js';

const orderTimelineTexts = {
  label: 'Suivi de la commande',
  steps: {
    confirmed: 'Confirmée',
    packed: 'Emballée',
    inTransit: 'En Transit',
    delivered: orderLabels.statusLabels.delivered,
  },
  states: { done: 'terminée', current: 'en cours', upcoming: 'à venir' },
} as const;
export const orderTimelineLabels: Labels<typeof orderTimelineTexts> = orderTimelineTexts;
