import { ratingLabels } from '../kit/rating.js';
import type { PluralText } from '../plural.js';
import * as words from '../words.js';
import { listingMessages } from './specification.js';

/** The storefront's shop page (/boutique/{slug}). */
export const shopFrontTexts = {
  /** The page's title in the browser tab. */
  title: 'Boutique {name}',
  /** The page's description for search engines and link previews when the seller wrote none. */
  metaDescription: 'Découvrez la boutique de {name} sur Teranga : mode africaine, paiement en francs CFA.',
  eyebrow: words.shop,
  memberSince: 'Vendeur depuis {date}',
  productCount: { one: '{count} produit en vente', other: '{count} produits en vente' } satisfies PluralText,
  ratingLabel: 'Note de la boutique : {average} sur 5, {count} avis',
  reviewCount: { one: words.reviewCount, other: words.reviewCount } satisfies PluralText,
  noReviews: ratingLabels.none,
  productsTitle: 'Les produits de la boutique',
  noProducts: 'Cette boutique n’a aucun produit en vente pour le moment.',
  notFoundTitle: 'Boutique introuvable',
  notFoundText: 'Cette boutique n’existe pas ou n’est plus ouverte aux clients.',
  backHome: 'Retour à l’accueil',
  loadFailed: 'Impossible de charger la boutique',
  retry: listingMessages.retry,
} as const;
