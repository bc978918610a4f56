import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { ConfirmDialog } from './confirm-dialog';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une confirmation avant une action difficile à défaire (supprimer un produit).\n\n**Quand l’utiliser** : avant une suppression ou une action irréversible.\n\n**Quand ne pas l’utiliser** : pour une action facile à annuler (faire-la plutôt, avec un retour possible) ; pour une information (`Dialog`).\n\n**Accessibilité** : `role="alertdialog"` ; le focus va sur Annuler, l’action la moins risquée ; le bouton de confirmation tourne (`pending`) pendant l’appel.';

const meta = {
  title: 'Composants/Superpositions/Confirmation',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-vendeur-confirmdialog',
  parameters: { docs: { description: { component: usage } } },
  component: ConfirmDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteProduct: Story = {
  name: 'Supprimer un produit',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.',
    );
    await expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
export const CancelWithKeyboard: Story = {
  name: 'Annuler au clavier',
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
export const Pending: Story = { name: 'En attente', args: { pending: true } };

export const LongFrenchTextMobile: Story = {
  name: 'Texte français long, téléphone',
  globals: mobile,
  args: {
    title: 'Supprimer définitivement « Ensemble traditionnel trois pièces en bazin riche brodé main » ?',
    message:
      'Cette action est irréversible : le produit, ses variantes, ses photos et son historique de ventes disparaîtront de votre boutique et des favoris de vos clients.',
  },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
