// The specification's texts about products and listings, letter for letter, and the builders of its texts with a parameter.
import { apiClientTexts } from '../api-client.js';

export const productMessages = {
  popularBadge: 'Populaire',
  invalidId: apiClientTexts.invalidProductId,
  priceUnavailable: 'Prix non disponible',
  imageUnavailable: 'Image non disponible',
  uncategorised: 'Sans catégorie',
} as const;

export const listingMessages = {
  noProductsAvailable: 'Aucun produit disponible',
  noProductsFound: 'Aucun produit trouvé',
  noProductsInCategory: 'Aucun produit dans cette catégorie',
  resetFilters: 'Réinitialiser les filtres',
  noCategories: 'Aucune catégorie disponible pour le moment',
  retry: 'Réessayer',
  productsLoadFailed: 'Impossible de charger les produits depuis le backend',
  categoriesLoadFailed: 'Impossible de charger les catégories depuis le backend.',
  unknownError: 'Une erreur inconnue est survenue',
} as const;

/** 'Aucun résultat pour "{term}"', the empty search. */
export const noResultsFor = (term: string): string => `Aucun résultat pour "${term}"`;

/** 'Erreur de connexion au backend: {detail}', the home page's load failure. */
export const backendConnectionError = (detail: string): string => `Erreur de connexion au backend: ${detail}`;

/** 'Erreur de chargement des catégories: {message}', shown with a retry. */
export const categoriesLoadError = (message: string): string =>
  `Erreur de chargement des catégories: ${message}`;
