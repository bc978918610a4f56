import { kitLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import * as styles from './stock-indicator.css';

export type { StockLevel } from './stock-indicator.css';
export { stockLevels } from './stock-indicator.css';

export interface StockIndicatorProps {
  level: styles.StockLevel;
  /** extra detail after the label ('3 restants') */
  detail?: string;
  labels?: Record<styles.StockLevel, string>;
}

/** Availability: 'En stock' green, 'Stock limité' orange, 'Rupture de stock' red. */
export function StockIndicator({ level, detail, labels = kitLabels.stockIndicator }: StockIndicatorProps) {
  return (
    <span data-slot="stock-indicator" data-variant={level} className={clsx(styles.root, styles.level[level])}>
      <span aria-hidden className={styles.dot} />
      {labels[level]}
      {detail ? ` · ${detail}` : null}
    </span>
  );
}
