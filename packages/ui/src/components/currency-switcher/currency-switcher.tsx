import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
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

/** Chooses the display currency (XOF, EUR, USD) among radio-like toggles: arrows move, Space or Enter chooses. */
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
  return (
    <div data-slot="currency-switcher" className={clsx(styles.root, className)}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.legend}>
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        aria-labelledby={labelId}
        className={styles.group}
        value={current}
        disabled={disabled}
        onValueChange={(next) => {
          // A single toggle group lets the chosen item be switched off; a currency is always chosen.
          if (!next) return;
          const code = next as CurrencyCode;
          if (value === undefined) setOwn(code);
          onValueChange?.(code);
        }}
      >
        {currencies.map((currency) => (
          <ToggleGroup.Item
            key={currency.code}
            value={currency.code}
            data-slot="currency-switcher-item"
            className={styles.item}
          >
            {showFlags && currency.flag ? <span aria-hidden>{currency.flag}</span> : null}
            <span aria-hidden>{currency.label}</span>
            <span className={visuallyHidden}>{currency.name}</span>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
