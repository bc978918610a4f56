/** The seller's « Avis »: reviews of their products, each answered once. */
export const sellerReviewTexts = {
  title: 'Avis',
  nav: 'Avis',
  intro:
    'Les avis des clients sur vos produits. Vous pouvez répondre une fois à chacun ; la réponse est publique.',
  empty: 'Aucun avis sur vos produits pour le moment',
  product: 'Produit : {name}',
  answer: 'Répondre',
  answerLabel: 'Votre réponse à {name}',
  answerSubmit: 'Publier la réponse',
  answerSubmitting: 'Publication…',
  hiddenByStaff: 'Masqué par l’équipe Teranga',
} as const;
