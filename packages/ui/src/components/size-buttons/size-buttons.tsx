import { kitLabels } from '@teranga/messages';
import { useRadioGroup } from '../../internal/radio-group';
import * as styles from '../color-swatches/color-swatches.css';

export interface SizeOption {
  value: string;
  label?: string;
  disabled?: boolean;
}

export interface SizeButtonsProps {
  options: readonly SizeOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  legend?: string;
  /** read after a disabled (sold-out) size's name, and shown as its tooltip */
  soldOutLabel?: string;
}

/**
 * Size choice: one button per size, arrow keys choose as in a radio group; a size out of stock (disabled) stays shown,
 * struck through, its name ending with « Rupture de stock ».
 */
export function SizeButtons({
  options,
  value,
  onValueChange,
  legend = kitLabels.sizeButtons.legend,
  soldOutLabel = kitLabels.sizeButtons.soldOut,
}: SizeButtonsProps) {
  const radios = useRadioGroup({ options, value, onChoose: (v) => onValueChange?.(v) });
  return (
    <div data-slot="size-buttons">
      <div id={radios.labelId} className={styles.legend}>
        {legend}
      </div>
      <div {...radios.group} className={styles.group}>
        {options.map((option) => (
          <button
            key={option.value}
            {...radios.item(option)}
            className={styles.size}
            aria-label={option.disabled ? `${option.label ?? option.value}, ${soldOutLabel}` : undefined}
            title={option.disabled ? soldOutLabel : undefined}
          >
            {option.label ?? option.value}
          </button>
        ))}
      </div>
    </div>
  );
}
