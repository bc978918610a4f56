// How delivery is priced, told the same on the home page and the product page.

/** how delivery is priced (per zone, by the server at checkout), told the same on home and product page */
export const shippingTexts = {
  title: 'Livraison selon votre zone',
  zones: 'À domicile ou en point relais : le prix et la date s’affichent avant de payer.',
  productBadge: 'Livraison à domicile ou en point relais',
} as const;
