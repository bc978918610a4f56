import * as words from '../words.js';
/** The staff desk's « Retours »: the requests sellers left unanswered past the delay. */
export const staffReturnTexts = {
  title: words.returns,
  /** the tab's title */
  pageTitle: 'Retours à décider',
  intro:
    'Les demandes que le vendeur a laissées sans réponse au-delà du délai prévu : vous pouvez les accepter ou les refuser.',
  overdueOnly: 'Sans réponse du vendeur',
  allReturns: 'Toutes les demandes',
  seller: 'Vendeur : {name}',
  empty: 'Aucune demande de retour en attente.',
} as const;
