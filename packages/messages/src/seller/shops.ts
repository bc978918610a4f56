import { shopFrontTexts } from '../catalogue/shop-fronts.js';
import type { PluralText } from '../plural.js';

/** The shop's presentation: at most this many characters (the headless rule, the form and the server agree). */
export const SHOP_DESCRIPTION_MAX = 500;

/** The API's words about sellers' public shops (GET /shops/{slug}, PUT /seller/shop). */
export const shopApiMessages = {
  shopNotFound: shopFrontTexts.notFoundTitle,
  descriptionTooLong: `La présentation de la boutique ne peut pas dépasser ${SHOP_DESCRIPTION_MAX} caractères`,
  descriptionSaved: 'Présentation de la boutique enregistrée',
} as const;

/** The seller area's form for their shop (seller dashboard). */
export const sellerShopTexts = {
  title: 'Ma boutique en ligne',
  intro: 'Les clients voient votre nom, votre présentation, vos produits en vente et leur note.',
  descriptionLabel: 'Présentation de la boutique',
  descriptionHint: `Texte simple (sans mise en forme), ${SHOP_DESCRIPTION_MAX} caractères au plus.`,
  remaining: { one: '{count} caractère restant', other: '{count} caractères restants' } satisfies PluralText,
  save: 'Enregistrer la présentation',
  saved: 'Présentation enregistrée',
  saveFailed: 'La présentation n’a pas pu être enregistrée',
  loadFailed: 'Impossible de charger votre boutique',
  viewShop: 'Voir ma boutique',
  address: 'Adresse de votre boutique : {path}',
  notPublic: 'Votre boutique sera visible des clients une fois votre compte validé par l’équipe.',
} as const;
