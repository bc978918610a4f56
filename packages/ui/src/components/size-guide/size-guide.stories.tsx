import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SizeGuide } from './size-guide';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le guide des tailles d’un vêtement : un bouton « Guide des tailles » ouvre un dialogue avec le tableau des mesures en centimètres (adultes de XS à XXL : poitrine, taille, hanches ; enfants par âge).\n\n**Quand l’utiliser** : sur la fiche d’un vêtement, près du choix de la taille.\n\n**Quand ne pas l’utiliser** : pour les bijoux, accessoires et chaussures.\n\n**Accessibilité** : le `Dialog` du kit (Radix) : titre, focus gardé dans le dialogue, Échap et « Fermer » le ferment et rendent le focus au bouton ; un vrai tableau avec légende (`caption`) et en-têtes de colonnes et de lignes.';

const meta = {
  title: 'Composants/Produit/Guide des tailles',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-sizeguide',
  parameters: {
    docs: { description: { component: usage } },
    // Drawn in the opened guide (the stories that open it), not on its closed button.
    docsCheck: { notDrawn: ['kind'] },
  },
  component: SizeGuide,
  args: { kind: 'adult' },
} satisfies Meta<typeof SizeGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Fermé' };

export const AdultsOpen: Story = {
  name: 'Adultes, ouvert',
  tags: ['screenshot'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Guide des tailles',
    });
    const table = within(dialog).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'XXL' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Hanches (cm)' })).toBeInTheDocument();
  },
};

export const ChildrenOpen: Story = {
  name: 'Enfants, ouvert',
  args: { kind: 'child', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('rowheader', { name: '4 ans' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('columnheader', { name: 'Stature (cm)' })).toBeInTheDocument();
  },
};

export const KeyboardOpenAndEscape: Story = {
  name: 'Ouvrir au clavier et Échap',
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Guide des tailles' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Guide des tailles' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
