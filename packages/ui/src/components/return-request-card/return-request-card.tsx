import { fill } from '@teranga/messages/format';
import { returnCardLabels } from '@teranga/messages/orders';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { card } from '../../internal/surface.css';
import { useImageFallback } from '../../internal/use-image-fallback';
import { type ReturnBadgeStatus, ReturnStatusBadge } from '../return-status-badge/return-status-badge';
import * as styles from './return-request-card.css';

/** One returned line: what goes back and how many units, already formatted by the app. */
export interface ReturnRequestLine {
  id: string;
  name: string;
  /** the size and colour ('2 ans · Fuchsia') */
  detail?: string;
  quantity: number;
}

export interface ReturnRequestCardProps {
  /** Où en est le retour (demandé, accepté, reçu, remboursé, refusé). */
  status: ReturnBadgeStatus;
  /** La commande concernée (« Commande TRG-261126-AB12CD ») : le nom de la carte. */
  title: string;
  /** Quand il a été demandé, déjà formaté (« Demandé le 26 novembre 2026 »). */
  meta?: ReactNode;
  /** Ce que le lecteur voit d’abord (le nom de la cliente pour un vendeur, le vendeur pour l’équipe). */
  intro?: ReactNode;
  /** Les articles retournés (nom, taille, quantité). */
  lines: readonly ReturnRequestLine[];
  /** Ce que coûtent les articles, déjà formaté (« 27,00€ (17 685 CFA) »). */
  amount: string;
  /** La raison donnée par la cliente. */
  reason: string;
  /** Les photos de la cliente (ouvertes en grand dans un nouvel onglet). */
  photos?: readonly string[];
  /** Pourquoi le retour a été refusé. */
  refusalReason?: string | null;
  /** L’étape suivante ou les réponses possibles du lecteur. */
  children?: ReactNode;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof returnCardLabels>;
  className?: string;
}

/**
 * A return request as its readers see it (customer, seller, staff): its status, order, lines, amount, the customer's
 * reason and photos, the refusal's reason, and what the app puts under it. An article named by its order.
 */
export function ReturnRequestCard({
  status,
  title,
  meta,
  intro,
  lines,
  amount,
  reason,
  photos = [],
  refusalReason,
  children,
  labels: overrides,
  className,
}: ReturnRequestCardProps) {
  const fallback = useImageFallback('ReturnRequestCard');
  const labels = { ...returnCardLabels, ...overrides };
  return (
    <article
      aria-label={title}
      data-slot="return-request-card"
      data-status={status}
      className={clsx(card, styles.root, className)}
    >
      <div className={styles.header}>
        <ReturnStatusBadge status={status} />
        <strong className={styles.title}>{title}</strong>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </div>
      {intro}
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name}
            {line.detail ? ` · ${line.detail}` : ''}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{fill(labels.amount, { amount })}</p>
      <p className={styles.text}>{fill(labels.reason, { reason })}</p>
      {photos.length > 0 ? (
        <ul className={styles.photos} aria-label={labels.photos}>
          {photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className={styles.photoLink}>
                {fallback.failed(url) ? (
                  // The link still opens the photo's address; its name stays the photo's.
                  <span
                    role="img"
                    aria-label={fill(labels.photo, { n: String(index + 1) })}
                    className={styles.photo}
                  />
                ) : (
                  <img
                    src={url}
                    alt={fill(labels.photo, { n: String(index + 1) })}
                    className={styles.photo}
                    onError={fallback.onError(url)}
                  />
                )}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {refusalReason ? (
        <p className={styles.text}>{fill(labels.refusal, { reason: refusalReason })}</p>
      ) : null}
      {children}
    </article>
  );
}
