import * as words from '../words.js';
/** The buyer's mails when a part ships and when it is delivered. */
export const shipmentMailTexts = {
  shippedSubject: (number: string): string => `Votre commande ${number} est expédiée`,
  deliveredSubject: (number: string): string => `Votre commande ${number} est livrée`,
  shipped: (number: string, seller: string): string =>
    `Les articles de ${seller} de votre commande ${number} sont en route.`,
  delivered: (number: string, seller: string): string =>
    `Les articles de ${seller} de votre commande ${number} vous ont été livrés.`,
  carrier: (carrier: string): string => `Transporteur : ${carrier}`,
  trackingNumber: (tracking: string): string => `Numéro de suivi : ${tracking}`,
  returns:
    'Un article ne vous convient pas ? Vous pouvez en demander le retour sous 30 jours, depuis la page de votre commande.',
  /** the link's words */
  open: 'Voir ma commande',
  /** the seller named when the products are the shop's own */
  shopOwn: words.shopName,
} as const;
