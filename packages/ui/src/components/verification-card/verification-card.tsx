import { verificationCardLabels } from '@teranga/messages/kit/verification-card';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Icon } from '../../internal/icons';
import { card, heading } from '../../internal/surface.css';
import { Badge } from '../badge/badge';
import * as styles from './verification-card.css';

export const verificationKinds = ['email', 'phone'] as const;
export type VerificationKind = (typeof verificationKinds)[number];

export interface VerificationCardProps {
  /** Ce qui est vérifié : `email` ou `phone` (téléphone). */
  kind: VerificationKind;
  /** Vérifié ou non. */
  verified: boolean;
  /** L’adresse ou le numéro vérifié, sous le titre. */
  value?: string | null;
  /** heading (default 'Email' or 'Téléphone') */
  title?: string;
  /** Mention d’un élément vérifié. */
  verifiedLabel?: string;
  /** Mention d’un élément non vérifié. */
  unverifiedLabel?: string;
  className?: string;
}

const defaultTitles: Record<VerificationKind, string> = {
  email: verificationCardLabels.email,
  phone: verificationCardLabels.phone,
};

/** Whether the email or the phone of the account has been verified. */
export function VerificationCard({
  kind,
  verified,
  value,
  title = defaultTitles[kind],
  verifiedLabel = verificationCardLabels.verified,
  unverifiedLabel = verificationCardLabels.unverified,
  className,
}: VerificationCardProps) {
  const titleId = useId();
  return (
    <section
      data-slot="verification-card"
      data-variant={verified ? 'verified' : 'unverified'}
      aria-labelledby={titleId}
      className={clsx(card, styles.root, className)}
    >
      <span className={styles.icon}>
        <Icon name={kind === 'email' ? 'mail' : 'phone'} />
      </span>
      <div className={styles.body}>
        <h3 id={titleId} className={clsx(heading, styles.title)}>
          {title}
        </h3>
        {value ? <p className={styles.value}>{value}</p> : null}
      </div>
      <Badge tone={verified ? 'positive' : 'caution'}>
        <Icon name={verified ? 'check' : 'alert'} size={14} />
        {verified ? verifiedLabel : unverifiedLabel}
      </Badge>
    </section>
  );
}
