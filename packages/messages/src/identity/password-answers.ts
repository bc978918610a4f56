/**
 * The server's answers to a password reset or change, which the SDK also gives when the body has none: apart from
 * the API's other identity texts (api.ts), so a shop's first load, where the SDK is, does not carry those.
 */
export const passwordAnswers = {
  passwordChanged: 'Mot de passe modifié avec succès',
  passwordReset: 'Mot de passe réinitialisé avec succès.',
} as const;
