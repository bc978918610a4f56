import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { Toaster, type ToastMessage } from './toaster';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les notifications passagères Radix en bas à droite, loin de l’en-tête et de son badge du panier (« Produit ajouté au panier ! »).\n\n**Quand l’utiliser** : confirmer une action réussie ou signaler son échec sans interrompre.\n\n**Quand ne pas l’utiliser** : pour une information qu’il faut lire ou garder (`AlertBanner`, `Dialog`).\n\n**Accessibilité** : une région nommée (F8 y mène) ; annoncée poliment, ou tout de suite pour une erreur ; le délai se met en pause au survol et au focus ; bouton Fermer nommé.';

const meta = {
  title: 'Composants/Retours/Notifications (toasts)',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-retours-toaster',
  parameters: { docs: { description: { component: usage } } },
  component: Toaster,
  args: {
    onDismiss: fn(),
    toasts: [
      { id: '1', title: 'Produit ajouté au panier !', tone: 'positive' },
      { id: '2', title: 'Erreur lors de la suppression', tone: 'critical' },
    ],
    duration: 60_000,
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  name: 'Pile',
  play: async () => {
    // The region's name carries the key that leads there, never the bare `{hotkey}` placeholder.
    await expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    // Each toast is announced after one word, never after the region's unfilled label.
    await waitFor(() => expect(document.body.textContent).toMatch(/Notification\s*Produit ajouté au panier/));
    await expect(document.body.innerHTML).not.toContain('{hotkey}');
  },
};

export const DisappearsAfterDuration: Story = {
  name: 'Disparaît après sa durée',
  args: { toasts: [], duration: 400 },
  render: function Demo(args) {
    const [toasts, setToasts] = useState<ToastMessage[]>([]);
    return (
      <>
        <Button
          onClick={() => setToasts([{ id: 'a', title: 'Produit ajouté au panier !', tone: 'positive' }])}
        >
          Ajouter
        </Button>
        <Toaster
          {...args}
          toasts={toasts}
          onDismiss={(id) => {
            setToasts((list) => list.filter((t) => t.id !== id));
            args.onDismiss(id);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter' }));
    await expect(await canvas.findByText('Produit ajouté au panier !')).toBeVisible();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('a'), { timeout: 3000 });
  },
};

export const CloseButton: Story = {
  name: 'Bouton de fermeture',
  play: async ({ args, canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Fermer' });
    await userEvent.click(first!);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('1'));
  },
};

export const LongFrenchTextMobile: Story = {
  name: 'Texte français long, téléphone',
  globals: mobile,
  args: {
    toasts: [
      {
        id: '1',
        title: 'Erreur de connexion au serveur. Vérifiez votre connexion Internet.',
        tone: 'critical',
      },
    ],
  },
  play: async () => {
    await expect(
      await screen.findByText('Erreur de connexion au serveur. Vérifiez votre connexion Internet.'),
    ).toBeVisible();
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
