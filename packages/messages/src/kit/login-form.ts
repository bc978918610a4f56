import { type Labels, shared } from './shared.js';

const loginFormTexts = {
  title: shared.logIn,
  emailOrPhone: 'Email ou téléphone',
  password: shared.password,
  rememberMe: 'Se souvenir de moi',
  forgotPassword: 'Mot de passe oublié ?',
  submit: shared.signIn,
  submitting: 'Connexion...',
  or: shared.or,
  noAccount: 'Pas encore de compte ?',
  register: shared.register,
} as const;
export const loginFormLabels: Labels<typeof loginFormTexts> = loginFormTexts;
