import { colorSwatchesLabels } from '@teranga/messages/kit/color-swatches';
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
  /** Les couleurs proposées (nom, teinte, disponibilité). */
  options: readonly ColorOption[];
  /** La couleur choisie. */
  value?: string;
  /** Appelée avec la couleur choisie. */
  onValueChange?: (value: string) => void;
  /** Nom du groupe de pastilles. */
  legend?: string;
  /**
   * Demande de choisir une couleur (« Veuillez choisir une couleur ») : affichée sous les pastilles, marque le groupe
   * invalide.
   */
  prompt?: string;
  /** `focus()` moves the focus into the group, with its prompt */
  ref?: Ref<ChoiceGroupHandle>;
}

/** Colour choice: one round swatch per colour, arrow keys choose as in a radio group. */
export function ColorSwatches({
  options,
  value,
  onValueChange,
  legend = colorSwatchesLabels.legend,
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
