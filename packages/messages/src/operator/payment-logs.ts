/** What an operator reads in the logs about payments (operator.ts keeps the other log lines). */
export const paymentLogMessages = {
  sandboxWebhookRefused: (status: number) => `Bac à sable de paiement : webhook refusé (HTTP ${status})`,
  sandboxPayerFailed: 'Bac à sable de paiement : réponse du payeur non envoyée',
  sweepFailed: 'Balayage des paiements en attente impossible',
  providerRefused: 'Le fournisseur de paiement a refusé le paiement : commande annulée',
  confirmationMailFailed: "Échec de l'envoi de l'email de confirmation de commande",
  webhookRefused: (reason: string) => `Webhook de paiement refusé (${reason})`,
  amountMismatch: 'Webhook de paiement : montant différent de la commande, événement ignoré',
  latePayment: 'Paiement confirmé après l’annulation de la commande : remboursement automatique demandé',
  refundRefused: 'Le fournisseur de paiement a refusé un remboursement : à redemander par l’équipe',
  refundNeverConfirmed: 'Remboursement jamais confirmé par le fournisseur',
  refundRefusedByProvider: 'Remboursement refusé par le fournisseur',
  sandboxRefundRefused: 'Bac à sable de paiement : remboursement refusé pour ce numéro de test',
  refundMailFailed: "Échec de l'envoi de l'email de remboursement",
} as const;
