import { addressTexts } from '@teranga/messages/identity';
import { clsx } from 'clsx';
import { useId } from 'react';
import { card, heading, muted } from '../../internal/surface.css';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import * as styles from './address-card.css';

export interface AddressCardAddress {
  fullName: string;
  /** shown as given (format it first, e.g. '+221 77 123 45 67') */
  phone: string;
  quartier: string;
  street: string;
  landmark?: string | null;
  city: string;
  region: string;
  isDefault?: boolean;
}

export const defaultAddressCardLabels = addressTexts.card;
export type AddressCardLabels = { [K in keyof typeof defaultAddressCardLabels]: string };

export interface AddressCardProps {
  /** L’adresse à afficher (nom, téléphone, quartier, rue, ville, région, repère) et si c’est celle par défaut. */
  address: AddressCardAddress;
  /** Affiche le bouton « Modifier » et l’appelle ; chaque action n’a son bouton que si elle est donnée. */
  onEdit?: () => void;
  /** Affiche le bouton « Supprimer » et l’appelle. */
  onRemove?: () => void;
  /** Proposée sur une adresse qui n’est pas celle par défaut : « Définir par défaut ». */
  onMakeDefault?: () => void;
  /** Pendant qu’une action s’exécute, les boutons sont désactivés. */
  busy?: boolean;
  /** Niveau du titre (le nom), pour suivre le plan de la page. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<AddressCardLabels>;
}

/** One address of a customer's book: who, where (quartier, street, landmark, city, region), the default badge, actions. */
export function AddressCard({
  address,
  onEdit,
  onRemove,
  onMakeDefault,
  busy = false,
  headingLevel = 3,
  className,
  labels: overrides,
}: AddressCardProps) {
  const labels = { ...defaultAddressCardLabels, ...overrides };
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const place = [address.city, address.region !== address.city ? address.region : undefined].filter(Boolean);
  return (
    <article
      data-slot="address-card"
      data-default={address.isDefault ? 'true' : 'false'}
      className={clsx(card, styles.root, className)}
      aria-labelledby={nameId}
    >
      <div className={styles.top}>
        <Heading id={nameId} className={clsx(heading, styles.name)}>
          {address.fullName}
        </Heading>
        {address.isDefault ? <Badge tone="brand">{labels.defaultBadge}</Badge> : null}
      </div>
      <address className={styles.lines}>
        {address.quartier}, {address.street}
        <br />
        {place.join(', ')}
        <br />
        {address.phone}
        {address.landmark ? (
          <>
            <br />
            <span className={muted}>
              {labels.landmark} {address.landmark}
            </span>
          </>
        ) : null}
      </address>
      {onEdit || onRemove || (onMakeDefault && !address.isDefault) ? (
        <div className={styles.actions}>
          {onMakeDefault && !address.isDefault ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onMakeDefault}
              disabled={busy}
              aria-describedby={nameId}
            >
              {labels.makeDefault}
            </Button>
          ) : null}
          {onEdit ? (
            <Button size="sm" variant="ghost" onClick={onEdit} disabled={busy} aria-describedby={nameId}>
              {labels.edit}
            </Button>
          ) : null}
          {onRemove ? (
            <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy} aria-describedby={nameId}>
              {labels.remove}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
