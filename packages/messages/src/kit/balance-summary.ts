import * as words from '../words.js';
import type { Labels } from './shared.js';

const balanceSummaryTexts = {
  label: words.myBalance,
  balance: words.balance,
  balanceHint: 'Ce que Teranga vous doit',
  commission: words.commission,
  /** '{percent}' is the shop's commission rate */
  commissionHint: '{percent} % des ventes',
  sales: 'Ventes payées',
  refunds: words.refunds,
  loading: 'Chargement du solde',
} as const;
export const balanceSummaryLabels: Labels<typeof balanceSummaryTexts> = balanceSummaryTexts;
