import { messages } from '@teranga/headless';

/**
 * The server's French answers. Texts shared with the app come from @teranga/headless, so they are written once;
 * the others are the server's own (the documents do not show them) and are listed in openapi.yaml.
 */
export const identityMessages = {
  invalidCredentials: messages.login.invalidCredentials,
  userExists: messages.registration.userExists,
  tokenRequired: messages.session.tokenRequired,
  tokenInvalid: messages.token.verificationUnauthorized,
  invalidProductId: messages.product.invalidId,
  alreadyInWishlist: messages.wishlist.alreadyThere,
  forgotPasswordSent: messages.forgotPassword.sent,
  resetTokenMissing: messages.resetPassword.tokenMissing,
  resetTokenInvalid: messages.resetPassword.tokenInvalid,
  resetPasswordTooShort: messages.resetPassword.tooShort,
  loggedIn: 'Connexion réussie',
  registered: 'Inscription réussie',
  registeredSeller:
    'Inscription réussie. Votre compte vendeur sera activé après validation par notre équipe.',
  loggedOut: 'Déconnexion réussie',
  profileUpdated: 'Profil mis à jour avec succès !',
  emailCannotChange: "L'email ne peut pas être modifié",
  roleNotAllowed: 'Type de compte invalide : choisissez client ou vendeur',
  passwordChanged: 'Mot de passe modifié avec succès',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  passwordTooCommon: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner',
  passwordReset: 'Mot de passe réinitialisé avec succès.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer plus tard.',
  sellerPending: 'Votre compte vendeur est en attente de validation par notre équipe',
  sellerRejected: 'Votre compte vendeur a été refusé',
  sellerOnly: 'Accès réservé aux vendeurs',
  adminOnly: 'Accès réservé aux administrateurs',
  invalidUserId: "ID d'utilisateur invalide",
  sellerNotFound: 'Vendeur non trouvé',
  sellerStatusInvalid: 'Statut de vendeur invalide : pending, approved ou rejected',
  sellerStatusUpdated: {
    pending: 'Vendeur remis en attente de validation',
    approved: 'Vendeur validé',
    rejected: 'Vendeur refusé',
  },
  productNotFound: 'Produit non trouvé',
  wishlistItemNotFound: 'Produit non trouvé dans les favoris',
  wishlistAdded: 'Produit ajouté aux favoris',
  wishlistRemoved: 'Produit retiré des favoris',
  wishlistUpdated: 'Note mise à jour',
  notesTooLong: 'La note ne peut pas dépasser 500 caractères',
  invalidBody: 'Données invalides',
  bodyTooLarge: (limitBytes: number) =>
    `Requête trop volumineuse (${Number((limitBytes / 1024 / 1024).toFixed(1)).toLocaleString('fr-FR')} Mo maximum)`,
  oauthNotConfigured: (provider: string) =>
    `La connexion avec ${provider} n'est pas configurée sur ce serveur`,
  oauthRefused: (provider: string) => `La connexion avec ${provider} a été annulée ou refusée`,
  oauthStateInvalid: 'La demande de connexion a expiré ou est invalide. Veuillez réessayer.',
  oauthFailed: (provider: string) => `La connexion avec ${provider} a échoué. Veuillez réessayer.`,
  oauthEmailUnproven: (provider: string) =>
    `${provider} ne confirme pas votre adresse email, et un compte Teranga l'utilise déjà : connectez-vous avec votre email et votre mot de passe.`,
  oauthNoEmail: (provider: string) =>
    `Votre compte ${provider} ne communique pas d'adresse email : inscrivez-vous avec votre email.`,
} as const;
