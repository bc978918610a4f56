import type { Labels } from './shared.js';

const currenciesTexts = { XOF: 'Franc CFA', EUR: 'Euro', USD: 'Dollar américain' } as const;
export const currenciesLabels: Labels<typeof currenciesTexts> = currenciesTexts;

const currencySwitcherTexts = { label: 'Devise', xofSymbol: 'CFA' } as const;
export const currencySwitcherLabels: Labels<typeof currencySwitcherTexts> = currencySwitcherTexts;
