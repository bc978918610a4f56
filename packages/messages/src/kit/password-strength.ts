import { resetPasswordMessages } from '../identity/password-reset.js';
import type { Labels } from './shared.js';

const passwordStrengthTexts = {
  weak: resetPasswordMessages.weak,
  strong: resetPasswordMessages.strong,
  prefix: 'Force du mot de passe :',
} as const;
export const passwordStrengthLabels: Labels<typeof passwordStrengthTexts> = passwordStrengthTexts;
