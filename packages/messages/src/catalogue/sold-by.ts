/**
 * On a product page, before the shop's name (a link to its page). In its own module: the shop pages' texts
 * (seller-shops.ts) are a chunk of their own, which the product page would otherwise load for these two words.
 */
export const soldByText = 'Vendu par';
