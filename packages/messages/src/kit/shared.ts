import { cartMessages } from '../cart/specification.js';
import { listingMessages } from '../catalogue/specification.js';
import type { PluralText } from '../plural.js';
import * as words from '../words.js';

/**
 * What several of the kit's components show, written once. Each component's default labels live in their own file
 * beside this one (`header.ts`, `cart-line.ts`…), so a page carries only the labels of the components it draws. The kit
 * still takes every label as a prop: these are only what shows when a shop passes none. A text the specification
 * quotes is referenced from `messages`, never copied. `{name}` placeholders are filled by the kit with `fill`; counted
 * texts are `PluralText`s for `plural`.
 */
export const shared = {
  retry: listingMessages.retry,
  cancel: words.cancel,
  delete: words.deleteAction,
  close: words.close,
  loading: 'Chargement…',
  or: 'ou',
  signIn: words.signIn,
  register: "S'inscrire",
  logIn: words.logIn,
  addToCart: 'Ajouter au panier',
  email: 'Email',
  phone: words.phone,
  firstName: 'Prénom',
  lastName: 'Nom',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  size: words.size,
  color: words.color,
  search: words.search,
  comparePrice: 'Prix initial :',
  deleteProduct: 'Supprimer le produit',
  securePayment: 'Paiement sécurisé',
  statuses: { active: words.active, draft: words.draft, archived: words.archived },
  stock: {
    in_stock: cartMessages.inStock,
    low_stock: cartMessages.lowStock,
    out_of_stock: cartMessages.outOfStockLong,
  },
} as const;

export const units: PluralText = { one: '{count} unité', other: '{count} unités' };
export const selected: PluralText = { one: '{count} sélectionné', other: '{count} sélectionnés' };
export const productCount: PluralText = { one: '{count} produit', other: '{count} produits' };

/** A label is a prop a shop may replace by any text: typed `string`, not the default's exact letters. */
export type Labels<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Labels<T[K]> };

/**
 * A console warning in development only (production builds drop it): a kit image that did not load. A relative media
 * address (`/api/media/…`) resolves against the page's origin, which is not the API's when the shop is served apart.
 */
export const missingImageWarning = (url: string, component: string) =>
  `[@teranga/ui] ${component} : l’image ${url} ne s’est pas chargée ; son remplacement s’affiche. ` +
  'Une adresse relative (/api/media/…) se lit sur l’origine de la page : si l’API est servie ailleurs, donnez-lui ' +
  'son adresse publique (PUBLIC_URL) ou passez-la au SDK (createTerangaClient({ baseUrl, mediaBaseUrl })).';
