import { fill } from '@teranga/messages/format';
import { orderPartCardLabels } from '@teranga/messages/kit/order-part-card';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { card } from '../../internal/surface.css';
import { useImageFallback } from '../../internal/use-image-fallback';
import * as styles from './order-part-card.css';
import {
  type OrderBadgeStatus,
  OrderStatusBadge,
  type PartBadgeStatus,
  type RefundBadgeStatus,
  RefundStatusBadge,
} from './order-status-badge';

/** One line of a part: what was bought, already formatted by the app. */
export interface OrderPartLine {
  id: string;
  name: string;
  /** the chosen size and colour ('M, Indigo') */
  detail?: string;
  quantity: number;
  /** the line's amount, formatted ('91,80€ (60 129 CFA)') */
  amount: ReactNode;
  /** the product's photo, shown small before the name (decorative: the name says what it is) */
  image?: string | null;
}

export interface OrderPartCardProps {
  /** La boutique ou le nom du vendeur ; `null` pour les produits de la boutique elle-même. */
  sellerName: string | null;
  /** Où en est cette partie de la commande (en attente, en préparation, expédiée, livrée, annulée…). */
  status: PartBadgeStatus;
  /** Les articles de la partie (nom, photo, taille, couleur, quantité, prix). */
  lines: readonly OrderPartLine[];
  /** Le sous-total de la partie, déjà formaté. */
  subtotal: ReactNode;
  /** Le remboursement d’une partie annulée : où il en est et combien, déjà formaté. */
  refund?: { status: RefundBadgeStatus; amount: ReactNode } | null;
  /** La partie est ouverte alors que son vendeur est refusé ou suspendu (vue de l’équipe). */
  flagged?: boolean;
  /** Ce qu’on peut faire de la partie (« Annuler » pour la cliente, « Annuler et rembourser » pour l’équipe). */
  actions?: ReactNode;
  /** Ce que l’application dit de la partie sous ses articles (transporteur, numéro de suivi, dates de livraison). */
  details?: ReactNode;
  /** Niveau du titre dans la page (3 par défaut : les parties sont sous le titre de la commande). */
  headingLevel?: 2 | 3 | 4;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof orderPartCardLabels>;
  /** Nom de chaque statut, à remplacer (par défaut ceux de `@teranga/messages`). */
  statusLabels?: Record<OrderBadgeStatus, string>;
  className?: string;
}

/**
 * One seller's part of a marketplace order: who sells it, its status, its lines and subtotal, its refund once
 * cancelled after payment, and the actions the app allows. A region named by its heading.
 */
export function OrderPartCard({
  sellerName,
  status,
  lines,
  subtotal,
  refund,
  flagged = false,
  actions,
  details,
  headingLevel = 3,
  labels: overrides,
  statusLabels,
  className,
}: OrderPartCardProps) {
  const fallback = useImageFallback('OrderPartCard');
  const labels = { ...orderPartCardLabels, ...overrides };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const seller = sellerName ?? '';
  return (
    <section
      data-slot="order-part-card"
      data-status={status}
      data-flagged={flagged || undefined}
      aria-labelledby={headingId}
      className={clsx(card, styles.root, className)}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {sellerName ? fill(labels.soldBy, { seller }) : labels.shopOwn}
        </Heading>
        <div className={styles.badges}>
          <OrderStatusBadge status={status} labels={statusLabels} />
          {refund ? <RefundStatusBadge status={refund.status} /> : null}
        </div>
      </div>
      {flagged ? <p className={styles.flagged}>{labels.flagged}</p> : null}
      <ul className={styles.lines} aria-label={fill(labels.lines, { seller: sellerName ?? labels.shopOwn })}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {line.image && !fallback.failed(line.image) ? (
              <img
                src={line.image}
                alt=""
                className={styles.photo}
                width={48}
                height={48}
                loading="lazy"
                onError={fallback.onError(line.image)}
              />
            ) : line.image ? (
              <span data-slot="image-fallback" className={styles.photo} />
            ) : null}
            <span className={styles.lineName}>
              {line.name}
              {line.detail ? <span className={styles.lineDetail}> ({line.detail})</span> : null}
              <span className={styles.lineDetail}>
                {' · '}
                {fill(labels.quantity, { quantity: String(line.quantity) })}
              </span>
            </span>
            <span className={styles.amount}>{line.amount}</span>
          </li>
        ))}
      </ul>
      {details ? <div className={styles.details}>{details}</div> : null}
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt className={styles.totalTerm}>{labels.subtotal}</dt>
          <dd className={styles.totalValue}>{subtotal}</dd>
        </div>
        {refund ? (
          <div className={styles.total}>
            <dt className={styles.totalTerm}>{labels.refundedTerm}</dt>
            <dd className={clsx(styles.totalValue, refund.status === 'succeeded' && styles.refunded)}>
              {refund.amount}
            </dd>
          </div>
        ) : null}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
