/** What the API answers about payouts to sellers (issue 27), and what its job logs. */
export const payoutMessages = {
  sellerNotFound: 'Vendeur non trouvé',
  payoutNotFound: 'Versement non trouvé',
  inFlight: 'Un versement est déjà en cours pour ce vendeur',
  nothingToPay: 'Rien à verser : le solde de ce vendeur est nul',
  moreThanBalance: (balance: string): string => `Montant supérieur au solde du vendeur (${balance})`,
  tooSmall: 'Montant trop petit pour un versement (moins d’un franc CFA)',
  noPhone: 'Ce vendeur n’a pas encore donné de numéro Wave pour ses versements',
  noProvider: 'Aucun fournisseur ne peut verser : configurez Wave (WAVE_API_KEY et WAVE_WEBHOOK_SECRET)',
  notFailed: 'Seul un versement refusé peut être redemandé',
  alreadyRetried: 'Ce versement a déjà été redemandé',
  requested: 'Versement demandé',
  retried: 'Versement redemandé',
  phoneInvalid: 'Numéro Wave invalide : un mobile du Sénégal, par exemple +221 77 123 45 67',
  phoneSaved: 'Numéro de versement enregistré',
  /** What the seller reads in the Wave app beside the payout (40 characters at most). */
  reason: 'Versement Teranga',
  /** Logs. */
  refused: 'Le fournisseur a refusé un versement : remis au solde du vendeur',
  unanswered: 'Versement sans réponse du fournisseur : redemandé plus tard avec la même clé',
  sweepFailed: 'Envoi des versements dus impossible',
  sandboxRefused: 'Bac à sable de paiement : versement refusé pour ce numéro de test',
} as const;
