import { profileCardLabels } from '@teranga/messages/kit/profile-card';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { card, heading } from '../../internal/surface.css';
import { useImageFallback } from '../../internal/use-image-fallback';
import { Badge } from '../badge/badge';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './profile-card.css';

export const profileRoles = ['customer', 'seller', 'admin'] as const;
export type ProfileRole = (typeof profileRoles)[number];

export interface ProfileCardLabels {
  seller: string;
  customer: string;
  /** followed by the date */
  memberSince: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  missing: string;
  loading: string;
}

export const defaultProfileCardLabels: ProfileCardLabels = profileCardLabels;

export interface ProfileCardProps {
  /** Prénom. */
  firstName?: string | null;
  /** Nom de famille. */
  lastName?: string | null;
  /** Adresse e-mail. */
  email?: string | null;
  /** Numéro de téléphone. */
  phone?: string | null;
  /** Rôle du compte : `customer` (cliente), `seller` (vendeur) ou `admin` (équipe). */
  role?: ProfileRole;
  /** Adresse de la photo ; sans elle, les initiales sont dessinées. */
  avatarUrl?: string | null;
  /** account creation date (a Date or an ISO string) */
  memberSince?: Date | string | null;
  /** Formate la date d’inscription (par défaut fr-FR, « 21 novembre 2026 »). */
  formatDate?: (date: Date) => string;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<ProfileCardLabels>;
  /** Affiche des silhouettes pendant le chargement du compte. */
  loading?: boolean;
  /** Liens ou boutons sous la carte (« Modifier le profil »). */
  actions?: ReactNode;
  className?: string;
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** Initials of a person: first letters of first and last name, else of the email. */
export function initialsOf(
  firstName?: string | null,
  lastName?: string | null,
  email?: string | null,
): string {
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || email?.trim().charAt(0) || '?').toLocaleUpperCase('fr-FR');
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The read-only profile: avatar or initials, role label, member-since date and the four contact fields. */
export function ProfileCard({
  firstName,
  lastName,
  email,
  phone,
  role = 'customer',
  avatarUrl,
  memberSince,
  formatDate = (date) => frenchDate.format(date),
  labels: labelOverrides,
  loading = false,
  actions,
  className,
}: ProfileCardProps) {
  const fallback = useImageFallback('ProfileCard');
  const labels = { ...defaultProfileCardLabels, ...labelOverrides };
  if (loading) {
    return (
      <section
        data-slot="profile-card"
        aria-busy="true"
        aria-label={labels.loading}
        className={clsx(card, styles.root, className)}
      >
        <div className={styles.header}>
          <Skeleton width="5rem" height="5rem" round />
          <div className={styles.identity} style={{ flex: 1 }}>
            <Skeleton width="50%" height="1.5rem" />
            <Skeleton width="30%" />
          </div>
        </div>
        <Skeleton height="4rem" />
      </section>
    );
  }
  const fullName = [firstName, lastName].filter(Boolean).join(' ') || email || labels.missing;
  const since = toDate(memberSince);
  const isSeller = role === 'seller';
  const fields = [
    [labels.firstName, firstName],
    [labels.lastName, lastName],
    [labels.email, email],
    [labels.phone, phone],
  ] as const;
  return (
    <section
      data-slot="profile-card"
      data-variant={role}
      aria-label={fullName}
      className={clsx(card, styles.root, className)}
    >
      <div className={styles.header}>
        {avatarUrl && !fallback.failed(avatarUrl) ? (
          <img
            className={styles.avatar}
            src={avatarUrl}
            alt=""
            width={80}
            height={80}
            onError={fallback.onError(avatarUrl)}
          />
        ) : (
          <span className={styles.avatar} aria-hidden data-slot="profile-card-initials">
            {initialsOf(firstName, lastName, email)}
          </span>
        )}
        <div className={styles.identity}>
          <h2 className={clsx(heading, styles.name)}>{fullName}</h2>
          <div>
            <Badge tone={isSeller ? 'accent' : 'brand'}>{isSeller ? labels.seller : labels.customer}</Badge>
          </div>
          {since ? (
            <p className={styles.since}>
              {labels.memberSince} <time dateTime={since.toISOString()}>{formatDate(since)}</time>
            </p>
          ) : null}
        </div>
      </div>
      <dl className={styles.fields}>
        {fields.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={clsx(styles.detail, !value?.trim() && styles.missing)}>
              {value?.trim() || labels.missing}
            </dd>
          </div>
        ))}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
