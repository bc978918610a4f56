import { mailMessages } from './mail.js';
/** The mails: to the seller when asked, to the customer when decided (the refund's own mail says the money). */
export const returnMailTexts = {
  greeting: mailMessages.passwordReset.greeting,
  requestedSubject: (orderNumber: string): string => `Demande de retour sur la commande ${orderNumber}`,
  requested: (customer: string, orderNumber: string): string =>
    `${customer} demande à retourner des articles de la commande ${orderNumber} :`,
  reason: (reason: string): string => `Motif : ${reason}`,
  answerWithin: (days: number): string =>
    `Répondez sous ${days} jours depuis votre espace vendeur (« Retours ») : passé ce délai, l’équipe Teranga décidera.`,
  acceptedSubject: (orderNumber: string): string => `Votre retour sur la commande ${orderNumber} est accepté`,
  accepted: (orderNumber: string): string =>
    `Votre demande de retour sur la commande ${orderNumber} est acceptée. Renvoyez les articles au vendeur : vous serez remboursé dès leur réception.`,
  refusedSubject: (orderNumber: string): string => `Votre retour sur la commande ${orderNumber} est refusé`,
  refused: (orderNumber: string): string =>
    `Votre demande de retour sur la commande ${orderNumber} n’a pas été acceptée.`,
  line: (quantity: number, name: string): string => `${quantity} × ${name}`,
  /** the refund mail's reason line, for a return's refund */
  refundReason: 'Ces articles retournés vous sont remboursés :',
  see: 'Voir la commande :',
  signature: mailMessages.passwordReset.signature,
} as const;
