import { kitLabels } from '@teranga/messages';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import * as styles from './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** floor; the cart never goes below 1 */
  min?: number;
  /** ceiling (the stock); plus is disabled there */
  max?: number;
  /** disables both buttons (out of stock) */
  disabled?: boolean;
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
}

/** Minus, the quantity, plus: floors at `min` (1), stops at `max`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 999,
  disabled = false,
  label = kitLabels.quantityStepper.label,
  decreaseLabel = kitLabels.quantityStepper.decrease,
  increaseLabel = kitLabels.quantityStepper.increase,
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
