import { sizeButtonsLabels } from '@teranga/messages/kit/size-buttons';
import type { Ref } from 'react';
import { type ChoiceGroupHandle, useChoicePrompt } from '../../internal/choice-prompt';
import { useRadioGroup } from '../../internal/radio-group';
import * as styles from '../color-swatches/color-swatches.css';

export type { ChoiceGroupHandle } from '../../internal/choice-prompt';

export interface SizeOption {
  value: string;
  label?: string;
  disabled?: boolean;
}

export interface SizeButtonsProps {
  /** Les tailles proposées (valeur, disponibilité). */
  options: readonly SizeOption[];
  /** La taille choisie. */
  value?: string;
  /** Appelée avec la taille choisie. */
  onValueChange?: (value: string) => void;
  /** Nom du groupe de boutons. */
  legend?: string;
  /** Lu après le nom d’une taille épuisée (désactivée), et affiché en infobulle. */
  soldOutLabel?: string;
  /**
   * Demande de choisir une taille (« Veuillez choisir une taille ») : affichée sous les boutons, marque le groupe
   * invalide.
   */
  prompt?: string;
  /** `focus()` moves the focus into the group, with its prompt */
  ref?: Ref<ChoiceGroupHandle>;
}

/**
 * Size choice: one button per size, arrow keys choose as in a radio group; a size out of stock (disabled) stays shown,
 * struck through, its name ending with « Rupture de stock ».
 */
export function SizeButtons({
  options,
  value,
  onValueChange,
  legend = sizeButtonsLabels.legend,
  soldOutLabel = sizeButtonsLabels.soldOut,
  prompt,
  ref,
}: SizeButtonsProps) {
  const radios = useRadioGroup({ options, value, onChoose: (v) => onValueChange?.(v) });
  const choice = useChoicePrompt(prompt, ref, radios.focus);
  return (
    <div data-slot="size-buttons">
      <div id={radios.labelId} className={styles.legend}>
        {legend}
      </div>
      <div {...radios.group} {...choice.groupProps} className={styles.group}>
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
      {choice.message}
    </div>
  );
}
