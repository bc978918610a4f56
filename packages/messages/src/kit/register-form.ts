import { accountTypeLabels } from '../identity/registration.js';
import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const registerFormTexts = {
  title: 'Créer un compte',
  accountType: words.accountType,
  customer: accountTypeLabels.customer,
  customerText: 'Acheter des produits',
  seller: accountTypeLabels.seller,
  sellerText: 'Vendre des produits',
  sellerNotice: "Votre compte vendeur est soumis à validation : notre équipe l'examine avant son activation.",
  firstName: shared.firstName,
  lastName: shared.lastName,
  email: shared.email,
  phone: 'Téléphone (optionnel)',
  phoneHint: 'Ex. : 77 123 45 67',
  password: shared.password,
  confirmPassword: shared.confirmPassword,
  submit: 'Créer mon compte',
  submitting: 'Création du compte...',
  or: shared.or,
  hasAccount: 'Déjà un compte ?',
  login: shared.signIn,
} as const;
export const registerFormLabels: Labels<typeof registerFormTexts> = registerFormTexts;
