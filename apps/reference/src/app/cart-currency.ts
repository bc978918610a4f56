import type { CurrencyCode } from '@teranga/headless';

/**
 * The currency of the cart's amounts on screen: the document shows the cart, its popup and the orders' amounts in
 * euros (« Livraison 10,00€ »), the rest of the shop in francs CFA.
 */
export const CART_CURRENCY: CurrencyCode = 'EUR';
