import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge, orderStatuses, RefundStatusBadge, refundStatuses } from './order-status-badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le statut d’une commande ou de la partie d’un vendeur (En attente de paiement, Payée, en préparation, Partiellement expédiée, Expédiée, Livrée, Annulée), et `RefundStatusBadge` pour son remboursement (Remboursement en cours, Remboursée, Remboursement refusé) : un `Badge` dont le ton suit le statut.\n\n**Quand l’utiliser** : dans les listes et le détail des commandes, côté client, vendeur et équipe.\n\n**Quand ne pas l’utiliser** : pour la publication d’un produit (`StatusBadge`) ; pour les étapes d’une livraison (`OrderTimeline`).\n\n**Accessibilité** : le statut est écrit en français, la couleur ne fait que le souligner ; les tons respectent un contraste AA sur les deux thèmes ; ce n’est pas un bouton : rien à focaliser.';

const meta = {
  title: 'Motifs/Compte/Statut de commande',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-orderstatusbadge',
  parameters: { docs: { description: { component: usage } } },
  component: OrderStatusBadge,
  args: { status: 'partially_shipped' },
  argTypes: { status: { control: 'inline-radio', options: orderStatuses } },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartiallyShipped: Story = {
  name: 'Partiellement expédiée',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Partiellement expédiée')).toHaveAttribute('data-variant', 'accent');
  },
};

export const EveryStatus: Story = {
  name: 'Tous les statuts',
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {orderStatuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
      {refundStatuses.map((status) => (
        <RefundStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Livrée')).toHaveAttribute('data-variant', 'positive');
    await expect(canvas.getByText('Remboursée')).toHaveAttribute('data-variant', 'positive');
    await expect(canvas.getByText('Remboursement refusé')).toHaveAttribute('data-variant', 'critical');
  },
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  render: EveryStatus.render,
};
