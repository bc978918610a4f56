import * as words from '../words.js';
import type { Labels } from './shared.js';

const quantityStepperTexts = {
  label: words.quantity,
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
} as const;
export const quantityStepperLabels: Labels<typeof quantityStepperTexts> = quantityStepperTexts;
