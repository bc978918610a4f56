import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { type ResetErrors, ResetPasswordForm, type ResetValues } from './reset-password-form';

const validate = (v: ResetValues): ResetErrors => ({
  password: v.password.length >= 8 ? undefined : 'Le mot de passe doit contenir au moins 8 caractères.',
  confirmPassword: v.password === v.confirmPassword ? undefined : 'Les mots de passe ne correspondent pas.',
});

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La réinitialisation du mot de passe : nouveau mot de passe avec sa jauge Faible/Fort, confirmation, puis un message de réussite à la place du formulaire, et le lien de retour à la connexion.\n\n**Quand l’utiliser** : la page ouverte depuis le lien de l’e-mail de réinitialisation ; les règles (`validate`, `strengthOf`) viennent de @teranga/headless.\n\n**Quand ne pas l’utiliser** : pour demander ce lien (`ForgotPasswordDialog`) ; pour créer un compte (`RegisterForm`).\n\n**Accessibilité** : une section nommée par son titre (`<h1>`) ; deux `PasswordField` avec leur libellé, leurs erreurs reliées et `aria-invalid`, chaque erreur s’effaçant dès que son champ est juste ; la force est annoncée poliment ; le bouton tourne (`aria-busy`) pendant l’envoi ; la réussite (`status`) et l’échec, un lien expiré par exemple (`alert`), sont des `AlertBanner` annoncées.';

const meta = {
  title: 'Motifs/Compte/Nouveau mot de passe',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-resetpasswordform',
  parameters: { docs: { description: { component: usage } } },
  component: ResetPasswordForm,
  // The shop's sign-in page (an app gives its own address; without it the link is not drawn).
  args: { onSubmit: fn(), validate, loginHref: '/login' },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vide' };

export const StrengthBarTurnsStrongAt8: Story = {
  name: 'Fort à 8 caractères',
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Nouveau mot de passe');
    await userEvent.type(field, 'Abc1234');
    await expect(canvas.getByText('Faible')).toBeVisible();
    await userEvent.type(field, '5');
    await expect(canvas.getByText('Fort')).toBeVisible();
  },
};

export const MismatchThenSubmit: Story = {
  name: 'Différents puis envoi',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), 'Abcd1234');
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), 'Abcd12345{Enter}');
    await expect(canvas.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), '{Backspace}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Abcd1234', confirmPassword: 'Abcd1234' });
  },
};

export const Success: Story = { name: 'Réussite', args: { status: 'success' }, tags: ['screenshot'] };
export const InvalidToken: Story = {
  name: 'Lien invalide',
  args: { error: 'Token de réinitialisation manquant ou invalide.' },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};

/** Après un envoi refusé, les messages s’effacent à mesure que les champs deviennent justes, sans nouvel envoi. */
export const ErrorsClearAsFieldsBecomeValid: Story = {
  name: 'Les erreurs s’effacent quand les champs sont valides',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), 'Abc1{Enter}');
    await expect(
      canvas.getByText('Le mot de passe doit contenir au moins 8 caractères.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), '5678');
    await expect(canvas.queryByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), 'Abc15678');
    await expect(canvas.queryByText('Les mots de passe ne correspondent pas.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
