// The specification's texts about signing in, registering, passwords, sessions and the profile, letter for letter.
import { apiClientTexts } from '../api-client.js';

export const loginMessages = {
  emailOrPhoneRequired: 'Veuillez saisir votre email ou téléphone',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  emailOrPhoneRequiredShort: 'Email ou téléphone requis',
  passwordRequiredShort: 'Mot de passe requis',
  invalidCredentials: 'Email/téléphone ou mot de passe incorrect',
} as const;

export const registrationMessages = {
  firstNameRequired: 'Le prénom est requis',
  firstNameRequiredShort: 'Prénom requis',
  lastNameRequired: 'Le nom est requis',
  lastNameRequiredShort: 'Nom requis',
  emailRequired: "L'email est requis",
  emailRequiredShort: 'Email requis',
  passwordRequired: 'Le mot de passe est requis',
  emailInvalid: 'Format email invalide',
  phoneInvalid: 'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
  passwordMinLength: 'Au moins 6 caractères',
  passwordUppercase: 'Au moins une majuscule (A-Z)',
  passwordLowercase: 'Au moins une minuscule (a-z)',
  passwordDigit: 'Au moins un chiffre (0-9)',
  passwordMustContain: 'Le mot de passe doit contenir : ',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  userExists: 'Un utilisateur avec cet email ou téléphone existe déjà',
  addressStreetPlaceholder: "À compléter par l'utilisateur",
  defaultCountry: 'Sénégal',
} as const;

export const resetPasswordMessages = {
  tooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  mismatch: 'Les mots de passe ne correspondent pas.',
  tokenMissing: 'Token de réinitialisation manquant ou invalide.',
  tokenInvalid: 'Token de réinitialisation invalide.',
  strong: 'Fort',
  weak: 'Faible',
} as const;

export const forgotPasswordMessages = {
  sent: 'Un email de réinitialisation a été envoyé à votre adresse.',
  /** The modal closes itself on a success message containing this word. */
  sentMarker: 'envoyé',
  failed: 'Une erreur est survenue.',
} as const;

export const tokenMessages = {
  invalid: 'Token invalide',
  verificationUnauthorized: 'Token expiré ou invalide. Veuillez vous reconnecter.',
  verificationNotFound: 'Endpoint de vérification non trouvé.',
} as const;

export const sessionMessages = {
  expiredRedirecting: 'Session expirée. Redirection en cours...',
  notConnected: 'Utilisateur non connecté',
  malformedToken: 'Token JWT malformé',
  invalidAuthToken: "Token d'authentification invalide",
  notAuthenticated: 'Non authentifié',
  expiredPleaseReconnect: 'Session expirée, veuillez vous reconnecter',
  pleaseReconnect: 'Veuillez vous reconnecter',
  expired: 'Session expirée. Veuillez vous reconnecter.',
  tokenRequired: apiClientTexts.tokenRequired,
} as const;

export const signInReturnMessages = {
  noToken: "Aucun token reçu dans l'URL. Veuillez réessayer l'authentification.",
  invalidUser: 'Données utilisateur invalides reçues du serveur',
  network: 'Erreur de connexion au serveur. Vérifiez votre connexion Internet.',
  generic: 'Une erreur est survenue lors de la connexion',
} as const;

export const profileMessages = {
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
} as const;

export const accountTypeLabels = { customer: 'Client', seller: 'Vendeur' } as const;

/** 'Erreur serveur ({status}): {text}', a token verification that failed on the server. */
export const verificationServerErrorMessage = (status: number, text: string): string =>
  `Erreur serveur (${status}): ${text}`;
