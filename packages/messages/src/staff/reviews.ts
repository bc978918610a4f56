import { ratingLabels } from '../kit/rating.js';
import { sellerReviewTexts } from '../seller/reviews.js';
import * as words from '../words.js';

/** Staff's desk: every review, hidden ones included, with « Masquer » / « Rendre visible ». */
export const staffReviewTexts = {
  title: words.reviews,
  intro:
    'Tous les avis des clients, les plus récents d’abord. Un avis masqué disparaît de la fiche produit et de sa note.',
  empty: ratingLabels.none,
  hide: 'Masquer',
  hideFor: 'Masquer l’avis de {name}',
  show: 'Rendre visible',
  showFor: 'Rendre visible l’avis de {name}',
  hiddenOn: 'Masqué le {date}',
  product: sellerReviewTexts.product,
} as const;
