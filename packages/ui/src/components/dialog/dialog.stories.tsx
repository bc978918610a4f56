import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
} from './dialog';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La boîte de dialogue Radix du kit, en parties comme Radix la compose : `Dialog` (l’état), `DialogTrigger`, `DialogContent` (portail, voile, bouton Fermer) avec `DialogTitle`, `DialogDescription`, le contenu, `DialogFooter` (les boutons) et `DialogClose`.\n\n**Quand l’utiliser** : une tâche courte qui interrompt la page (mot de passe oublié, détails de livraison) ; `ConfirmDialog` pour une confirmation.\n\n**Quand ne pas l’utiliser** : pour un message qui n’exige rien (un `Toaster`, une `AlertBanner`) ; pour un long formulaire (une page) ; pour un menu (`DropdownMenu`).\n\n**Accessibilité** : focus piégé dans la boîte et rendu au déclencheur à la fermeture ; Échap et un clic dehors ferment ; le titre nomme la boîte et la description la décrit (`aria-describedby`) ; `role="alertdialog"` pour une confirmation. Le thème du `ThemeProvider` le plus proche (ou de `<html>`) atteint le portail.';

/** The story's dialog, in its parts: what a shop writes. */
function DeliveryDialog({ trigger = true, children, ...root }: DialogProps & { trigger?: boolean }) {
  return (
    <Dialog {...root}>
      {trigger ? (
        <DialogTrigger asChild>
          <Button variant="outline">En savoir plus</Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        <DialogTitle>Livraison au Sénégal</DialogTitle>
        <DialogDescription>Nos ateliers expédient depuis Dakar sous 48 heures.</DialogDescription>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Compris</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Composants/Superpositions/Boîte de dialogue',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-overlays-dialog',
  parameters: { docs: { description: { component: usage } } },
  component: Dialog,
  subcomponents: { DialogTrigger, DialogContent, DialogTitle, DialogDescription, DialogFooter, DialogClose },
  render: (args) => <DeliveryDialog {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Fermé' };
/** Open from the start, as a designer reviews it: title, description, content, footer and the close button. */
export const Open: Story = {
  name: 'Ouvert',
  tags: ['screenshot'],
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ minHeight: '100vh' }}>
      <DeliveryDialog {...args} trigger={false}>
        <p>Retrait gratuit à l'atelier de Médina.</p>
      </DeliveryDialog>
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    // The dialog fades in: wait for the end of its entrance before the picture is taken.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const OpenAndCloseWithKeyboard: Story = {
  name: 'Ouvrir et fermer au clavier',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'En savoir plus' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    await expect(dialog).toHaveAccessibleDescription('Nos ateliers expédient depuis Dakar sous 48 heures.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
/** Without a `DialogDescription`, the box announces no description (no dangling `aria-describedby`). */
export const WithoutDescription: Story = {
  name: 'Sans description',
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogTitle>Guide des tailles</DialogTitle>
        <p>Mesurez votre tour de poitrine.</p>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Guide des tailles' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
/** A confirmation: `role="alertdialog"` on the content, the footer's buttons in order. */
export const Confirmation: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent role="alertdialog">
        <DialogTitle>Supprimer ce produit ?</DialogTitle>
        <DialogDescription>Cette action est définitive.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Annuler</Button>
          </DialogClose>
          <Button variant="critical">Supprimer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce produit ?' });
    await expect(dialog).toHaveAccessibleDescription('Cette action est définitive.');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
