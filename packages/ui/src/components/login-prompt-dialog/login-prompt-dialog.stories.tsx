import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { LoginPromptDialog } from './login-prompt-dialog';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La boîte qui invite un visiteur à se connecter quand il touche le cœur des favoris : « Plus tard » ou « Se connecter » ; elle se ferme seule après 5 s.\n\n**Quand l’utiliser** : quand un visiteur sans compte connecté tente une action réservée aux comptes (les favoris).\n\n**Quand ne pas l’utiliser** : pour la connexion elle-même (`LoginForm`, sur sa page) ; pour une action qui ne peut pas attendre (aller directement à la connexion, avec retour par `?redirect=`).\n\n**Accessibilité** : un `Dialog` nommé par son titre et décrit par son message ; focus piégé puis rendu à l’élément qui l’avait (le cœur) ; Échap, un clic dehors ou « Plus tard » ferment. La fermeture automatique laisse peu de temps à un lecteur d’écran : `autoCloseMs={0}` garde la boîte ouverte.';

const meta = {
  title: 'Motifs/Compte/Invitation à se connecter',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-loginpromptdialog',
  parameters: {
    docs: { description: { component: usage } },
    // A delay before the popup closes itself: behaviour, not drawing.
    docsCheck: { notDrawn: ['autoCloseMs'] },
  },
  component: LoginPromptDialog,
  args: { open: true, onOpenChange: fn(), onLogin: fn() },
} satisfies Meta<typeof LoginPromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Ouvert', args: { autoCloseMs: 0 } };
export const Later: Story = {
  name: 'Plus tard',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Plus tard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const SignIn: Story = {
  name: 'Connexion',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
export const ClosesItself: Story = {
  name: 'Se ferme seul',
  args: { autoCloseMs: 300 },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  args: { autoCloseMs: 0 },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Plus tard' })).toBeVisible();
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
