import { listingFilterTexts } from '@teranga/messages/catalogue';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as f from '../../internal/field.css';
import { useTypedBeforeHydration } from '../../internal/use-typed-before-hydration';
import { Button } from '../button/button';
import * as styles from './price-range-filter.css';

export const defaultPriceRangeLabels = {
  legend: listingFilterTexts.priceLegend,
  min: listingFilterTexts.minPrice,
  max: listingFilterTexts.maxPrice,
  apply: listingFilterTexts.apply,
  rangeInvalid: listingFilterTexts.rangeInvalid,
  amountInvalid: listingFilterTexts.amountInvalid,
};

export interface PriceRange {
  /** Prix minimum, en CFA. */
  min?: number;
  /** Prix maximum, en CFA. */
  max?: number;
}

export interface PriceRangeFilterProps extends PriceRange {
  /**
   * Appelée avec la fourchette une fois appliquée (« Appliquer » ou Entrée), jamais avec un minimum au-dessus du
   * maximum.
   */
  onChange: (range: PriceRange) => void;
  /** reads what was typed; undefined refuses it (default: a whole number, spaces allowed as in « 10 000 ») */
  parse?: (text: string) => number | undefined;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultPriceRangeLabels>;
}

const wholeAmount = (text: string): number | undefined => {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : undefined;
};
const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Two labelled amounts (minimum, maximum) applied together; a wrong range is said under them, never sent. */
export function PriceRangeFilter({
  min,
  max,
  onChange,
  parse = wholeAmount,
  labels: overrides,
}: PriceRangeFilterProps) {
  const labels = { ...defaultPriceRangeLabels, ...overrides };
  const id = useId();
  const [minText, setMinText] = useState(shown(min));
  const [maxText, setMaxText] = useState(shown(max));
  const [problem, setProblem] = useState<string | undefined>();
  // The address changed (Back, « Effacer les filtres »): the fields follow it.
  useEffect(() => {
    setMinText(shown(min));
    setMaxText(shown(max));
    setProblem(undefined);
  }, [min, max]);
  // On a drawn page, amounts typed before the script ran are kept (after the effect above, which sets the fields once
  // at mount too).
  const minField = useRef<HTMLInputElement>(null);
  const maxField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(minField, setMinText);
  useTypedBeforeHydration(maxField, setMaxText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string) => (text.trim() ? parse(text.trim()) : undefined);
    const nextMin = read(minText);
    const nextMax = read(maxText);
    if ((minText.trim() && nextMin === undefined) || (maxText.trim() && nextMax === undefined)) {
      setProblem(labels.amountInvalid);
      return;
    }
    if (nextMin !== undefined && nextMax !== undefined && nextMin > nextMax) {
      setProblem(labels.rangeInvalid);
      return;
    }
    setProblem(undefined);
    onChange({
      ...(nextMin !== undefined ? { min: nextMin } : {}),
      ...(nextMax !== undefined ? { max: nextMax } : {}),
    });
  };
  const errorId = `${id}-error`;
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form data-slot="price-range-filter" onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{labels.legend}</legend>
        <div className={styles.row}>
          <div className={`${f.field} ${styles.amount}`}>
            <label className={f.label} htmlFor={`${id}-min`}>
              {labels.min}
            </label>
            <input
              ref={minField}
              id={`${id}-min`}
              name="prixMin"
              className={f.input}
              inputMode="numeric"
              autoComplete="off"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              {...invalid}
            />
          </div>
          <div className={`${f.field} ${styles.amount}`}>
            <label className={f.label} htmlFor={`${id}-max`}>
              {labels.max}
            </label>
            <input
              ref={maxField}
              id={`${id}-max`}
              name="prixMax"
              className={f.input}
              inputMode="numeric"
              autoComplete="off"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              {...invalid}
            />
          </div>
          <Button type="submit" variant="outline">
            {labels.apply}
          </Button>
        </div>
        {problem ? (
          <p id={errorId} role="alert" className={f.error}>
            {problem}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
