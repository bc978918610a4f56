import { fill } from '@teranga/messages/format';
import { balanceSummaryLabels } from '@teranga/messages/kit/balance-summary';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { card } from '../../internal/surface.css';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './balance-summary.css';

export interface BalanceSummaryProps {
  /** Ce que la boutique doit au vendeur, déjà formaté (« 37 589 CFA »). */
  balance: ReactNode;
  /** La commission retenue sur les parties non remboursées, déjà formatée. */
  commission: ReactNode;
  /** Taux de la boutique, lu sous la commission (« 10 » → « 10 % des ventes »). */
  commissionPercent?: number | string;
  /** paid parts, formatted */
  sales?: ReactNode;
  /** refunded parts, formatted */
  refunds?: ReactNode;
  /** Affiche des silhouettes pendant le chargement du relevé. */
  loading?: boolean;
  /** Titre au-dessus des chiffres (le nom de la région dans tous les cas). */
  title?: string;
  /** Une phrase sous le titre : comment le solde se calcule. */
  description?: ReactNode;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof balanceSummaryLabels>;
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
  const labels = { ...balanceSummaryLabels, ...overrides };
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
