import type { Labels } from './shared.js';

const passwordFieldTexts = { show: 'Afficher le mot de passe', hide: 'Masquer le mot de passe' } as const;
export const passwordFieldLabels: Labels<typeof passwordFieldTexts> = passwordFieldTexts;
