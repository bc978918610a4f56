import { fill } from '@teranga/messages/format';
import { ratingLabels } from '@teranga/messages/kit/rating';
import { Icon } from '../../internal/icons';
import * as styles from './rating.css';

export interface RatingProps {
  /** Note moyenne, entre 0 et 5. */
  average: number;
  /** Nombre d’avis ; 0 affiche « Aucun avis pour le moment » à la place des étoiles. */
  count?: number;
  /** Compose la phrase lue par les lecteurs d’écran. */
  label?: (average: string, count: number | undefined) => string;
  /** Compose le nombre d’avis affiché. */
  countLabel?: (count: number) => string;
  /** Affiché à la place des étoiles quand `count` vaut 0. */
  noneLabel?: string;
}

const one = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Five stars, filled to the rounded average, and the number of reviews; « Aucun avis pour le moment » without any. */
export function Rating({
  average,
  count,
  label = (avg, n) =>
    n === undefined
      ? fill(ratingLabels.average, { average: avg })
      : fill(ratingLabels.averageAndCount, { average: avg, count: n }),
  countLabel = (n) => fill(ratingLabels.count, { count: n }),
  noneLabel = ratingLabels.none,
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
