import { CURRENCIES, type CurrencyCode, formatConverted } from '@teranga/headless';
import { useHydrated } from '@teranga/headless/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

const CURRENCY_KEY = 'currency';
/** XOF first, as the storefront document says; the server draws every price in it. */
const DEFAULT_CURRENCY: CurrencyCode = 'XOF';
const CODES = Object.keys(CURRENCIES) as CurrencyCode[];

interface CurrencyState {
  currency: CurrencyCode;
  setCurrency: (code: CurrencyCode) => void;
}

const CurrencyContext = createContext<CurrencyState>({ currency: DEFAULT_CURRENCY, setCurrency: () => {} });

function readStored(): CurrencyCode {
  try {
    const stored = localStorage.getItem(CURRENCY_KEY);
    return CODES.includes(stored as CurrencyCode) ? (stored as CurrencyCode) : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

/** The display currency chosen in the header (XOF first, as the storefront document says), kept across visits. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [stored, setState] = useState<CurrencyCode>(readStored);
  // The stored choice shows from the render after hydration: the server cannot read it.
  const currency = useHydrated() ? stored : DEFAULT_CURRENCY;
  const value = useMemo<CurrencyState>(
    () => ({
      currency,
      setCurrency(code) {
        setState(code);
        try {
          localStorage.setItem(CURRENCY_KEY, code);
        } catch {
          // storage refused: the choice lasts for this visit only
        }
      },
    }),
    [currency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export const useCurrency = (): CurrencyState => useContext(CurrencyContext);

export interface PriceText {
  amount: string | null;
  compareAt: string | null;
  equivalents: string[];
}

/** A product price (held in EUR) in the chosen currency, with the other two as indicative equivalents. */
export function usePriceText(
  priceEur: number | null | undefined,
  comparePriceEur?: number | null,
): PriceText {
  const { currency } = useCurrency();
  if (priceEur == null || Number.isNaN(Number(priceEur)))
    return { amount: null, compareAt: null, equivalents: [] };
  const price = Number(priceEur);
  return {
    amount: formatConverted(price, 'EUR', currency),
    compareAt:
      comparePriceEur != null && Number(comparePriceEur) > price
        ? formatConverted(Number(comparePriceEur), 'EUR', currency)
        : null,
    equivalents: CODES.filter((code) => code !== currency).map(
      (code) => `≈ ${formatConverted(price, 'EUR', code)}`,
    ),
  };
}

export { CODES as CURRENCY_CODES };
