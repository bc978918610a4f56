import { registrationMessages } from '../identity/registration.js';
import { genericErrorMessage } from '../storefront/specification.js';
import type { Labels } from './shared.js';

const newsletterFormTexts = {
  title: 'Restez informé',
  text: 'Nouvelles collections, offres et histoires de nos créateurs, une fois par mois.',
  email: 'Adresse e-mail',
  placeholder: 'vous@exemple.com',
  submit: 'S’abonner',
  submitting: 'Inscription…',
  required: 'L’email est requis',
  invalid: registrationMessages.emailInvalid,
  success: 'Merci ! Votre inscription à la newsletter est enregistrée.',
  failure: genericErrorMessage,
} as const;
export const newsletterFormLabels: Labels<typeof newsletterFormTexts> = newsletterFormTexts;
