/**
 * Cash on delivery (« Paiement à la livraison », issue 27) as the payment step shows it: the kit's third choice and
 * the step's words when it is chosen. A module of its own: only the payment step's chunk carries these, never a
 * page's first load (the checkout's own outcome text stays in `checkoutPaymentTexts`).
 */
export const cashOnDeliveryTexts = {
  /** The kit's `PaymentMethodChoice` option. */
  choice: { name: 'Paiement à la livraison', text: 'Payez en espèces à la réception de vos articles' },
  note: 'Vous paierez en espèces au livreur, à la réception de vos articles : rien n’est demandé maintenant.',
  payerPhone: 'Téléphone pour la livraison',
  payerPhoneHint: 'Le livreur vous appellera à ce numéro (ex : 77 123 45 67).',
} as const;
