import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyPasswordRules } from '../../internal/story-fixtures';
import { type RegisterErrors, RegisterForm, type RegisterValues } from './register-form';

// Stand-in for the rules of @teranga/headless, which the app passes in.
const validate = (v: RegisterValues): RegisterErrors => ({
  firstName: v.firstName.trim() ? undefined : 'Le prénom est requis',
  lastName: v.lastName.trim() ? undefined : 'Le nom est requis',
  email: !v.email.trim()
    ? "L'email est requis"
    : /^\S+@\S+\.\S+$/.test(v.email)
      ? undefined
      : 'Format email invalide',
  password: v.password ? undefined : 'Le mot de passe est requis',
  confirmPassword: v.confirmPassword === v.password ? undefined : 'Les mots de passe ne correspondent pas',
});

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le formulaire d’inscription : type de compte (Client ou Vendeur), prénom, nom, e-mail, téléphone facultatif, mot de passe avec ses règles cochées en direct, confirmation, et la connexion par Google ou Facebook quand le serveur la propose.\n\n**Quand l’utiliser** : la page Créer un compte ; les règles (`validate`, `passwordRules`) viennent de @teranga/headless, l’envoi de l’application (`onSubmit`).\n\n**Quand ne pas l’utiliser** : pour se connecter (`LoginForm`) ; pour modifier un profil existant ; pour choisir un nouveau mot de passe seul (`ResetPasswordForm`).\n\n**Accessibilité** : une section nommée par son titre (`<h1>`) ; le type de compte est un groupe radio : un seul arrêt de tabulation, les flèches choisissent, Entrée n’envoie pas le formulaire ; choisir Vendeur affiche un avis annoncé (`status`) ; chaque champ a son libellé, ses erreurs reliées et `aria-invalid`, et une erreur s’efface dès que son champ est juste ; les règles du mot de passe sont reliées au champ ; l’erreur du serveur est une `AlertBanner` annoncée aussitôt ; le bouton tourne (`aria-busy`) pendant l’envoi.';

const meta = {
  title: 'Motifs/Compte/Inscription',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-registerform',
  parameters: { docs: { description: { component: usage } } },
  component: RegisterForm,
  // The shop's sign-in page (an app gives its own address; without it the line is not drawn).
  args: { onSubmit: fn(), validate, passwordRules: storyPasswordRules, onSocial: fn(), loginHref: '/login' },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = { name: 'Cliente' };

export const SellerShowsNotice: Story = {
  name: 'Vendeur : avertissement',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Vendeur/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('soumis à validation');
  },
};

export const AccountTypeByKeyboard: Story = {
  name: 'Type de compte au clavier',
  play: async ({ args, canvas }) => {
    const roles = canvas.getByRole('radiogroup', { name: 'Type de compte' });
    const customer = canvas.getByRole('radio', { name: /^Client/ });
    const seller = canvas.getByRole('radio', { name: /^Vendeur/ });
    await userEvent.tab();
    await expect(customer).toHaveFocus();
    await expect(customer).toBeChecked();
    // The arrows move the focus and the choice together, wrapping at the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(seller).toHaveFocus();
    await expect(seller).toBeChecked();
    await expect(customer).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('soumis à validation');
    await userEvent.keyboard('{ArrowDown}');
    await expect(customer).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(seller).toBeChecked();
    // One tab stop for the group: Tab leaves it for the first name.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Prénom')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(seller).toHaveFocus();
    await expect(roles).toBeVisible();
    // Enter on a radio does not submit the form (as with native radios).
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Le prénom est requis')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Prénom'), 'Awa');
    await userEvent.type(canvas.getByLabelText('Nom'), 'Diop');
    await userEvent.type(canvas.getByLabelText('Email'), 'awa@teranga.sn');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'Teranga7');
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), 'Teranga7{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'seller' }));
  },
};

export const LiveChecklist: Story = {
  name: 'Règles en direct',
  play: async ({ canvas }) => {
    const rule = (text: string) => canvas.getByText(text).closest('li');
    await expect(rule('Au moins une majuscule (A-Z)')).toHaveAttribute('data-state', 'unmet');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'Awa');
    await expect(rule('Au moins une majuscule (A-Z)')).toHaveAttribute('data-state', 'met');
    await expect(rule('Au moins 6 caractères')).toHaveAttribute('data-state', 'unmet');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'teranga7');
    await expect(rule('Au moins 6 caractères')).toHaveAttribute('data-state', 'met');
    await expect(rule('Au moins un chiffre (0-9)')).toHaveAttribute('data-state', 'met');
  },
};

export const ErrorsThenSubmit: Story = {
  name: 'Erreurs puis envoi',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(canvas.getByText('Le prénom est requis')).toBeVisible();
    // The password's error is read with the field, next to the live checklist.
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe est requis'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Prénom'), 'Awa');
    await userEvent.type(canvas.getByLabelText('Nom'), 'Diop');
    await userEvent.type(canvas.getByLabelText('Email'), 'awa@teranga.sn');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'Teranga7');
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), 'Teranga8');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Confirmer le mot de passe'));
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), 'Teranga7{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'customer', firstName: 'Awa', email: 'awa@teranga.sn' }),
    );
  },
};

export const Conflict: Story = {
  name: 'Conflit',
  args: { error: 'Un utilisateur avec cet email ou téléphone existe déjà' },
};
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

/** Après un envoi refusé, chaque message s’efface dès que son champ est juste ; les autres restent jusqu’à leur correction. */
export const ErrorsClearAsFieldsBecomeValid: Story = {
  name: 'Les erreurs s’effacent quand les champs sont valides',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(canvas.getByText('Le prénom est requis')).toBeInTheDocument();
    await expect(canvas.getByText("L'email est requis")).toBeInTheDocument();

    await userEvent.type(canvas.getByLabelText('Prénom'), 'Awa');
    await expect(canvas.queryByText('Le prénom est requis')).toBeNull();
    await expect(canvas.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Le nom est requis')).toBeInTheDocument();

    // The wording follows what is still wrong, then goes once the address is valid.
    await userEvent.type(canvas.getByLabelText('Email'), 'awa');
    await expect(canvas.getByText('Format email invalide')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Email'), '@exemple.sn');
    await expect(canvas.queryByText('Format email invalide')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
