import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './currency-switcher.css';

export const currencyCodes = ['XOF', 'EUR', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface CurrencyOption {
  code: CurrencyCode;
  /** short text on the button ('CFA') */
  label: string;
  /** full name read by screen readers ('Franc CFA') */
  name: string;
  /** a flag emoji, decorative */
  flag?: string;
}

export const defaultCurrencies: readonly CurrencyOption[] = [
  { code: 'XOF', label: 'CFA', name: 'Franc CFA', flag: '🇸🇳' },
  { code: 'EUR', label: '€', name: 'Euro', flag: '🇪🇺' },
  { code: 'USD', label: '$', name: 'Dollar américain', flag: '🇺🇸' },
];

export interface CurrencySwitcherProps {
  /** the chosen currency (controlled) */
  value?: CurrencyCode;
  defaultValue?: CurrencyCode;
  onValueChange?: (code: CurrencyCode) => void;
  currencies?: readonly CurrencyOption[];
  label?: string;
  /** hides the label on screen (still read) */
  hideLabel?: boolean;
  /** shows the flags beside the labels */
  showFlags?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Arrow keys move the focus as in a radio group (without choosing), wrapping at the ends; Home and End too. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Chooses the display currency (XOF, EUR, USD) among radio-like buttons: Tab reaches the chosen one, arrows move,
 * Space or Enter chooses. Native buttons (no Radix ToggleGroup): it is on every page's first load.
 */
export function CurrencySwitcher({
  value,
  defaultValue = 'XOF',
  onValueChange,
  currencies = defaultCurrencies,
  label = 'Devise',
  hideLabel = false,
  showFlags = false,
  disabled = false,
  className,
}: CurrencySwitcherProps) {
  const labelId = useId();
  const [own, setOwn] = useState<CurrencyCode>(defaultValue);
  const current = value ?? own;
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (code: CurrencyCode) => {
    // A currency is always chosen: pressing the chosen one changes nothing.
    if (code === current) return;
    if (value === undefined) setOwn(code);
    onValueChange?.(code);
  };
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = currencies.length;
    const from = items.current.indexOf(event.target as HTMLButtonElement);
    if (from < 0 || count === 0) return;
    const step = STEPS[event.key];
    let to: number;
    if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = count - 1;
    else if (step !== undefined) to = (from + step + count) % count;
    else return;
    event.preventDefault();
    items.current[to]?.focus();
  };
  return (
    <div data-slot="currency-switcher" className={clsx(styles.root, className)}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.legend}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.group} onKeyDown={moveFocus}>
        {currencies.map((currency, index) => {
          const checked = currency.code === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: pill buttons with the ARIA radio pattern, as Radix ToggleGroup made them
            <button
              key={currency.code}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              data-state={checked ? 'on' : 'off'}
              tabIndex={checked ? 0 : -1}
              disabled={disabled}
              data-slot="currency-switcher-item"
              className={styles.item}
              onClick={() => choose(currency.code)}
            >
              {showFlags && currency.flag ? <span aria-hidden>{currency.flag}</span> : null}
              <span aria-hidden>{currency.label}</span>
              <span className={visuallyHidden}>{currency.name}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
