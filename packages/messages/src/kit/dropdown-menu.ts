import type { Labels } from './shared.js';

const dropdownMenuTexts = {
  /** the name of a trigger that shows only the "more" icon */
  trigger: 'Plus d’actions',
} as const;
export const dropdownMenuLabels: Labels<typeof dropdownMenuTexts> = dropdownMenuTexts;
