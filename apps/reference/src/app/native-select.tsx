import type { SelectHTMLAttributes } from 'react';
import * as styles from './native-select.css';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * A labelled select for the static mock-up forms. The kit has no stand-alone select yet (its FilterBar holds its own);
 * this borrows TextField's look for the label and stays a native control.
 */
export function NativeSelect({ label, options, id, name, ...rest }: NativeSelectProps) {
  const selectId = id ?? `select-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select id={selectId} name={name} className={styles.select} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
