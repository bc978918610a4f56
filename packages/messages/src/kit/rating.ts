import * as words from '../words.js';
import type { Labels } from './shared.js';

const ratingTexts = {
  average: 'Note : {average} sur 5',
  averageAndCount: 'Note : {average} sur 5 ({count} avis)',
  count: words.reviewCount,
  none: 'Aucun avis pour le moment',
} as const;
export const ratingLabels: Labels<typeof ratingTexts> = ratingTexts;
