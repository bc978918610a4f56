import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
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
}

/** Size choice: one button per size; a size out of stock is struck through and cannot be chosen. */
export function SizeButtons({ options, value, onValueChange, legend = 'Taille' }: SizeButtonsProps) {
  const legendId = useId();
  return (
    <div data-slot="size-buttons">
      <div id={legendId} className={styles.legend}>
        {legend}
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
            disabled={option.disabled}
            className={styles.size}
          >
            {option.label ?? option.value}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
