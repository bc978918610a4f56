import { ratingLabels } from '../kit/rating.js';
import * as words from '../words.js';
import { listingMessages } from './specification.js';

/**
 * Reviews from buyers (issue 33): a customer who received a product rates it (1–5) and writes a few words, once per
 * order line; its seller answers once; staff hide a review. The API's answers and refusals (headless review rules
 * return them too), then each page's words (product page, customer's order page, seller's « Avis », staff's desk).
 */

/** The API's answers and refusals; also what the forms show (headless validateReview returns them). */
export const reviewRuleTexts = {
  ratingRequired: 'Choisissez une note de 1 à 5 étoiles',
  textTooShort: (min: number): string => `Votre avis doit contenir au moins ${min} caractères`,
  textTooLong: (max: number): string => `Votre avis ne peut pas dépasser ${max} caractères`,
  answerTooShort: (min: number): string => `Votre réponse doit contenir au moins ${min} caractères`,
  answerTooLong: (max: number): string => `Votre réponse ne peut pas dépasser ${max} caractères`,
  invalidReviewId: 'ID d’avis invalide',
  invalidLineId: 'ID d’article de commande invalide',
  lineNotFound: 'Article de commande non trouvé',
  notYourLine: 'Vous ne pouvez donner votre avis que sur un article de vos propres commandes',
  notReceived: 'Vous pourrez donner votre avis une fois l’article reçu',
  alreadyReviewed: 'Vous avez déjà donné votre avis sur cet article',
  reviewNotFound: 'Avis non trouvé',
  notYourProduct: 'Seul le vendeur de ce produit peut répondre à cet avis',
  alreadyAnswered: 'Vous avez déjà répondu à cet avis',
  created: 'Merci ! Votre avis est publié',
  answered: 'Votre réponse est publiée',
  hidden: 'Avis masqué : il n’apparaît plus sur la fiche produit',
  shown: 'Avis de nouveau visible sur la fiche produit',
} as const;

/** The product page's reviews, and the words every reviews list shares. */
export const reviewTexts = {
  heading: 'Avis clients',
  none: ratingLabels.none,
  count: { one: '{count} avis', other: '{count} avis' },
  author: '{name}, le {date}',
  verified: 'Achat vérifié',
  sellerAnswer: 'Réponse du vendeur',
  answeredOn: 'le {date}',
  more: 'Voir plus d’avis',
  loadFailed: 'Les avis n’ont pas pu être chargés',
  retry: listingMessages.retry,
} as const;

/** The customer's order page: one « Donner mon avis » per delivered line, and its form. */
export const customerReviewTexts = {
  write: 'Donner mon avis',
  writeFor: 'Donner mon avis sur « {name} »',
  given: 'Avis donné : {rating} sur 5',
  formTitle: 'Votre avis sur « {name} »',
  formDescription: 'Votre note et votre avis seront visibles sur la fiche du produit.',
  rating: 'Votre note',
  text: 'Votre avis',
  textHint: 'Entre {min} et {max} caractères, sans lien ni mise en forme.',
  submit: 'Publier mon avis',
  submitting: 'Publication…',
  cancel: words.cancel,
} as const;

/** The star picker's words (kit RatingInput). */
export const ratingInputLabels = {
  star: { one: '{count} étoile sur 5', other: '{count} étoiles sur 5' },
} as const;
