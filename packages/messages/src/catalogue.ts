import { apiClientTexts } from './api-client.js';

/**
 * Every French message of the specification that a rule or a machine produces, letter for letter.
 * The server and the app import them from here, so that a message is written once.
 */
export const messages = {
  login: {
    emailOrPhoneRequired: 'Veuillez saisir votre email ou téléphone',
    passwordRequired: 'Veuillez saisir votre mot de passe',
    passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
    emailOrPhoneRequiredShort: 'Email ou téléphone requis',
    passwordRequiredShort: 'Mot de passe requis',
    invalidCredentials: 'Email/téléphone ou mot de passe incorrect',
  },
  registration: {
    firstNameRequired: 'Le prénom est requis',
    firstNameRequiredShort: 'Prénom requis',
    lastNameRequired: 'Le nom est requis',
    lastNameRequiredShort: 'Nom requis',
    emailRequired: "L'email est requis",
    emailRequiredShort: 'Email requis',
    passwordRequired: 'Le mot de passe est requis',
    emailInvalid: 'Format email invalide',
    phoneInvalid:
      'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
    passwordMinLength: 'Au moins 6 caractères',
    passwordUppercase: 'Au moins une majuscule (A-Z)',
    passwordLowercase: 'Au moins une minuscule (a-z)',
    passwordDigit: 'Au moins un chiffre (0-9)',
    passwordMustContain: 'Le mot de passe doit contenir : ',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    userExists: 'Un utilisateur avec cet email ou téléphone existe déjà',
    addressStreetPlaceholder: "À compléter par l'utilisateur",
    defaultCountry: 'Sénégal',
  },
  resetPassword: {
    tooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    tokenMissing: 'Token de réinitialisation manquant ou invalide.',
    tokenInvalid: 'Token de réinitialisation invalide.',
    strong: 'Fort',
    weak: 'Faible',
  },
  forgotPassword: {
    sent: 'Un email de réinitialisation a été envoyé à votre adresse.',
    /** The modal closes itself on a success message containing this word. */
    sentMarker: 'envoyé',
    failed: 'Une erreur est survenue.',
  },
  product: {
    popularBadge: 'Populaire',
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
    invalidId: apiClientTexts.invalidProductId,
    priceUnavailable: 'Prix non disponible',
    imageUnavailable: 'Image non disponible',
    uncategorised: 'Sans catégorie',
  },
  token: {
    invalid: 'Token invalide',
    verificationUnauthorized: 'Token expiré ou invalide. Veuillez vous reconnecter.',
    verificationNotFound: 'Endpoint de vérification non trouvé.',
  },
  session: {
    expiredRedirecting: 'Session expirée. Redirection en cours...',
    notConnected: 'Utilisateur non connecté',
    malformedToken: 'Token JWT malformé',
    invalidAuthToken: "Token d'authentification invalide",
    notAuthenticated: 'Non authentifié',
    expiredPleaseReconnect: 'Session expirée, veuillez vous reconnecter',
    pleaseReconnect: 'Veuillez vous reconnecter',
    expired: 'Session expirée. Veuillez vous reconnecter.',
    tokenRequired: apiClientTexts.tokenRequired,
  },
  signInReturn: {
    noToken: "Aucun token reçu dans l'URL. Veuillez réessayer l'authentification.",
    invalidUser: 'Données utilisateur invalides reçues du serveur',
    network: 'Erreur de connexion au serveur. Vérifiez votre connexion Internet.',
    generic: 'Une erreur est survenue lors de la connexion',
  },
  network: {
    unreachable: apiClientTexts.unreachable,
    offline: 'Erreur de réseau. Vérifiez votre connexion internet.',
  },
  wishlist: {
    loadFailed: 'Erreur de chargement des favoris',
    addFailed: "Erreur lors de l'ajout aux favoris",
    removeFailed: 'Erreur lors de la suppression des favoris',
    updateFailed: 'Erreur lors de la mise à jour',
    alreadyThere: 'Produit déjà dans les favoris',
    signInToAdd: 'Vous devez être connecté pour ajouter aux favoris',
    signIn: 'Vous devez être connecté',
    empty: 'Favoris vides',
  },
  cart: {
    empty: 'Panier vide',
    added: 'Produit ajouté au panier !',
    addedPopup: 'Ajouté au panier!',
    freeShipping: 'Gratuite',
    inStock: 'En stock',
    lowStock: 'Stock limité',
    outOfStock: 'Rupture',
    outOfStockLong: 'Rupture de stock',
  },
  checkout: {
    processing: 'Traitement...',
    confirmed: 'Commande confirmée !',
    paymentSucceeded: 'Votre paiement a été traité avec succès.',
  },
  profile: {
    updated: 'Profil mis à jour avec succès !',
    updateFailed: 'Erreur lors de la mise à jour du profil',
    notProvided: 'Non renseigné',
    sellerLabel: 'Vendeur Premium',
    customerLabel: 'Client Premium',
    emailLocked: "L'email ne peut pas être modifié",
    unauthorized: 'Accès non autorisé',
    saving: 'Enregistrement...',
    customerOption: 'Client - Acheter des produits',
    sellerOption: 'Vendeur - Vendre des produits',
  },
  seller: {
    createdAndPublished: 'Produit créé et publié avec succès ! Il apparaîtra immédiatement dans la boutique.',
    createdAsDraft: 'Produit créé avec succès ! Statut: brouillon.',
    created: 'Produit créé avec succès !',
    updated: 'Produit mis à jour avec succès !',
    loadingProduct: 'Chargement du produit...',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.',
    confirmDeleteShort: 'Êtes-vous sûr de vouloir supprimer ce produit ?',
    noProducts: 'Aucun produit trouvé',
    noMatch: 'Aucun produit ne correspond à vos critères de recherche',
    noProductsYet: "Vous n'avez pas encore créé de produits",
    unexpectedProductShape: apiClientTexts.unexpectedProductShape,
    listFailed: 'Erreur lors du chargement des produits',
    productLoadFailed: 'Erreur lors du chargement du produit',
    deleteFailed: 'Erreur lors de la suppression',
    statusFailed: 'Erreur lors du changement de statut',
    featureFailed: 'Erreur lors du changement',
  },
  catalogue: {
    noProductsAvailable: 'Aucun produit disponible',
    noProductsFound: 'Aucun produit trouvé',
    noProductsInCategory: 'Aucun produit dans cette catégorie',
    resetFilters: 'Réinitialiser les filtres',
    noCategories: 'Aucune catégorie disponible pour le moment',
    retry: 'Réessayer',
    productsLoadFailed: 'Impossible de charger les produits depuis le backend',
    categoriesLoadFailed: 'Impossible de charger les catégories depuis le backend.',
    unknownError: 'Une erreur inconnue est survenue',
  },
  accountTypes: { customer: 'Client', seller: 'Vendeur' },
  generic: 'Une erreur est survenue',
} as const;

/** 'Aucun résultat pour "{term}"', the empty search. */
export const noResultsFor = (term: string): string => `Aucun résultat pour "${term}"`;

/** 'Erreur de connexion au backend: {detail}', the home page's load failure. */
export const backendConnectionError = (detail: string): string => `Erreur de connexion au backend: ${detail}`;

/** 'Erreur de chargement des catégories: {message}', shown with a retry. */
export const categoriesLoadError = (message: string): string =>
  `Erreur de chargement des catégories: ${message}`;

// 'Erreur {status}: {statusText}', the fallback of every failed HTTP call (written in api-client.ts, the SDK's texts).
export { httpErrorMessage } from './api-client.js';

/** 'Erreur serveur ({status}): {text}', a token verification that failed on the server. */
export const verificationServerErrorMessage = (status: number, text: string): string =>
  `Erreur serveur (${status}): ${text}`;
