// Storefront texts added for issue 17 (what a shopper trips on): stock, shipping, newsletter, help pages, bell.
export const storefrontTexts = {
  stock: {
    /** the cart's reason when a line cannot be bought ('Payer' is then disabled) */
    payBlockedOne: '« {name} » est en rupture de stock : retirez-le du panier pour payer.',
    payBlockedMany: '{count} articles sont en rupture de stock : retirez-les du panier pour payer.',
  },
  /** one shipping rule, told the same on home, product page and cart (docs/DECISIONS.md) */
  shipping: {
    title: 'Livraison à prix fixe',
    flat: '{amount} par commande (≈ {converted})',
    productBadge: 'Livraison {amount} par commande',
    cartNote: 'Livraison : forfait de {amount} par commande, quel que soit le montant.',
  },
  wishlist: {
    /** under the note editor: how much of the limit is used */
    noteLength: '{count} / {max} caractères',
  },
} as const;
