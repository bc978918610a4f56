import { kitLabels } from '@teranga/messages';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './price.css';

export interface PriceProps {
  /** the price, already formatted ('19 650 CFA'); null or undefined shows the unavailable label */
  amount?: string | null;
  /** the price before discount, struck through */
  compareAt?: string | null;
  /** other currencies, already formatted ('≈ 30 €', '≈ $33'), shown under the price */
  equivalents?: readonly string[];
  /** a badge beside the price (a discount) */
  badge?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  unavailableLabel?: string;
  /** read before the struck-through price */
  compareLabel?: string;
}

/** A price with its compare-at price and indicative equivalents; XOF first by convention of the shop. */
export function Price({
  amount,
  compareAt,
  equivalents,
  badge,
  size = 'md',
  unavailableLabel = kitLabels.price.unavailable,
  compareLabel = kitLabels.price.compare,
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
