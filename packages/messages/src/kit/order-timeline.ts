import type { Labels } from './shared.js';

const orderTimelineTexts = {
  label: 'Suivi de la commande',
  steps: { confirmed: 'Confirmée', packed: 'Emballée', inTransit: 'En Transit', delivered: 'Livrée' },
  states: { done: 'terminée', current: 'en cours', upcoming: 'à venir' },
} as const;
export const orderTimelineLabels: Labels<typeof orderTimelineTexts> = orderTimelineTexts;
