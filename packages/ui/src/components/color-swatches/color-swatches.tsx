import { kitLabels } from '@teranga/messages';
import type { Ref } from 'react';
import { type ChoiceGroupHandle, useChoicePrompt } from '../../internal/choice-prompt';
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
  /** asks for a colour (« Veuillez choisir une couleur »): shown under the swatches, marks the group invalid */
  prompt?: string;
  /** `focus()` moves the focus into the group, with its prompt */
  ref?: Ref<ChoiceGroupHandle>;
}

/** Colour choice: one round swatch per colour, arrow keys choose as in a radio group. */
export function ColorSwatches({
  options,
  value,
  onValueChange,
  legend = kitLabels.colorSwatches.legend,
  prompt,
  ref,
}: ColorSwatchesProps) {
  const radios = useRadioGroup({ options, value, onChoose: (v) => onValueChange?.(v) });
  const choice = useChoicePrompt(prompt, ref, radios.focus);
  const chosen = options.find((o) => o.value === value);
  return (
    <div data-slot="color-swatches">
      <div id={radios.labelId} className={styles.legend}>
        {legend}
        {chosen ? <span className={styles.selected}> : {chosen.label}</span> : null}
      </div>
      <div {...radios.group} {...choice.groupProps} className={styles.group}>
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
      {choice.message}
    </div>
  );
}
