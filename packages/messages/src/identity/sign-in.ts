// The specification's texts about signing in: the login form, tokens, sessions and the sign-in return, letter for letter.
import { apiClientTexts } from '../api-client.js';

export const loginMessages = {
  emailOrPhoneRequired: 'Veuillez saisir votre email ou téléphone',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  emailOrPhoneRequiredShort: 'Email ou téléphone requis',
  passwordRequiredShort: 'Mot de passe requis',
  invalidCredentials: 'Email/téléphone ou mot de passe incorrect',
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

/** 'Erreur serveur ({status}): {text}', a token verification that failed on the server. */
export const verificationServerErrorMessage = (status: number, text: string): string =>
  `Erreur serveur (${status}): ${text}`;
