import { resetPasswordMessages } from '../identity/specification.js';
import type { Labels } from './shared.js';

const passwordStrengthTexts = {
  weak: resetPasswordMessages.weak,
  strong: resetPasswordMessages.strong,
  prefix: 'Force du mot de passe :',
} as const;
export const passwordStrengthLabels: Labels<typeof passwordStrengthTexts> = passwordStrengthTexts;
