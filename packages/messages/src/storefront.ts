// Storefront texts added for issue 17 (what a shopper trips on): stock, shipping, newsletter, help pages, bell.
export const storefrontTexts = {
  stock: {
    /** the cart's reason when a line cannot be bought ('Payer' is then disabled) */
    payBlockedOne: '« {name} » est en rupture de stock : retirez-le du panier pour payer.',
    payBlockedMany: '{count} articles sont en rupture de stock : retirez-les du panier pour payer.',
  },
  wishlist: {
    /** under the note editor: how much of the limit is used */
    noteLength: '{count} / {max} caractères',
  },
} as const;
