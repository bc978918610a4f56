import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
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

/** Colour choice: one round swatch per colour, arrow keys move between them (Radix RadioGroup). */
export function ColorSwatches({ options, value, onValueChange, legend = 'Couleur' }: ColorSwatchesProps) {
  const legendId = useId();
  const chosen = options.find((o) => o.value === value);
  return (
    <div data-slot="color-swatches">
      <div id={legendId} className={styles.legend}>
        {legend}
        {chosen ? <span className={styles.selected}> : {chosen.label}</span> : null}
      </div>
      <RadioGroup.Root
        aria-labelledby={legendId}
        className={styles.group}
        value={value}
        onValueChange={onValueChange}
        orientation="horizontal"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            aria-label={option.label}
            disabled={option.disabled}
            className={styles.swatch}
            style={{ backgroundColor: option.hex }}
          />
        ))}
      </RadioGroup.Root>
    </div>
  );
}
