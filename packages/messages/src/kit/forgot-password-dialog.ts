import { type Labels, shared } from './shared.js';

const forgotPasswordDialogTexts = {
  title: 'Mot de passe oublié',
  description: 'Saisissez votre email : nous vous enverrons un lien de réinitialisation.',
  email: shared.email,
  submit: 'Envoyer le lien',
} as const;
export const forgotPasswordDialogLabels: Labels<typeof forgotPasswordDialogTexts> = forgotPasswordDialogTexts;
