// The specification's texts about the cart, the checkout and the wishlist, letter for letter.

export const wishlistMessages = {
  loadFailed: 'Erreur de chargement des favoris',
  addFailed: "Erreur lors de l'ajout aux favoris",
  removeFailed: 'Erreur lors de la suppression des favoris',
  updateFailed: 'Erreur lors de la mise à jour',
  alreadyThere: 'Produit déjà dans les favoris',
  signInToAdd: 'Vous devez être connecté pour ajouter aux favoris',
  signIn: 'Vous devez être connecté',
  empty: 'Favoris vides',
} as const;

export const cartMessages = {
  empty: 'Panier vide',
  added: 'Produit ajouté au panier !',
  addedPopup: 'Ajouté au panier!',
  freeShipping: 'Gratuite',
  inStock: 'En stock',
  lowStock: 'Stock limité',
  outOfStock: 'Rupture',
  outOfStockLong: 'Rupture de stock',
} as const;

export const checkoutMessages = {
  processing: 'Traitement...',
  confirmed: 'Commande confirmée !',
  paymentSucceeded: 'Votre paiement a été traité avec succès.',
} as const;
