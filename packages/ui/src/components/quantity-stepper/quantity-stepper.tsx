import { quantityStepperLabels } from '@teranga/messages/kit/quantity-stepper';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import * as styles from './quantity-stepper.css';

export interface QuantityStepperProps {
  /** La quantité affichée. */
  value: number;
  /** Appelée avec la nouvelle quantité (moins ou plus). */
  onChange: (next: number) => void;
  /** Plancher ; le panier ne descend jamais sous 1. */
  min?: number;
  /** Plafond (le stock) ; le bouton plus s’y désactive. */
  max?: number;
  /** Désactive les deux boutons (rupture de stock). */
  disabled?: boolean;
  /** Nom lu du groupe (caché à l’écran). */
  label?: string;
  /** Nom lu du bouton moins. */
  decreaseLabel?: string;
  /** Nom lu du bouton plus. */
  increaseLabel?: string;
}

/** Minus, the quantity, plus: floors at `min` (1), stops at `max`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 999,
  disabled = false,
  label = quantityStepperLabels.label,
  decreaseLabel = quantityStepperLabels.decrease,
  increaseLabel = quantityStepperLabels.increase,
}: QuantityStepperProps) {
  return (
    <fieldset data-slot="quantity-stepper" className={styles.root}>
      <legend className={visuallyHidden}>{label}</legend>
      <button
        type="button"
        className={styles.step}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon name="minus" size={16} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon name="plus" size={16} />
      </button>
    </fieldset>
  );
}
