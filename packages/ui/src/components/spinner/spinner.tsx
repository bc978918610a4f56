import { kitLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** size of the ring */
  size?: styles.SpinnerSize;
  /** text read by screen readers; pass `null` when a parent already says it is busy */
  label?: string | null;
}

/** A turning ring that says "something is on its way". */
export function Spinner({ size = 'md', label = kitLabels.spinner.label, className, ...rest }: SpinnerProps) {
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
