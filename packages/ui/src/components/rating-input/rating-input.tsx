import * as RadioGroup from '@radix-ui/react-radio-group';
import { ratingInputLabels } from '@teranga/messages/catalogue';
import { plural } from '@teranga/messages/format';
import { useId, useState } from 'react';
import { Icon } from '../../internal/icons';
import * as styles from './rating-input.css';

const STARS = [1, 2, 3, 4, 5] as const;
/** Arrow keys move the choice by one star (Radix moves the focus along; without looping, both stay in step). */
const STEP: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

export interface RatingInputProps {
  /** Le nombre d’étoiles choisi (1 à 5), ou rien tant qu’aucune n’est choisie. */
  value?: number;
  /** Appelée avec le nombre d’étoiles choisi. */
  onValueChange?: (value: number) => void;
  /** Intitulé visible du groupe (« Votre note »). */
  label: string;
  /** Nom de chaque étoile, lu et affiché sous les étoiles (« 4 étoiles sur 5 »). */
  starLabel?: (stars: number) => string;
  /** Message d’erreur ; marque le groupe invalide. */
  error?: string;
  /** Désactive le choix. */
  disabled?: boolean;
  /** Nom du champ, pour un formulaire natif. */
  name?: string;
}

/**
 * Choosing 1 to 5 stars: a Radix radio group (arrow keys move and choose, Tab leaves it), each star a radio named
 * « n étoiles sur 5 »; hovering lights the stars up to the pointer, the choice is written under them.
 */
export function RatingInput({
  value,
  onValueChange,
  label,
  starLabel = (stars) => plural(ratingInputLabels.star, stars),
  error,
  disabled,
  name,
}: RatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | undefined>();
  const lit = hovered ?? value ?? 0;
  return (
    <div data-slot="rating-input" className={styles.root}>
      <div id={`${id}-label`} className={styles.legend}>
        {label}
      </div>
      <RadioGroup.Root
        className={styles.group}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        orientation="horizontal"
        value={value ? String(value) : ''}
        onValueChange={(chosen) => onValueChange?.(Number(chosen))}
        onPointerLeave={() => setHovered(undefined)}
        disabled={disabled}
        name={name}
        loop={false}
      >
        {STARS.map((stars) => (
          <RadioGroup.Item
            key={stars}
            value={String(stars)}
            aria-label={starLabel(stars)}
            className={styles.star}
            data-lit={stars <= lit}
            onPointerEnter={() => setHovered(stars)}
            onKeyDown={(event) => {
              const step = STEP[event.key];
              if (step) onValueChange?.(Math.min(5, Math.max(1, stars + step)));
            }}
          >
            <Icon name="star" size={28} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <span className={styles.chosen} aria-hidden>
        {value ? starLabel(value) : ''}
      </span>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
