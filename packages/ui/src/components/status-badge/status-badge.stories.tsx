import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { activityLabels, productStatuses, publicationLabels, StatusBadge } from './status-badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le statut de publication d’un produit : un `Badge` dont le ton suit le statut (Actif `positive`, Brouillon `caution`, Archivé `neutral`). `publicationLabels` nomme les trois statuts (liste du vendeur) ; `activityLabels` dit seulement Actif ou Inactif (tableau de bord).\n\n**Quand l’utiliser** : dans les tableaux et listes de produits du vendeur (dans un `DataTable`).\n\n**Quand ne pas l’utiliser** : pour la disponibilité d’un produit dans la boutique (`StockIndicator`) ; pour le suivi d’une commande (`OrderTimeline`) ; pour une autre étiquette (`Badge`).\n\n**Accessibilité** : le statut est écrit en français, la couleur ne fait que le souligner ; les tons respectent un contraste AA sur les deux thèmes ; ce n’est pas un bouton : rien à focaliser.';

const meta = {
  title: 'Composants/Affichage/Badge de statut',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-statusbadge',
  parameters: { docs: { description: { component: usage } } },
  component: StatusBadge,
  args: { status: 'active' },
  argTypes: { status: { control: 'inline-radio', options: productStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  name: 'Actif',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Actif')).toHaveAttribute('data-variant', 'positive');
  },
};

export const Draft: Story = {
  name: 'Brouillon',
  args: { status: 'draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brouillon')).toHaveAttribute('data-variant', 'caution');
  },
};

export const Archived: Story = {
  name: 'Archivé',
  args: { status: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Archivé')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const PublicationStatuses: Story = {
  name: 'Statuts de publication',
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {productStatuses.map((status) => (
        <StatusBadge key={status} status={status} labels={publicationLabels} />
      ))}
    </div>
  ),
};

export const DashboardActiveInactive: Story = {
  name: 'Tableau de bord, actifs et inactifs',
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {productStatuses.map((status) => (
        <StatusBadge key={status} status={status} labels={activityLabels} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Actif')).toHaveLength(1);
    await expect(canvas.getAllByText('Inactif')).toHaveLength(2);
  },
};

export const CustomLabels: Story = {
  name: 'Textes personnalisés',
  args: {
    status: 'archived',
    labels: {
      active: 'En ligne',
      draft: 'Brouillon non publié',
      archived: 'Retiré de la boutique depuis longtemps',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Retiré de la boutique depuis longtemps')).toBeVisible();
  },
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  render: PublicationStatuses.render,
};
