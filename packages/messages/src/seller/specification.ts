// The specification's texts about a seller's products, letter for letter.
import { apiClientTexts } from '../api-client.js';
import { listingMessages } from '../catalogue/specification.js';

export const sellerProductMessages = {
  createdAndPublished: 'Produit créé et publié avec succès ! Il apparaîtra immédiatement dans la boutique.',
  createdAsDraft: 'Produit créé avec succès ! Statut: brouillon.',
  created: 'Produit créé avec succès !',
  updated: 'Produit mis à jour avec succès !',
  loadingProduct: 'Chargement du produit...',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.',
  confirmDeleteShort: 'Êtes-vous sûr de vouloir supprimer ce produit ?',
  noProducts: listingMessages.noProductsFound,
  noMatch: 'Aucun produit ne correspond à vos critères de recherche',
  noProductsYet: "Vous n'avez pas encore créé de produits",
  unexpectedProductShape: apiClientTexts.unexpectedProductShape,
  listFailed: 'Erreur lors du chargement des produits',
  productLoadFailed: 'Erreur lors du chargement du produit',
  deleteFailed: 'Erreur lors de la suppression',
  statusFailed: 'Erreur lors du changement de statut',
  featureFailed: 'Erreur lors du changement',
} as const;

/** The product form's checks (the seller's create and edit pages, and the API's answers to them). */
export const productFormMessages = {
  validationTitle: 'Erreur de validation',
  nameRequired: 'Nom requis',
  descriptionRequired: 'Description requise',
  descriptionTooShort: 'La description doit contenir au moins 10 caractères',
  descriptionTooLong: 'La description ne peut pas dépasser 2000 caractères',
  priceRequired: 'Prix valide requis',
  skuRequired: 'SKU requis',
  skuTooShort: 'SKU trop court',
  categoryRequired: 'Catégorie requise',
  comparePriceTooLow: 'Prix comparé doit être supérieur au prix',
  editRequiredFields: 'Veuillez remplir tous les champs obligatoires',
} as const;
