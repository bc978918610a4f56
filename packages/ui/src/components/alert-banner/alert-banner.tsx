import { alertBannerLabels } from '@teranga/messages/kit/alert-banner';
import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import { focusRing } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { useReveal } from '../../internal/use-reveal';
import { Button } from '../button/button';
import * as styles from './alert-banner.css';

export type { AlertTone } from './alert-banner.css';
export { alertTones } from './alert-banner.css';

export interface AlertBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Ton du bandeau : `critical` (erreur), `caution` (attention), `positive` (réussite) ou `info`. */
  tone?: styles.AlertTone;
  /** Titre en gras au-dessus du message. */
  title?: ReactNode;
  /** Le message ; une erreur est annoncée aussitôt (rôle `alert`). */
  children: ReactNode;
  /** Une action sous le message (un bouton, un lien). */
  action?: ReactNode;
  /** Affiche un bouton « Réessayer » qui l’appelle (quand aucune `action` n’est donnée). */
  onRetry?: () => void;
  /** Texte du bouton « Réessayer ». */
  retryLabel?: string;
  /** Affiche un bouton de fermeture qui l’appelle. */
  onDismiss?: () => void;
  /** Nom lu du bouton de fermeture. */
  dismissLabel?: string;
  /**
   * Fait défiler la page jusqu’au bandeau et lui donne le focus quand il apparaît ou que son message change : pour un
   * échec après un clic (un paiement, un formulaire), loin de l’endroit où se trouve la cliente.
   */
  reveal?: boolean;
}

/** A message across the page: failures in red, successes in green. */
export function AlertBanner({
  tone = 'critical',
  title,
  children,
  action,
  onRetry,
  retryLabel = alertBannerLabels.retry,
  onDismiss,
  dismissLabel = alertBannerLabels.dismiss,
  reveal = false,
  className,
  ...rest
}: AlertBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The same message again is a new failure only when the banner went and came back (a new mount).
  useReveal(ref, reveal, typeof children === 'string' ? children : undefined);
  return (
    <div
      ref={ref}
      data-slot="alert-banner"
      data-variant={tone}
      role={tone === 'critical' ? 'alert' : 'status'}
      {...(reveal ? { tabIndex: -1 } : {})}
      className={clsx(styles.base, styles.tone[tone], reveal && focusRing, className)}
      {...rest}
    >
      <Icon name={tone === 'positive' ? 'check' : tone === 'info' ? 'info' : 'alert'} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{children}</p>
        {action ??
          (onRetry ? (
            <div>
              <Button size="sm" variant="outline" onClick={onRetry}>
                <Icon name="refresh" size={16} />
                {retryLabel}
              </Button>
            </div>
          ) : null)}
      </div>
      {onDismiss ? (
        <button type="button" className={iconButton} aria-label={dismissLabel} onClick={onDismiss}>
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}
