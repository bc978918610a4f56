import { stockIndicatorLabels } from '@teranga/messages/kit/stock-indicator';
import { clsx } from 'clsx';
import * as styles from './stock-indicator.css';

export type { StockLevel } from './stock-indicator.css';
export { stockLevels } from './stock-indicator.css';

export interface StockIndicatorProps {
  /** État du stock : `in_stock` (disponible), `low_stock` (stock faible) ou `out_of_stock` (rupture). */
  level: styles.StockLevel;
  /** Précision après l’état (« 3 restants »). */
  detail?: string;
  /** Nom de chaque état (par défaut ceux de `@teranga/messages`). */
  labels?: Record<styles.StockLevel, string>;
}

/** Availability: 'En stock' green, 'Stock limité' orange, 'Rupture de stock' red. */
export function StockIndicator({ level, detail, labels = stockIndicatorLabels }: StockIndicatorProps) {
  return (
    <span data-slot="stock-indicator" data-variant={level} className={clsx(styles.root, styles.level[level])}>
      <span aria-hidden className={styles.dot} />
      {labels[level]}
      {detail ? ` · ${detail}` : null}
    </span>
  );
}
