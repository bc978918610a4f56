import * as words from '../words.js';
/**
 * Returns within 30 days of delivery (issue 28): « Retour sous 30 jours » promised on every product page. The API's
 * answers and refusals (one message, written once: headless validateReturnRequest returns them), the mails and
 * bell lines, and each page's words (customer's order page, seller's « Retours », staff's desk). Split by reader.
 */

/** The API's answers and refusals; also what the customer's form shows (headless rules return them). */
export const returnRuleTexts = {
  reasonRequired: 'Indiquez le motif du retour',
  reasonTooLong: (max: number): string => `Le motif ne peut pas dépasser ${max} caractères`,
  linesRequired: 'Choisissez au moins un article à retourner',
  tooManyPhotos: (max: number): string => `${max} photos au plus`,
  photoNotOurs: 'Photo invalide : envoyez-la d’abord depuis le formulaire de retour',
  lineNotInPart: 'Cet article ne fait pas partie de cette livraison',
  quantityTooHigh: (name: string, left: number): string =>
    left > 0
      ? `Vous pouvez retourner au plus ${left} « ${name} »`
      : `« ${name} » fait déjà l’objet d’une demande de retour`,
  notDelivered: 'Ces articles ne sont pas encore livrés : le retour se demande après la livraison',
  windowPassed: (days: number): string =>
    `Le délai de retour de ${days} jours après la livraison est dépassé`,
  refusalReasonRequired: 'Indiquez le motif du refus',
  returnNotFound: 'Demande de retour non trouvée',
  invalidReturnId: 'ID de demande de retour invalide',
  alreadyDecided: 'Cette demande de retour a déjà reçu une réponse',
  receivedOnlyAccepted: 'Seul un retour accepté peut être marqué comme reçu',
  staffTooEarly: (days: number, date: string): string =>
    `Le vendeur a ${days} jours pour répondre : vous pourrez décider à partir du ${date}`,
  requested: 'Demande de retour envoyée',
  accepted: 'Retour accepté',
  refused: 'Retour refusé',
  received: 'Colis reçu : le remboursement est en cours',
  photoUploaded: 'Photo enregistrée',
} as const;

/** How a return's status reads (kit ReturnStatus; customer, seller and staff pages). */
export const returnStatusLabels = {
  requested: 'Demande envoyée',
  accepted: returnRuleTexts.accepted,
  refused: returnRuleTexts.refused,
  received: 'Colis reçu',
  refunded: words.refunded,
} as const;

/**
 * The bell's lines of a return (the order's timeline events). Not the request: like placing the order, it is the
 * customer's own act; the seller hears of it by mail.
 */
export const returnBellTexts = {
  'return-accepted': (number: string) => `Commande ${number} : retour accepté`,
  'return-refused': (number: string) => `Commande ${number} : retour refusé`,
  'return-received': (number: string) => `Commande ${number} : colis retourné reçu, remboursement en cours`,
} as const;

/** The customer's order page: « Demander un retour » and the returns made. */
export const customerReturnTexts = {
  title: words.returns,
  ask: 'Demander un retour',
  window: 'Retour possible jusqu’au {date}',
  windowPassed: 'Le délai de retour de 30 jours est dépassé',
  chooseLines: 'Articles à retourner',
  quantity: 'Quantité à retourner',
  reason: 'Motif du retour',
  reasonHint: '500 caractères au plus',
  photos: 'Photos (facultatif, 5 au plus)',
  photo: 'Photo {n}',
  addPhotos: 'Ajouter des photos',
  uploading: 'Envoi de la photo...',
  photoFailed: 'La photo n’a pas pu être envoyée',
  removePhoto: 'Retirer la photo',
  submit: 'Envoyer la demande',
  submitting: 'Envoi...',
  cancel: words.cancel,
  requestedOn: 'Demandé le {date}',
  refusal: 'Motif du refus : {reason}',
  amount: 'Montant remboursé à réception : {amount}',
  refunded: 'Remboursé : {amount}',
  nextStep: {
    requested: 'Le vendeur a été prévenu et vous répondra sous peu.',
    accepted: 'Renvoyez les articles au vendeur : vous serez remboursé dès leur réception.',
    refused: '',
    received: 'Le vendeur a reçu votre colis : le remboursement est en cours.',
    refunded: '',
  },
} as const;

/** The kit's ReturnRequestCard: what a return shows to every reader. */
export const returnCardLabels = {
  amount: 'Montant : {amount}',
  reason: 'Motif : {reason}',
  refusal: customerReturnTexts.refusal,
  photos: 'Photos du client',
  photo: customerReturnTexts.photo,
} as const;
