import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const resetPasswordFormTexts = {
  title: 'Réinitialisation du mot de passe',
  password: words.newPassword,
  confirmPassword: shared.confirmPassword,
  submit: 'Réinitialiser le mot de passe',
  submitting: 'Réinitialisation...',
  success: 'Mot de passe réinitialisé ! Redirection vers la connexion...',
  backToLogin: 'Retour à la connexion',
} as const;
export const resetPasswordFormLabels: Labels<typeof resetPasswordFormTexts> = resetPasswordFormTexts;
