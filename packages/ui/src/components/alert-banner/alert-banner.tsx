import { kitLabels } from '@teranga/messages';
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
  tone?: styles.AlertTone;
  title?: ReactNode;
  /** the message; errors are announced at once (role alert) */
  children: ReactNode;
  /** an action under the message */
  action?: ReactNode;
  /** shows a 'Réessayer' button (when no `action` is given) */
  onRetry?: () => void;
  retryLabel?: string;
  /** shows a close button */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * scrolls the page to the banner and focuses it when it shows and when its message changes: for a failure after a
   * press (a payment, a form sent), which may show far above where the shopper is
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
  retryLabel = kitLabels.alertBanner.retry,
  onDismiss,
  dismissLabel = kitLabels.alertBanner.dismiss,
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
