import * as words from '../words.js';
// The storefront texts the layout (header, footer) and the shared rules show on every page: apart from the help
// pages' and the newsletter's other texts, so the shop's first load carries only these (a module is bundled whole).

/** The help pages' titles, which the tab titles also show. */
export const helpTitles = {
  about: 'À propos de Teranga',
  contact: words.contact,
  faq: 'Questions fréquentes',
  shipping: 'Infos livraison',
  returns: words.returns,
  sizeGuide: 'Guide des tailles',
} as const;

export const notificationsTexts = {
  title: words.notifications,
  empty: 'Aucune notification',
} as const;

/** the bell's panel and /notifications: one line per change of an order ('Aucune notification': storefrontTexts) */
export const bellTexts = {
  panelTitle: 'Mises à jour de vos commandes',
  seeAll: 'Voir toutes les notifications',
  signedOut: 'Connectez-vous pour suivre vos commandes ici.',
  loadFailed: 'Impossible de charger vos commandes pour le moment.',
  /** read after the line's text by a screen reader, shown as a dot */
  unread: 'non lue',
  newCount: (count: number) => (count === 1 ? '1 nouvelle' : `${count} nouvelles`),
  events: {
    paid: (number: string) => `Commande ${number} : paiement reçu`,
    shipped: (number: string) => `Commande ${number} : expédiée`,
    delivered: (number: string) => `Commande ${number} : livrée`,
    cancelled: (number: string) => `Commande ${number} : annulée`,
    'payment-failed': (number: string) => `Commande ${number} : le paiement a échoué`,
    'payment-expired': (number: string) => `Commande ${number} : le délai de paiement a expiré`,
  },
} as const;
