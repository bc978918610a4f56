// What the cart and the product page say about stock running out.

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
