import { currenciesLabels, currencySwitcherLabels } from '@teranga/messages/kit/currency-switcher';
import { clsx } from 'clsx';
import { useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { useRadioGroup } from '../../internal/radio-group';
import { useImageFallback } from '../../internal/use-image-fallback';
import { type CurrencyFlag, currencyFlags } from './currency-flags';
import * as styles from './currency-switcher.css';

export const currencyCodes = ['XOF', 'EUR', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface CurrencyOption {
  code: CurrencyCode;
  /** short text on the button ('CFA') */
  label: string;
  /** full name read by screen readers ('Franc CFA') */
  name: string;
  /** a small flag image with its text alternative; the kit's own flag of the code when absent */
  flag?: CurrencyFlag;
}

export const defaultCurrencies: readonly CurrencyOption[] = [
  { code: 'XOF', label: currencySwitcherLabels.xofSymbol, name: currenciesLabels.XOF },
  { code: 'EUR', label: '€', name: currenciesLabels.EUR },
  { code: 'USD', label: '$', name: currenciesLabels.USD },
];

export interface CurrencySwitcherProps {
  /** La devise choisie (contrôlée). */
  value?: CurrencyCode;
  /** La devise de départ, quand l’application ne la contrôle pas. */
  defaultValue?: CurrencyCode;
  /** Appelée avec le code de la devise choisie. */
  onValueChange?: (code: CurrencyCode) => void;
  /** Les devises proposées (code, symbole, nom). */
  currencies?: readonly CurrencyOption[];
  /** Intitulé du sélecteur. */
  label?: string;
  /** Cache l’intitulé à l’écran (il reste lu). */
  hideLabel?: boolean;
  /** Affiche les drapeaux (petites images) à côté des devises. */
  showFlags?: boolean;
  /** Désactive le sélecteur. */
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
  label = currencySwitcherLabels.label,
  hideLabel = false,
  showFlags = false,
  disabled = false,
  className,
}: CurrencySwitcherProps) {
  const fallback = useImageFallback('CurrencySwitcher');
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
        {currencies.map((currency) => {
          const flag = currency.flag ?? currencyFlags[currency.code];
          const ids = {
            name: `${radios.labelId}-${currency.code}`,
            flag: `${radios.labelId}-${currency.code}-drapeau`,
          };
          return (
            <button
              key={currency.code}
              {...radios.item({ value: currency.code })}
              data-slot="currency-switcher-item"
              className={styles.item}
              aria-labelledby={ids.name}
              aria-describedby={showFlags && !fallback.failed(flag.src) ? ids.flag : undefined}
            >
              {showFlags && !fallback.failed(flag.src) ? (
                // The button's name stays the currency's ('Euro'); the flag's alternative is its description.
                <img
                  id={ids.flag}
                  src={flag.src}
                  alt={flag.alt}
                  width={20}
                  height={14}
                  className={styles.flag}
                  onError={fallback.onError(flag.src)}
                />
              ) : null}
              <span aria-hidden>{currency.label}</span>
              <span id={ids.name} className={visuallyHidden}>
                {currency.name}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
