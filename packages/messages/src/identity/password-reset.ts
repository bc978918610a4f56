// The specification's texts about forgotten and new passwords, letter for letter.
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
