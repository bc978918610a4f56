import type { Labels } from './shared.js';

const heroTexts = {
  eyebrow: 'Mode africaine',
  title: 'La teranga se porte aussi',
  text: 'Wax, bazin, bogolan et kente : des pièces de créateurs du Sénégal et d’Afrique de l’Ouest.',
  browse: 'Parcourir',
} as const;
export const heroLabels: Labels<typeof heroTexts> = heroTexts;
