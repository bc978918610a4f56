import { listingFilterTexts } from '@teranga/messages';
import { useId } from 'react';
import * as f from '../../internal/field.css';

export const defaultSizeFilterLabels = {
  label: listingFilterTexts.size,
  any: listingFilterTexts.anySize,
};

export interface SizeFilterProps {
  /** the sizes offered, in order (XS … XXL, or ages for children) */
  sizes: readonly string[];
  /** the size chosen; empty for every size */
  value?: string;
  onChange: (size: string) => void;
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
