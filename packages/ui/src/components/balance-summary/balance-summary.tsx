import { fill, kitAccountLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { card } from '../../internal/surface.css';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './balance-summary.css';

export interface BalanceSummaryProps {
  /** what the shop owes the seller, formatted ('37 589 CFA') */
  balance: ReactNode;
  /** the commission kept on parts not refunded, formatted */
  commission: ReactNode;
  /** the shop's rate, read under the commission ('10' → '10 % des ventes') */
  commissionPercent?: number | string;
  /** paid parts, formatted */
  sales?: ReactNode;
  /** refunded parts, formatted */
  refunds?: ReactNode;
  /** placeholders while the ledger loads */
  loading?: boolean;
  /** a heading above the figures (the region's name either way) */
  title?: string;
  /** a sentence under the heading: how the balance is made */
  description?: ReactNode;
  labels?: Partial<typeof kitAccountLabels.balanceSummary>;
  className?: string;
}

/** A seller's balance from the ledger: « Solde » first, then « Commission », sales and refunds. */
export function BalanceSummary({
  balance,
  commission,
  commissionPercent,
  sales,
  refunds,
  loading = false,
  title,
  description,
  labels: overrides,
  className,
}: BalanceSummaryProps) {
  const labels = { ...kitAccountLabels.balanceSummary, ...overrides };
  const titleId = useId();
  const figures: Array<{ key: string; term: string; value: ReactNode; hint?: string }> = [
    { key: 'balance', term: labels.balance, value: balance, hint: labels.balanceHint },
    {
      key: 'commission',
      term: labels.commission,
      value: commission,
      hint:
        commissionPercent === undefined
          ? undefined
          : fill(labels.commissionHint, { percent: String(commissionPercent) }),
    },
    ...(sales === undefined ? [] : [{ key: 'sales', term: labels.sales, value: sales }]),
    ...(refunds === undefined ? [] : [{ key: 'refunds', term: labels.refunds, value: refunds }]),
  ];
  return (
    <section
      data-slot="balance-summary"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={clsx(card, styles.root, className)}
    >
      <h2 id={titleId} className={styles.title}>
        {title ?? labels.label}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {loading ? (
        <div role="status" aria-label={labels.loading} style={{ display: 'grid', gap: 8 }}>
          <Skeleton width="40%" height="1.75rem" />
          <Skeleton width="60%" />
        </div>
      ) : (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure} data-figure={figure.key}>
              <dt className={styles.term}>{figure.term}</dt>
              <dd className={clsx(styles.value, figure.key === 'balance' && styles.main)}>{figure.value}</dd>
              {figure.hint ? <dd className={styles.hint}>{figure.hint}</dd> : null}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
