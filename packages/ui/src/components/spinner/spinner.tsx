import { spinnerLabels } from '@teranga/messages/kit/spinner';
import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Taille de l’anneau : `sm`, `md` ou `lg`. */
  size?: styles.SpinnerSize;
  /** Texte lu par les lecteurs d’écran ; `null` quand un parent dit déjà qu’il est occupé. */
  label?: string | null;
}

/** A turning ring that says "something is on its way". */
export function Spinner({ size = 'md', label = spinnerLabels.label, className, ...rest }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={clsx(className)}
      style={{ display: 'inline-flex' }}
      {...rest}
    >
      <span aria-hidden className={clsx(styles.base, styles.size[size])} />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
