import { kitLabels } from '@teranga/messages';
import type { ProductStatus } from '../badge/badge';

export type { ProductStatus } from '../badge/badge';
export { productStatuses, StatusBadge } from '../badge/badge';

/** Labels of the seller list: each publication status named in French. */
export const publicationLabels: Record<ProductStatus, string> = kitLabels.statuses;

/** Labels of the dashboard table, which only tells live products from the others. */
export const activityLabels: Record<ProductStatus, string> = kitLabels.activityStatuses;
