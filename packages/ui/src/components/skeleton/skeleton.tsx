import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes } from 'react';
import * as styles from './skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Largeur de la silhouette (une longueur CSS ou un nombre de pixels). */
  width?: CSSProperties['width'];
  /** Hauteur de la silhouette (une longueur CSS ou un nombre de pixels). */
  height?: CSSProperties['height'];
  /** a circle (avatars) */
  round?: boolean;
}

/** A grey shape standing in for content that is loading. Hidden from screen readers: the region says it is busy. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  round,
  className,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <span
      aria-hidden
      data-slot="skeleton"
      className={clsx(styles.skeleton, className)}
      style={{ width, height, borderRadius: round ? '9999px' : undefined, ...style }}
      {...rest}
    />
  );
}
