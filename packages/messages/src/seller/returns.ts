import { returnCardLabels } from '../orders/returns.js';

/** The seller's « Retours » list and the returns on their order sheet; staff's desk reuses them. */
export const sellerReturnTexts = {
  title: 'Retours',
  empty: 'Aucune demande de retour.',
  loading: 'Chargement des retours...',
  loadFailed: 'Impossible de charger les retours.',
  order: 'Commande {number}',
  customer: 'Client : {name}',
  reason: returnCardLabels.reason,
  photos: returnCardLabels.photos,
  photo: returnCardLabels.photo,
  amount: returnCardLabels.amount,
  requestedOn: 'Demandé le {date}',
  answerBy: 'Réponse attendue avant le {date}',
  accept: 'Accepter le retour',
  refuse: 'Refuser',
  refusalReason: 'Motif du refus',
  confirmRefuse: 'Refuser le retour',
  received: 'Colis reçu',
  refusal: returnCardLabels.refusal,
  decidedByStaff: 'Décidé par l’équipe Teranga',
  filter: 'Statut',
  all: 'Tous',
} as const;
