import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
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
import * as styles from './dialog.css';

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

export const Closed: Story = {
  name: 'Fermé',
  // A closed dialog draws none of these: its content and overlay show once open (« Ouvert »), and `defaultOpen` only
  // counts when the dialog mounts, not when a control changes it afterwards.
  parameters: { docsCheck: { notDrawn: ['defaultOpen', 'modal', 'children'] } },
};
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

/**
 * The kit's box drawn in place, with its own classes (an open `Dialog` is a portal over the whole page, so two of them
 * could not sit side by side in the docs): what the visitor sees once it is open.
 */
function BoxInPlace({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div
      className={styles.content}
      style={{ position: 'static', transform: 'none', animation: 'none', width: '100%', boxShadow: 'none' }}
    >
      <p className={styles.title}>{title}</p>
      {children}
      <div className={styles.footer}>{footer}</div>
    </div>
  );
}

// A designer's rule with its pictures: both sides are the kit's box (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: (
          <BoxInPlace
            title="Supprimer ce produit ?"
            footer={
              <>
                <Button variant="ghost">Annuler</Button>
                <Button variant="critical">Supprimer</Button>
              </>
            }
          >
            <p className={styles.description}>Il disparaît de la boutique et des favoris des clientes.</p>
          </BoxInPlace>
        ),
        why: 'Une question courte, une phrase qui dit la conséquence, et des boutons qui disent ce qu’ils font.',
      }}
      avoid={{
        example: (
          <BoxInPlace
            title="Attention"
            footer={
              <>
                <Button variant="ghost">Non</Button>
                <Button>Oui</Button>
              </>
            }
          >
            <TextField label="Nom du produit" defaultValue="Boubou bazin riche" />
            <TextField label="Prix (CFA)" defaultValue="45 850" />
            <TextField label="Description" defaultValue="Brodé main à Thiès" />
          </BoxInPlace>
        ),
        why: 'Un titre vague, un formulaire entier et « Oui » / « Non » : un long formulaire mérite une page, un bouton se nomme par son action.',
      }}
    />
  ),
};
