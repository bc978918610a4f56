import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La boîte de dialogue Radix du kit : titre, description, contenu, pied de boutons, bouton Fermer.\n\n**Quand l’utiliser** : une tâche courte qui interrompt la page (mot de passe oublié, détails de livraison) ; `ConfirmDialog` pour une confirmation.\n\n**Quand ne pas l’utiliser** : pour un message qui n’exige rien (un `Toaster`, une `AlertBanner`) ; pour un long formulaire (une page) ; pour un menu (`DropdownMenu`).\n\n**Accessibilité** : focus piégé dans la boîte et rendu au déclencheur à la fermeture ; Échap et un clic dehors ferment ; le titre nomme la boîte et la description la décrit (`aria-describedby`) ; `role="alertdialog"` pour une confirmation. Le thème du `ThemeProvider` le plus proche (ou de `<html>`) atteint le portail.';

const meta = {
  title: 'Composants/Overlays/Dialog',
  parameters: { docs: { description: { component: usage } } },
  component: Dialog,
  args: {
    title: 'Livraison au Sénégal',
    description: 'Nos ateliers expédient depuis Dakar sous 48 heures.',
    trigger: <Button variant="outline">En savoir plus</Button>,
    footer: (
      <DialogClose asChild>
        <Button>Compris</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** Open from the start, as a designer reviews it: title, description, content, footer and the close button. */
export const Open: Story = {
  tags: ['screenshot'],
  args: { defaultOpen: true, trigger: undefined, children: <p>Retrait gratuit à l'atelier de Médina.</p> },
  render: (args) => (
    <div style={{ minHeight: '100vh' }}>
      <Dialog {...args} />
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    // The dialog fades in: wait for the end of its entrance before the picture is taken.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const OpenAndCloseWithKeyboard: Story = {
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
