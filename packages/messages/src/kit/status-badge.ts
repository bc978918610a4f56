import { orderLabels } from '../orders/order-labels.js';
import { type Labels, shared } from './shared.js';

const statusesTexts = shared.statuses;
export const statusesLabels: Labels<typeof statusesTexts> = statusesTexts;

const activityStatusesTexts = { active: 'Actif', draft: 'Inactif', archived: 'Inactif' } as const;
export const activityStatusesLabels: Labels<typeof activityStatusesTexts> = activityStatusesTexts;

/** an order's or a part's status, and a part's refund (marketplace orders) */
const orderStatusBadgeTexts = orderLabels.statusLabels;
export const orderStatusBadgeLabels: Labels<typeof orderStatusBadgeTexts> = orderStatusBadgeTexts;

const refundStatusBadgeTexts = orderLabels.refundStatusLabels;
export const refundStatusBadgeLabels: Labels<typeof refundStatusBadgeTexts> = refundStatusBadgeTexts;
