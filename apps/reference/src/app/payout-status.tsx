import type { PayoutStatus } from '@teranga/sdk';
import { Badge, type BadgeProps } from '@teranga/ui';

/** A payout's status as a badge: requested and in progress wait, paid is positive, refused is critical. */
const TONES: Record<PayoutStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'caution',
  processing: 'caution',
  succeeded: 'positive',
  failed: 'critical',
};

export const payoutStatuses = [
  'pending',
  'processing',
  'succeeded',
  'failed',
] as const satisfies readonly PayoutStatus[];

export function PayoutStatusBadge({
  status,
  labels,
}: {
  status: PayoutStatus;
  labels: Record<PayoutStatus, string>;
}) {
  return <Badge tone={TONES[status]}>{labels[status]}</Badge>;
}
