import { listingMessages } from '../catalogue/specification.js';
import { type Labels, shared } from './shared.js';

const categoryGridTexts = {
  title: 'Nos catégories',
  loading: 'Chargement des catégories...',
  retry: shared.retry,
  empty: listingMessages.noCategories,
} as const;
export const categoryGridLabels: Labels<typeof categoryGridTexts> = categoryGridTexts;
