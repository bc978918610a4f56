import { statCardLabels } from '@teranga/messages/kit/stat-card';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../../internal/icons';
import { card } from '../../internal/surface.css';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './stat-card.css';

export type { TrendTone } from './stat-card.css';
export { trendTones } from './stat-card.css';

export interface StatCardProps {
  /** Ce qui est compté (« Produits actifs »). */
  label: string;
  /** Le chiffre, déjà formaté (« 12 », « 45 000 CFA »). */
  value: ReactNode;
  /** Une icône à côté de l’intitulé. */
  icon?: IconName;
  /** Remplit une barre de 0 à 100 ; les valeurs hors bornes sont ramenées dedans. */
  progress?: number;
  /** Lu avec la barre (« Objectif : 10 000 CFA ») et affiché dessous. */
  progressHint?: ReactNode;
  /** a short trend ('+12%', 'mis à jour il y a 2 min') */
  trend?: ReactNode;
  /** Couleur de la tendance : `positive`, `neutral` ou `critical`. */
  trendTone?: styles.TrendTone;
  /** Affiche des silhouettes pendant le chargement des chiffres. */
  loading?: boolean;
  /** Lu pendant le chargement. */
  loadingLabel?: string;
  className?: string;
}

/** One figure of the seller dashboard, with an optional progress bar towards a goal and a trend. */
export function StatCard({
  label,
  value,
  icon,
  progress,
  progressHint,
  trend,
  trendTone = 'positive',
  loading = false,
  loadingLabel = statCardLabels.loading,
  className,
}: StatCardProps) {
  const labelId = useId();
  const hintId = useId();
  const percent = progress === undefined ? undefined : Math.min(100, Math.max(0, Math.round(progress)));
  return (
    <section
      data-slot="stat-card"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={clsx(card, styles.root, className)}
    >
      <div className={styles.header}>
        <h3 id={labelId} className={styles.label}>
          {label}
        </h3>
        {icon ? (
          <span className={styles.icon}>
            <Icon name={icon} />
          </span>
        ) : null}
      </div>
      {loading ? (
        <div role="status" aria-label={loadingLabel} style={{ display: 'grid', gap: 8 }}>
          <Skeleton width="60%" height="1.75rem" />
          <Skeleton width="40%" />
        </div>
      ) : (
        <>
          <p className={styles.value}>{value}</p>
          {percent === undefined ? null : (
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-describedby={progressHint ? hintId : undefined}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent} %`}
              className={styles.track}
            >
              <div data-slot="stat-card-bar" className={styles.bar} style={{ width: `${percent}%` }} />
            </div>
          )}
          {progressHint ? (
            <p id={hintId} className={styles.hint}>
              {progressHint}
            </p>
          ) : null}
          {trend ? (
            <p data-variant={trendTone} className={clsx(styles.trendText, styles.trend[trendTone])}>
              {trend}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
