// The storefront texts the layout (header, footer) and the shared rules show on every page: apart from the help
// pages' and the newsletter's other texts, so the shop's first load carries only these (a module is bundled whole).

/** The help pages' titles, which the tab titles also show. */
export const helpTitles = {
  about: 'À propos de Teranga',
  contact: 'Contact',
  faq: 'Questions fréquentes',
  shipping: 'Infos livraison',
  returns: 'Retours',
  sizeGuide: 'Guide des tailles',
} as const;

export const stockTexts = {
  /** the cart's reason when a line cannot be bought ('Payer' is then disabled); `{name}` takes `innerQuotes(name)` */
  payBlockedOne: '« {name} » est en rupture de stock : retirez-le du panier pour payer.',
  payBlockedMany: '{count} articles sont en rupture de stock : retirez-les du panier pour payer.',
  /** a line holds more than is left (sold since it was added): plural texts (`plural`), then `fill` for the name */
  payBlockedShort: {
    one: 'Il ne reste que {count} exemplaire de « {name} » : réduisez la quantité pour payer.',
    other: 'Il ne reste que {count} exemplaires de « {name} » : réduisez la quantité pour payer.',
  },
  payBlockedShortMany:
    '{count} articles ne sont plus disponibles en quantité suffisante : ajustez le panier pour payer.',
  /** an add that found the whole stock already in the cart (nothing added, no « Produit ajouté au panier ! ») */
  addCapped: 'Rien n’a été ajouté : votre panier contient déjà tout le stock disponible de « {name} ».',
  /** after « Stock limité » (product page): how many units are left, a plural text */
  unitsLeft: { one: '{count} restant', other: '{count} restants' },
} as const;

/** how delivery is priced (per zone, by the server at checkout), told the same on home and product page */
export const shippingTexts = {
  title: 'Livraison selon votre zone',
  zones: 'À domicile ou en point relais : le prix et la date s’affichent avant de payer.',
  productBadge: 'Livraison à domicile ou en point relais',
} as const;

export const notificationsTexts = {
  title: 'Notifications',
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
