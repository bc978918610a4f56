import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReturnStatusBadge, returnStatuses } from './return-status-badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Où en est une demande de retour (Demande envoyée, Retour accepté, Retour refusé, Colis reçu, Remboursé) : un `Badge` dont le ton suit le statut.\n\n**Quand l’utiliser** : sur la page d’une commande du client, dans la liste « Retours » du vendeur et au bureau de l’équipe.\n\n**Quand ne pas l’utiliser** : pour le statut d’une commande (`OrderStatusBadge`) ou d’un remboursement seul (`RefundStatusBadge`).\n\n**Accessibilité** : le statut est écrit en français, la couleur ne fait que le souligner ; ce n’est pas un bouton : rien à focaliser.';

const meta = {
  title: 'Motifs/Compte/Statut de retour',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-returnstatusbadge',
  parameters: { docs: { description: { component: usage } } },
  component: ReturnStatusBadge,
  args: { status: 'accepted' },
  argTypes: { status: { control: 'inline-radio', options: returnStatuses } },
} satisfies Meta<typeof ReturnStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepte: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Retour accepté');
    await expect(badge).toHaveAttribute('data-status', 'accepted');
    await expect(badge).toHaveAttribute('data-variant', 'brand');
  },
};

export const TousLesStatuts: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {returnStatuses.map((status) => (
        <ReturnStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Demande envoyée')).toHaveAttribute('data-variant', 'caution');
    await expect(canvas.getByText('Retour refusé')).toHaveAttribute('data-variant', 'critical');
    await expect(canvas.getByText('Colis reçu')).toHaveAttribute('data-variant', 'accent');
    await expect(canvas.getByText('Remboursé')).toHaveAttribute('data-variant', 'positive');
  },
};

export const Sombre: Story = {
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  render: TousLesStatuts.render,
};
