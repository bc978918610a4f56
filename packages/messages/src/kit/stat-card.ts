import type { Labels } from './shared.js';

const statCardTexts = { loading: 'Chargement des statistiques' } as const;
export const statCardLabels: Labels<typeof statCardTexts> = statCardTexts;
