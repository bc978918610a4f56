import type { Labels } from './shared.js';

const tagInputTexts = {
  label: 'Tags',
  placeholder: 'Ajouter un tag puis Entrée',
  hint: 'Appuyez sur Entrée pour ajouter un tag.',
  remove: 'Retirer le tag',
} as const;
export const tagInputLabels: Labels<typeof tagInputTexts> = tagInputTexts;
