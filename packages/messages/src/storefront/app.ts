/** Texts of the SDK and the headless rules that the specification does not quote (its own are in `messages`). */
export const appMessages = {
  currencyNames: { XOF: 'Franc CFA', EUR: 'Euro', USD: 'Dollar américain' },
  /** A console warning: the documents say a failed server logout only warns. */
  logoutFailed: 'Déconnexion côté serveur impossible',
  /** A console warning: a conversion without a rate leaves the amount unchanged. */
  missingRate: (from: string, to: string) => `Taux de change manquant: ${from} -> ${to}`,
} as const;
