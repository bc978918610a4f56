import { activityStatusesLabels, statusesLabels } from '@teranga/messages/kit/status-badge';
import type { ProductStatus } from '../badge/badge';

export type { ProductStatus } from '../badge/badge';
export { productStatuses, StatusBadge } from '../badge/badge';

/** Labels of the seller list: each publication status named in French. */
export const publicationLabels: Record<ProductStatus, string> = statusesLabels;

/** Labels of the dashboard table, which only tells live products from the others. */
export const activityLabels: Record<ProductStatus, string> = activityStatusesLabels;
