import { statusesLabels } from '@teranga/messages/kit/status-badge';
import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './badge.css';

export type { BadgeTone, BadgeWeight } from './badge.css';
export { badgeTones, badgeWeights } from './badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** colour family */
  tone?: styles.BadgeTone;
  /** pale background (soft) or full colour (solid) */
  weight?: styles.BadgeWeight;
}

/** A short label: Populaire, -20 %, TOP, NEW, a status. */
export function Badge({ tone = 'neutral', weight = 'soft', className, ...rest }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={tone}
      className={clsx(styles.base, (weight === 'solid' ? styles.solid : styles.soft)[tone], className)}
      {...rest}
    />
  );
}

/** Shows a product tag: 'nouveau' green, 'promo' red, any other orange. */
export interface TagBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** Le mot-clé du produit : « nouveau » en vert, « promo » en rouge, tout autre en orange. */
  tag: string;
}

export function TagBadge({ tag, ...rest }: TagBadgeProps) {
  const key = tag.trim().toLowerCase();
  const tone: styles.BadgeTone = key === 'nouveau' ? 'positive' : key === 'promo' ? 'critical' : 'caution';
  return (
    <Badge data-slot="tag-badge" tone={tone} {...rest}>
      {tag}
    </Badge>
  );
}

export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

const statusTone = { active: 'positive', draft: 'caution', archived: 'neutral' } as const satisfies Record<
  ProductStatus,
  styles.BadgeTone
>;

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** Statut de publication : `active` (en ligne), `draft` (brouillon) ou `archived` (archivé). */
  status: ProductStatus;
  /** Nom de chaque statut (par défaut ceux de `@teranga/messages`). */
  labels?: Record<ProductStatus, string>;
}

/** A product's publication status. */
export function StatusBadge({ status, labels = statusesLabels, ...rest }: StatusBadgeProps) {
  return (
    <Badge data-slot="status-badge" tone={statusTone[status]} {...rest}>
      {labels[status]}
    </Badge>
  );
}

/** Caps a count for a badge: 0 shows nothing, above 99 shows '99+'. */
export function formatCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The small red number on an icon (cart, wishlist, bell). */
export interface CountBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Le nombre affiché ; 0 n’affiche rien, au-delà de 99 « 99+ ». */
  count: number;
}

export function CountBadge({ count, className, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span data-slot="count-badge" className={clsx(styles.count, className)} {...rest}>
      {formatCount(count)}
    </span>
  );
}
