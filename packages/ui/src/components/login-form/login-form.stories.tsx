import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { type LoginErrors, LoginForm, type LoginValues } from './login-form';

// The real rules live in @teranga/headless; the app passes them in. A simple stand-in here.
const validate = ({ emailOrPhone, password }: LoginValues): LoginErrors => ({
  emailOrPhone: emailOrPhone ? undefined : 'Veuillez saisir votre email ou téléphone',
  password: !password
    ? 'Veuillez saisir votre mot de passe'
    : password.length < 6
      ? 'Le mot de passe doit contenir au moins 6 caractères'
      : undefined,
});

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le formulaire de connexion : e-mail ou téléphone, mot de passe à afficher ou masquer, Se souvenir de moi, Mot de passe oublié, Google et Facebook (ceux que le serveur propose) et le lien vers l’inscription.\n\n**Quand l’utiliser** : sur la page de connexion, avec les règles de `@teranga/headless` passées en `validate`.\n\n**Quand ne pas l’utiliser** : pour créer un compte (`RegisterForm`) ; pour inviter à se connecter avant une action (`LoginPromptDialog`).\n\n**Accessibilité** : une section nommée par son titre `h1` ; chaque champ a son `label`, son `autocomplete` (`username`, `current-password`) et son erreur reliée et annoncée ; l’œil du mot de passe est un bouton à bascule nommé (`aria-pressed`) ; une erreur du serveur est une `AlertBanner` annoncée (`role="alert"`) ; pendant l’envoi le bouton est `aria-busy` et dit « Connexion... ».';

const meta = {
  title: 'Motifs/Compte/Connexion',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-loginform',
  parameters: { docs: { description: { component: usage } } },
  component: LoginForm,
  // The shop's registration page (an app gives its own address; without it the line is not drawn).
  args: { onSubmit: fn(), validate, onForgotPassword: fn(), onSocial: fn(), registerHref: '/register' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };

export const EmptySubmitShowsErrors: Story = {
  name: 'Envoi vide : erreurs',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(canvas.getByText('Veuillez saisir votre email ou téléphone')).toBeVisible();
    await expect(canvas.getByText('Veuillez saisir votre mot de passe')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShortPassword: Story = {
  name: 'Mot de passe court',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email ou téléphone'), 'awa@teranga.sn');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'abc');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** What `validateLogin` of @teranga/headless returns: the form takes the result as it is, no `.errors` to pick. */
const validationResult = (values: LoginValues) => {
  const errors = validate(values);
  const messages = Object.values(errors).filter((message): message is string => Boolean(message));
  return { valid: messages.length === 0, errors, messages, first: messages[0] };
};

export const TakesAValidationResult: Story = {
  name: 'Prend le résultat de validateLogin tel quel',
  args: { validate: validationResult },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(canvas.getByText('Veuillez saisir votre email ou téléphone')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Email ou téléphone'), 'awa@teranga.sn');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      emailOrPhone: 'awa@teranga.sn',
      password: 'Secret12',
      rememberMe: false,
    });
  },
};

export const SubmitsTrimmedWithKeyboard: Story = {
  name: 'Envoi nettoyé au clavier',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email ou téléphone'), '  771234567 ');
    await userEvent.tab();
    await userEvent.keyboard('Secret12');
    await userEvent.tab(); // show/hide button
    await userEvent.tab(); // remember me
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}'); // Enter on a checkbox does not submit: go back to a field
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      emailOrPhone: '771234567',
      password: 'Secret12',
      rememberMe: true,
    });
  },
};

export const SocialAndForgot: Story = {
  name: 'Réseaux et mot de passe oublié',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(args.onSocial).toHaveBeenCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await expect(args.onForgotPassword).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Erreur du serveur',
  args: { error: 'Email/téléphone ou mot de passe incorrect' },
};
export const Submitting: Story = { name: 'Envoi en cours', args: { submitting: true } };

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
