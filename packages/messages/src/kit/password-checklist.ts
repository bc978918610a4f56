import type { Labels } from './shared.js';

const passwordChecklistTexts = { met: 'respectée', unmet: 'non respectée' } as const;
export const passwordChecklistLabels: Labels<typeof passwordChecklistTexts> = passwordChecklistTexts;
