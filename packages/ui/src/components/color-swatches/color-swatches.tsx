import { kitLabels } from '@teranga/messages';
import { useRadioGroup } from '../../internal/radio-group';
import * as styles from './color-swatches.css';

export interface ColorOption {
  value: string;
  /** colour name, read by screen readers and shown once chosen */
  label: string;
  /** CSS colour of the swatch */
  hex: string;
  disabled?: boolean;
}

export interface ColorSwatchesProps {
  options: readonly ColorOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  legend?: string;
}

/** Colour choice: one round swatch per colour, arrow keys choose as in a radio group. */
export function ColorSwatches({
  options,
  value,
  onValueChange,
  legend = kitLabels.colorSwatches.legend,
}: ColorSwatchesProps) {
  const radios = useRadioGroup({ options, value, onChoose: (v) => onValueChange?.(v) });
  const chosen = options.find((o) => o.value === value);
  return (
    <div data-slot="color-swatches">
      <div id={radios.labelId} className={styles.legend}>
        {legend}
        {chosen ? <span className={styles.selected}> : {chosen.label}</span> : null}
      </div>
      <div {...radios.group} className={styles.group}>
        {options.map((option) => (
          <button
            key={option.value}
            {...radios.item(option)}
            aria-label={option.label}
            className={styles.swatch}
            style={{ backgroundColor: option.hex }}
          />
        ))}
      </div>
    </div>
  );
}
