import type { Labels } from './shared.js';

const imagePickerTexts = {
  label: 'Images',
  choose: 'Choisir des images',
  hint: 'JPG, PNG ou WEBP, 10 images au maximum',
  main: 'Principal',
  remove: "Retirer l'image",
  preview: 'Aperçu',
  count: '{count} / {max} images',
  full: 'Vous avez atteint le maximum de {max} images.',
  rejected: 'Format non accepté (JPG, PNG ou WEBP) : {names}',
} as const;
export const imagePickerLabels: Labels<typeof imagePickerTexts> = imagePickerTexts;
