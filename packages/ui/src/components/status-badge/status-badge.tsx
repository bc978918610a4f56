import type { ProductStatus } from '../badge/badge';

export type { ProductStatus } from '../badge/badge';
export { productStatuses, StatusBadge } from '../badge/badge';

/** Labels of the seller list: each publication status named in French. */
export const publicationLabels = {
  active: 'Actif',
  draft: 'Brouillon',
  archived: 'Archivé',
} as const satisfies Record<ProductStatus, string>;

/** Labels of the dashboard table, which only tells live products from the others. */
export const activityLabels = {
  active: 'Actif',
  draft: 'Inactif',
  archived: 'Inactif',
} as const satisfies Record<ProductStatus, string>;
