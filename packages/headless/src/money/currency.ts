import { appMessages } from '@teranga/messages/storefront';

export type CurrencyCode = 'XOF' | 'EUR' | 'USD';

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  label: string;
  name: string;
  flag: string;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  XOF: { code: 'XOF', symbol: 'CFA', label: 'CFA', name: appMessages.currencyNames.XOF, flag: '🇸🇳' },
  EUR: { code: 'EUR', symbol: '€', label: 'EUR', name: appMessages.currencyNames.EUR, flag: '🇪🇺' },
  USD: { code: 'USD', symbol: '$', label: 'USD', name: appMessages.currencyNames.USD, flag: '🇺🇸' },
};

/** XOF for one unit of each currency. */
export const XOF_PER_UNIT: Readonly<Record<string, number>> = { XOF: 1, EUR: 655, USD: 600 };

/**
 * The documents' direct rates. Conversions between two non-XOF currencies go through XOF, as the documents say,
 * so these two are published for display ("1 EUR = 1,1 USD") and are not used by `convert`.
 */
export const EUR_TO_USD = 1.1;
export const USD_TO_EUR = 0.91;

/**
 * Converts through XOF; a missing rate warns and leaves the amount unchanged.
 * @example convert(10, 'EUR', 'XOF'); // 6550
 */
export function convert(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const fromRate = XOF_PER_UNIT[from];
  const toRate = XOF_PER_UNIT[to];
  if (fromRate === undefined || toRate === undefined) {
    console.warn(appMessages.missingRate(from, to));
    return amount;
  }
  return (amount * fromRate) / toRate;
}

const frenchNumber = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * fr-FR with 0 to 2 decimals.
 * @example formatNumber(1234.5); // '1 234,5'
 */
export const formatNumber = (amount: number): string => frenchNumber.format(amount);

/**
 * Digits of each currency (ISO 4217 minor units): the franc CFA has none, so a shopper never sees half a franc
 * (40 544,5 shows as 40 545); euros and dollars always show their cents.
 */
const currencyNumber: Readonly<Record<CurrencyCode, Intl.NumberFormat>> = {
  XOF: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
  EUR: new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  USD: new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * 'n CFA' (whole francs), 'n,nn€' or '$n,nn': the one home of how an amount shows on screen.
 * @example formatMoney(6550, 'XOF'); // '6 550 CFA'
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const n = currencyNumber[currency].format(amount);
  switch (currency) {
    case 'XOF':
      return `${n} CFA`;
    case 'EUR':
      return `${n}€`;
    case 'USD':
      return `$${n}`;
    default:
      return currency satisfies never;
  }
}

/**
 * An amount held in `from`, shown in `to`.
 * @example formatConverted(45.9, 'EUR', 'XOF'); // '30 065 CFA'
 */
export const formatConverted = (amount: number, from: CurrencyCode, to: CurrencyCode): string =>
  formatMoney(convert(amount, from, to), to);

/**
 * A cart amount (held in euros, as product prices are) in the shop's display currency: whole francs CFA by default
 * ('30 065 CFA'), or '45,90€' where the shop shows its cart in euros (the reference shop's cart page).
 * @example formatCartPrice(45.9); // '30 065 CFA'
 * @example formatCartPrice(45.9, 'EUR'); // '45,90€'
 */
export const formatCartPrice = (amountEur: number, currency: CurrencyCode = 'XOF'): string =>
  formatConverted(amountEur, 'EUR', currency);

/**
 * An EUR amount in whole francs CFA ('30 065 CFA'): XOF has no minor unit.
 * @example formatCfa(45.9); // '30 065 CFA'
 */
export const formatCfa = (eur: number): string => formatMoney(Math.round(convert(eur, 'EUR', 'XOF')), 'XOF');

/**
 * What mobile money collects for an order, in whole francs CFA: the subtotal in CFA plus the delivery exactly as it
 * was quoted in CFA (the EUR total converted back could be a few francs off: 1 000 CFA is kept as 1,53 €). Without a
 * quoted delivery (orders before delivery zones), the EUR total converted.
 * @example const amount = payableXof(subtotalEur, totalEur, option.priceXof); // whole francs to collect
 */
export const payableXof = (
  subtotalEur: number,
  totalEur: number,
  deliveryXof: number | null | undefined,
): number =>
  deliveryXof === null || deliveryXof === undefined
    ? Math.round(convert(totalEur, 'EUR', 'XOF'))
    : Math.round(convert(subtotalEur, 'EUR', 'XOF')) + deliveryXof;
