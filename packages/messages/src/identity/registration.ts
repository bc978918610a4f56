import { productFormMessages } from '../seller/specification.js';
import * as words from '../words.js';
// The specification's texts about registering, letter for letter.
export const registrationMessages = {
  firstNameRequired: 'Le prénom est requis',
  firstNameRequiredShort: 'Prénom requis',
  lastNameRequired: 'Le nom est requis',
  lastNameRequiredShort: productFormMessages.nameRequired,
  emailRequired: "L'email est requis",
  emailRequiredShort: 'Email requis',
  passwordRequired: 'Le mot de passe est requis',
  emailInvalid: 'Format email invalide',
  phoneInvalid: 'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
  passwordMinLength: 'Au moins 6 caractères',
  passwordUppercase: 'Au moins une majuscule (A-Z)',
  passwordLowercase: 'Au moins une minuscule (a-z)',
  passwordDigit: 'Au moins un chiffre (0-9)',
  passwordMustContain: 'Le mot de passe doit contenir : ',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  userExists: 'Un utilisateur avec cet email ou téléphone existe déjà',
  addressStreetPlaceholder: "À compléter par l'utilisateur",
  defaultCountry: 'Sénégal',
} as const;

export const accountTypeLabels = { customer: words.customer, seller: words.seller } as const;
