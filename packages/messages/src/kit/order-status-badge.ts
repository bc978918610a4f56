import { orderLabels } from '../orders/order-labels.js';
import type { Labels } from './shared.js';

/** an order's or a part's status, and a part's refund (marketplace orders) */
const orderStatusBadgeTexts = orderLabels.statusLabels;
export const orderStatusBadgeLabels: Labels<typeof orderStatusBadgeTexts> = orderStatusBadgeTexts;

const refundStatusBadgeTexts = orderLabels.refundStatusLabels;
export const refundStatusBadgeLabels: Labels<typeof refundStatusBadgeTexts> = refundStatusBadgeTexts;
