import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddressCard } from './address-card';

const pointE = {
  fullName: 'Awa Diop',
  phone: '+221 77 123 45 67',
  quartier: 'Point E',
  street: 'Rue 10, villa 24',
  landmark: 'Derrière la boulangerie Le Fournil',
  city: 'Dakar',
  region: 'Dakar',
  isDefault: true,
};

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une adresse du carnet d’un client : la personne qui reçoit, le quartier et la rue, la ville et la région, le téléphone et le point de repère, le badge « Par défaut », et les actions données (« Définir par défaut », « Modifier », « Supprimer »).\n\n**Quand l’utiliser** : dans « Mes adresses », ou pour montrer l’adresse choisie au paiement (sans actions).\n\n**Quand ne pas l’utiliser** : pour saisir une adresse (`AddressForm`) ; pour l’adresse d’une commande passée dans un bordereau (`PackingSlip`).\n\n**Accessibilité** : un `<article>` nommé par le nom de la personne (un titre de niveau `headingLevel`), l’adresse dans `<address>` ; chaque bouton est décrit par ce nom (`aria-describedby`), si bien que « Modifier » dit de quelle adresse il s’agit ; une action absente n’a pas de bouton, « Définir par défaut » n’apparaît pas sur l’adresse par défaut.';

const meta = {
  title: 'Motifs/Compte/Carte d’adresse',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-addresscard',
  parameters: { docs: { description: { component: usage } } },
  component: AddressCard,
  args: { address: pointE, onEdit: fn(), onRemove: fn(), onMakeDefault: fn() },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Awa Diop' })).toBeVisible();
    await expect(canvas.getByText('Par défaut')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Définir par défaut' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const AutreAdresse: Story = {
  name: 'Autre adresse',
  args: {
    address: {
      fullName: 'Moussa Ndiaye',
      phone: '+221 78 000 11 22',
      quartier: 'Randoulène',
      street: 'Rue 10',
      city: 'Thiès',
      region: 'Thiès',
      isDefault: false,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Par défaut')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Définir par défaut' }));
    await expect(args.onMakeDefault).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const SansActions: Story = {
  name: 'Sans actions',
  args: { onEdit: undefined, onRemove: undefined, onMakeDefault: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/Derrière la boulangerie/)).toBeVisible();
  },
};

export const Occupee: Story = {
  name: 'Action en cours',
  args: { busy: true, address: { ...pointE, isDefault: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  },
};
