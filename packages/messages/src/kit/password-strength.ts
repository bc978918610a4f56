import { messages } from '../catalogue.js';
import type { Labels } from './shared.js';

const passwordStrengthTexts = {
  weak: messages.resetPassword.weak,
  strong: messages.resetPassword.strong,
  prefix: 'Force du mot de passe :',
} as const;
export const passwordStrengthLabels: Labels<typeof passwordStrengthTexts> = passwordStrengthTexts;
