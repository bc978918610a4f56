import { fill, kitLabels } from '@teranga/messages';
import { Icon } from '../../internal/icons';
import * as styles from './rating.css';

export interface RatingProps {
  /** average between 0 and 5 */
  average: number;
  /** number of reviews; 0 shows « Aucun avis pour le moment » instead of stars */
  count?: number;
  /** builds the sentence read by screen readers */
  label?: (average: string, count: number | undefined) => string;
  /** builds the visible count */
  countLabel?: (count: number) => string;
  /** shown instead of the stars when `count` is 0 */
  noneLabel?: string;
}

const one = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Five stars, filled to the rounded average, and the number of reviews; « Aucun avis pour le moment » without any. */
export function Rating({
  average,
  count,
  label = (avg, n) =>
    n === undefined
      ? fill(kitLabels.rating.average, { average: avg })
      : fill(kitLabels.rating.averageAndCount, { average: avg, count: n }),
  countLabel = (n) => fill(kitLabels.rating.count, { count: n }),
  noneLabel = kitLabels.rating.none,
}: RatingProps) {
  // No review: say so, rather than five grey stars and « 0 (0 avis) » that read like a bad mark.
  if (count === 0) {
    return (
      <span data-slot="rating" data-state="none" className={styles.none}>
        {noneLabel}
      </span>
    );
  }
  const filled = Math.round(Math.min(5, Math.max(0, average)));
  return (
    <span
      data-slot="rating"
      className={styles.root}
      role="img"
      aria-label={label(one.format(average), count)}
    >
      <span className={styles.stars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon key={star} name="star" size={16} className={star > filled ? styles.empty : undefined} />
        ))}
      </span>
      <span aria-hidden className={styles.count}>
        {one.format(average)} {count === undefined ? '' : countLabel(count)}
      </span>
    </span>
  );
}
