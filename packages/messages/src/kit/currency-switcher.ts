import { appMessages } from '../storefront/app.js';
import type { Labels } from './shared.js';

const currenciesTexts = {
  XOF: appMessages.currencyNames.XOF,
  EUR: appMessages.currencyNames.EUR,
  USD: appMessages.currencyNames.USD,
} as const;
export const currenciesLabels: Labels<typeof currenciesTexts> = currenciesTexts;

const currencySwitcherTexts = { label: 'Devise', xofSymbol: 'CFA' } as const;
export const currencySwitcherLabels: Labels<typeof currencySwitcherTexts> = currencySwitcherTexts;
