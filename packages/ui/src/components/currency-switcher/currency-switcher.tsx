import { kitLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import { useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { useRadioGroup } from '../../internal/radio-group';
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
  { code: 'XOF', label: kitLabels.currencySwitcher.xofSymbol, name: kitLabels.currencies.XOF, flag: '🇸🇳' },
  { code: 'EUR', label: '€', name: kitLabels.currencies.EUR, flag: '🇪🇺' },
  { code: 'USD', label: '$', name: kitLabels.currencies.USD, flag: '🇺🇸' },
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

/**
 * Chooses the display currency (XOF, EUR, USD) among radio-like buttons: Tab reaches the chosen one, arrows move,
 * Space or Enter chooses. Native buttons through the kit's radio group helper (no Radix): it is on every page's first load.
 */
export function CurrencySwitcher({
  value,
  defaultValue = 'XOF',
  onValueChange,
  currencies = defaultCurrencies,
  label = kitLabels.currencySwitcher.label,
  hideLabel = false,
  showFlags = false,
  disabled = false,
  className,
}: CurrencySwitcherProps) {
  const [own, setOwn] = useState<CurrencyCode>(defaultValue);
  const radios = useRadioGroup({
    options: currencies.map((currency) => ({ value: currency.code })),
    value: value ?? own,
    onChoose: (code) => {
      if (value === undefined) setOwn(code);
      onValueChange?.(code);
    },
    // A toolbar-like switcher: arrows only move the focus, so that passing over EUR does not reprice the page.
    chooseOnMove: false,
    disabled,
  });
  return (
    <div data-slot="currency-switcher" className={clsx(styles.root, className)}>
      <span id={radios.labelId} className={hideLabel ? visuallyHidden : styles.legend}>
        {label}
      </span>
      <div {...radios.group} className={styles.group}>
        {currencies.map((currency) => (
          <button
            key={currency.code}
            {...radios.item({ value: currency.code })}
            data-slot="currency-switcher-item"
            className={styles.item}
          >
            {showFlags && currency.flag ? <span aria-hidden>{currency.flag}</span> : null}
            <span aria-hidden>{currency.label}</span>
            <span className={visuallyHidden}>{currency.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
