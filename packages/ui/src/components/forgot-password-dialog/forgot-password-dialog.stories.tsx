import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La boîte « Mot de passe oublié ? » : l’e-mail qui recevra le lien de réinitialisation, le bouton d’envoi et la réponse du serveur ; elle se ferme seule 3 s après un succès.\n\n**Quand l’utiliser** : depuis le lien « Mot de passe oublié ? » du formulaire de connexion (`LoginForm`).\n\n**Quand ne pas l’utiliser** : pour choisir le nouveau mot de passe (`ResetPasswordForm`, sur la page du lien reçu) ; pour changer un mot de passe connu (le profil).\n\n**Accessibilité** : un `Dialog` nommé par son titre et décrit par sa consigne, focus piégé puis rendu ; le champ a son libellé, `autocomplete="email"` et son erreur reliée (`aria-invalid`, annoncée) ; pendant l’envoi le bouton est `aria-busy` ; le succès est annoncé poliment (`role="status"`), l’échec tout de suite (`role="alert"`).';

const meta = {
  title: 'Motifs/Compte/Mot de passe oublié',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-forgotpassworddialog',
  parameters: { docs: { description: { component: usage } } },
  component: ForgotPasswordDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    validateEmail: (email: string) => (email ? undefined : "L'email est requis"),
  },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Au repos' };
export const RequiresEmailThenSends: Story = {
  name: 'E-mail obligatoire puis envoi',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer le lien' }));
    await expect(await screen.findByText("L'email est requis")).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), '  awa@teranga.sn ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('awa@teranga.sn');
  },
};
export const Submitting: Story = { name: 'Envoi en cours', args: { status: 'submitting' } };
export const SuccessClosesItself: Story = {
  name: 'La réussite se ferme seule',
  args: {
    status: 'success',
    message: 'Un email de réinitialisation a été envoyé à votre adresse.',
    successCloseMs: 300,
  },
  play: async ({ args }) => {
    await expect(await screen.findByText(/envoyé/)).toBeInTheDocument();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};
export const Failure: Story = {
  name: 'Échec',
  args: { status: 'error', message: 'Une erreur est survenue.' },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
