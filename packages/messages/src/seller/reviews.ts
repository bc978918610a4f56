import { customerReviewTexts } from '../catalogue/reviews.js';
import * as words from '../words.js';
/** The seller's « Avis »: reviews of their products, each answered once. */
export const sellerReviewTexts = {
  title: words.reviews,
  nav: words.reviews,
  intro:
    'Les avis des clients sur vos produits. Vous pouvez répondre une fois à chacun ; la réponse est publique.',
  empty: 'Aucun avis sur vos produits pour le moment',
  product: 'Produit : {name}',
  answer: 'Répondre',
  answerLabel: 'Votre réponse à {name}',
  answerSubmit: 'Publier la réponse',
  answerSubmitting: customerReviewTexts.submitting,
  hiddenByStaff: 'Masqué par l’équipe Teranga',
} as const;
