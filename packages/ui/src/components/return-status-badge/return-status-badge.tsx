import { returnStatusLabels } from '@teranga/messages/orders';
import { Badge, type BadgeProps } from '../badge/badge';
import type { BadgeTone } from '../badge/badge.css';

/** A return's statuses in the order they come: asked, then accepted or refused, received, refunded. */
export const returnStatuses = ['requested', 'accepted', 'refused', 'received', 'refunded'] as const;
export type ReturnBadgeStatus = (typeof returnStatuses)[number];

const returnTone = {
  requested: 'caution',
  accepted: 'brand',
  refused: 'critical',
  received: 'accent',
  refunded: 'positive',
} as const satisfies Record<ReturnBadgeStatus, BadgeTone>;

export type ReturnStatusBadgeProps = {
  /** Où en est le retour : `requested` (demandé), `accepted`, `refused`, `received` (colis reçu) ou `refunded`. */
  status: ReturnBadgeStatus;
  /** Nom de chaque statut (par défaut ceux de `@teranga/messages`). */
  labels?: Record<ReturnBadgeStatus, string>;
} & Omit<BadgeProps, 'tone' | 'children'>;

/** Where a return request stands ('Demande envoyée', 'Retour accepté', 'Colis reçu', 'Remboursé'…). */
export function ReturnStatusBadge({ status, labels = returnStatusLabels, ...rest }: ReturnStatusBadgeProps) {
  return (
    <Badge data-slot="return-status-badge" data-status={status} tone={returnTone[status]} {...rest}>
      {labels[status]}
    </Badge>
  );
}
