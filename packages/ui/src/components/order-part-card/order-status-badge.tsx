import { orderStatusBadgeLabels, refundStatusBadgeLabels } from '@teranga/messages/kit/order-status-badge';
import { Badge, type BadgeProps } from '../badge/badge';
import type { BadgeTone } from '../badge/badge.css';

/** An order's statuses: its parts' ones, and `partially_shipped` when only some parts are on their way. */
export const orderStatuses = [
  'pending',
  'processing',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderBadgeStatus = (typeof orderStatuses)[number];
/** One seller's part of an order: pending → processing → shipped → delivered, or cancelled. */
export type PartBadgeStatus = Exclude<OrderBadgeStatus, 'partially_shipped'>;

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundBadgeStatus = (typeof refundStatuses)[number];

const statusTone = {
  pending: 'caution',
  processing: 'brand',
  partially_shipped: 'accent',
  shipped: 'brand',
  delivered: 'positive',
  cancelled: 'neutral',
} as const satisfies Record<OrderBadgeStatus, BadgeTone>;

const refundTone = {
  pending: 'caution',
  succeeded: 'positive',
  failed: 'critical',
} as const satisfies Record<RefundBadgeStatus, BadgeTone>;

type StatusBadgeProps<S extends string> = {
  /** Le statut affiché (sa couleur suit). */
  status: S;
  /** Nom de chaque statut (par défaut ceux de `@teranga/messages`). */
  labels?: Record<S, string>;
} & Omit<BadgeProps, 'tone' | 'children'>;

/** The status of an order or of one seller's part of it ('Partiellement expédiée', 'Livrée'…). */
export function OrderStatusBadge({
  status,
  labels = orderStatusBadgeLabels,
  ...rest
}: StatusBadgeProps<OrderBadgeStatus>) {
  return (
    <Badge data-slot="order-status-badge" data-status={status} tone={statusTone[status]} {...rest}>
      {labels[status]}
    </Badge>
  );
}

/** Where a cancelled part's refund stands: asked of the provider, done ('Remboursée') or refused. */
export function RefundStatusBadge({
  status,
  labels = refundStatusBadgeLabels,
  ...rest
}: StatusBadgeProps<RefundBadgeStatus>) {
  return (
    <Badge data-slot="refund-status-badge" data-status={status} tone={refundTone[status]} {...rest}>
      {labels[status]}
    </Badge>
  );
}
