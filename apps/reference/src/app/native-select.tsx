import type { SelectHTMLAttributes } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './native-select.css';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * A labelled select for the static mock-up forms and the lists' status filters. The kit has no stand-alone select yet (its FilterBar holds its own);
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

/**
 * The `status` of a list page's address (?status=…), read through the page's own guard: an unknown value is no filter.
 * One home for the seller's orders, the staff's refunds and payouts (beside the select: one chunk for both).
 */
export function useStatusParam<S extends string>(isStatus: (value: unknown) => value is S) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const setStatus = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next);
  };
  return [status, setStatus] as const;
}

/** The list's status filter: a labelled select whose empty option shows every status. */
export function StatusFilter({
  label,
  options,
  status,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  status: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect
      label={label}
      name="status"
      options={options}
      value={status ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
