import { priceLabels } from '@teranga/messages/kit/price';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './price.css';

export interface PriceProps {
  /** Le prix, déjà formaté (« 19 650 CFA ») ; `null` ou absent affiche « Prix non disponible ». */
  amount?: string | null;
  /** Le prix avant remise, barré. */
  compareAt?: string | null;
  /** Le prix dans d’autres devises, déjà formaté (« ≈ 30 € »), affiché sous le prix. */
  equivalents?: readonly string[];
  /** Un badge à côté du prix (une remise). */
  badge?: ReactNode;
  /** Taille du prix : `sm`, `md` ou `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** Texte affiché quand le prix manque. */
  unavailableLabel?: string;
  /** Lu avant le prix barré. */
  compareLabel?: string;
}

/** A price with its compare-at price and indicative equivalents; XOF first by convention of the shop. */
export function Price({
  amount,
  compareAt,
  equivalents,
  badge,
  size = 'md',
  unavailableLabel = priceLabels.unavailable,
  compareLabel = priceLabels.compare,
}: PriceProps) {
  if (amount === null || amount === undefined || amount === '') {
    return (
      <span data-slot="price" data-variant="unavailable" className={styles.unavailable}>
        {unavailableLabel}
      </span>
    );
  }
  return (
    <div data-slot="price" className={styles.root}>
      <div className={styles.line}>
        <span className={styles.amount[size]}>{amount}</span>
        {compareAt ? (
          <s className={styles.compare}>
            <span className={visuallyHidden}>{compareLabel} </span>
            {compareAt}
          </s>
        ) : null}
        {badge}
      </div>
      {equivalents && equivalents.length > 0 ? (
        <span className={styles.equivalents}>{equivalents.join(' · ')}</span>
      ) : null}
    </div>
  );
}
