import type { Labels } from './shared.js';

const balanceSummaryTexts = {
  label: 'Mon solde',
  balance: 'Solde',
  balanceHint: 'Ce que Teranga vous doit',
  commission: 'Commission',
  /** '{percent}' is the shop's commission rate */
  commissionHint: '{percent} % des ventes',
  sales: 'Ventes payées',
  refunds: 'Remboursements',
  loading: 'Chargement du solde',
} as const;
export const balanceSummaryLabels: Labels<typeof balanceSummaryTexts> = balanceSummaryTexts;
