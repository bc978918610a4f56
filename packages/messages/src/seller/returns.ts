import { customerReturnTexts, returnCardLabels, returnStatusLabels } from '../orders/returns.js';
import { orderShipmentWords } from '../orders/shipments.js';
import * as words from '../words.js';

/** The seller's « Retours » list and the returns on their order sheet; staff's desk reuses them. */
export const sellerReturnTexts = {
  title: words.returns,
  empty: 'Aucune demande de retour.',
  loading: 'Chargement des retours...',
  loadFailed: 'Impossible de charger les retours.',
  order: orderShipmentWords.title,
  customer: 'Client : {name}',
  reason: returnCardLabels.reason,
  photos: returnCardLabels.photos,
  photo: returnCardLabels.photo,
  amount: returnCardLabels.amount,
  requestedOn: customerReturnTexts.requestedOn,
  answerBy: 'Réponse attendue avant le {date}',
  accept: 'Accepter le retour',
  refuse: words.refuse,
  refusalReason: 'Motif du refus',
  confirmRefuse: 'Refuser le retour',
  received: returnStatusLabels.received,
  refusal: returnCardLabels.refusal,
  decidedByStaff: 'Décidé par l’équipe Teranga',
  filter: words.status,
  all: words.all,
} as const;
