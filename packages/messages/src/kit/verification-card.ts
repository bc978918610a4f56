import { type Labels, shared } from './shared.js';

const verificationCardTexts = {
  email: shared.email,
  phone: shared.phone,
  verified: 'Vérifié',
  unverified: 'Non vérifié',
} as const;
export const verificationCardLabels: Labels<typeof verificationCardTexts> = verificationCardTexts;
