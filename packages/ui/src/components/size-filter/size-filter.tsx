import { listingFilterTexts } from '@teranga/messages/catalogue';
import { useId } from 'react';
import * as f from '../../internal/field.css';

export const defaultSizeFilterLabels = {
  label: listingFilterTexts.size,
  any: listingFilterTexts.anySize,
};

export interface SizeFilterProps {
  /** Les tailles proposées, dans l’ordre (XS … XXL, ou des âges pour les enfants). */
  sizes: readonly string[];
  /** La taille choisie ; vide pour toutes les tailles. */
  value?: string;
  /** Appelée avec la taille choisie. */
  onChange: (size: string) => void;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultSizeFilterLabels>;
}

/**
 * One size to narrow a list with: a native labelled `select` (the phone opens its own picker), « Toutes les tailles »
 * first. A size the address holds that is not in the list stays shown and chosen.
 */
export function SizeFilter({ sizes, value = '', onChange, labels: overrides }: SizeFilterProps) {
  const labels = { ...defaultSizeFilterLabels, ...overrides };
  const id = useId();
  const options = value && !sizes.includes(value) ? [...sizes, value] : sizes;
  return (
    <div data-slot="size-filter" className={f.field}>
      <label className={f.label} htmlFor={id}>
        {labels.label}
      </label>
      <select id={id} className={f.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{labels.any}</option>
        {options.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
