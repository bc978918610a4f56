import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { waxImage } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { OrderPartCard } from './order-part-card';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La partie d’une commande qui revient à un vendeur : qui la vend, son statut (`OrderStatusBadge`), ses articles, son sous-total, son remboursement une fois annulée après paiement (`RefundStatusBadge`), et les actions que l’application permet (« Annuler » pour le client, « Annuler et rembourser » pour l’équipe). Les montants arrivent déjà formatés.\n\n**Quand l’utiliser** : dans le détail d’une commande, une carte par vendeur ; au bureau de l’équipe pour une partie signalée.\n\n**Quand ne pas l’utiliser** : pour une liste de commandes (un tableau) ; pour suivre les étapes d’une livraison (`OrderTimeline`).\n\n**Accessibilité** : une région nommée par son titre (« Vendu par … », niveau 3 par défaut, réglable) ; les articles forment une liste nommée ; statut et remboursement sont écrits, la couleur ne fait que les souligner ; les actions sont des boutons que l’application nomme (« Annuler les articles de … »).';

const lines = [
  {
    id: 'l1',
    name: 'Boubou brodé en bazin',
    detail: 'L, Indigo',
    quantity: 1,
    amount: '45,90€ (30 065 CFA)',
  },
  { id: 'l2', name: 'Foulard en wax', quantity: 2, amount: '24,00€ (15 720 CFA)' },
];

const meta = {
  title: 'Motifs/Compte/Partie de commande',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-orderpartcard',
  parameters: { docs: { description: { component: usage } } },
  component: OrderPartCard,
  args: {
    sellerName: 'Atelier Ndiaye',
    status: 'processing',
    lines,
    subtotal: '69,90€ (45 785 CFA)',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderPartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeingPrepared: Story = {
  name: 'En préparation',
  tags: ['screenshot'],
  args: {
    actions: (
      <Button size="sm" variant="outline" aria-label="Annuler les articles de Atelier Ndiaye">
        Annuler
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Vendu par Atelier Ndiaye' });
    await expect(region).toHaveAttribute('data-status', 'processing');
    await expect(canvas.getByText('Payée, en préparation')).toHaveAttribute('data-variant', 'brand');
    await expect(canvas.getByRole('list', { name: 'Articles de Atelier Ndiaye' }).children).toHaveLength(2);
    await expect(canvas.getByText('Quantité : 2', { exact: false })).toBeVisible();
  },
};

export const Shipped: Story = { name: 'Expédiée', args: { status: 'shipped' } };

/** The customer's order page: each line's photo, and the part's carrier and tracking number under its lines. */
export const ShippedWithPhotosAndTracking: Story = {
  name: 'Expédiée, photos et suivi',
  tags: ['screenshot'],
  args: {
    status: 'shipped',
    lines: lines.map((line) => ({ ...line, image: waxImage })),
    details: (
      <dl style={{ margin: 0 }}>
        <div>
          <dt style={{ display: 'inline' }}>Transporteur : </dt>
          <dd style={{ display: 'inline', margin: 0 }}>DHL Express</dd>
        </div>
        <div>
          <dt style={{ display: 'inline' }}>Numéro de suivi : </dt>
          <dd style={{ display: 'inline', margin: 0 }}>JD014600003SN</dd>
        </div>
      </dl>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Vendu par Atelier Ndiaye' });
    await expect(region).toHaveTextContent('JD014600003SN');
    // Photos are decorative: the line's name says what it is.
    const photos = canvasElement.querySelectorAll('img');
    await expect(photos).toHaveLength(2);
    for (const photo of photos) await expect(photo).toHaveAttribute('alt', '');
  },
};

export const Delivered: Story = { name: 'Livrée', args: { status: 'delivered' } };

export const CancelledAndRefunded: Story = {
  name: 'Annulée et remboursée',
  tags: ['screenshot'],
  args: {
    status: 'cancelled',
    refund: { status: 'succeeded', amount: '69,90€ (45 785 CFA)' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Annulée')).toBeVisible();
    await expect(canvas.getAllByText('Remboursée')).toHaveLength(1);
    await expect(canvas.getByText('Remboursé')).toBeVisible();
    await expect(canvas.getAllByText('69,90€ (45 785 CFA)')).toHaveLength(2);
  },
};

export const RefundPending: Story = {
  name: 'Remboursement en attente',
  args: { status: 'cancelled', refund: { status: 'pending', amount: '69,90€ (45 785 CFA)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remboursement en cours')).toHaveAttribute('data-variant', 'caution');
  },
};

export const RefundRefused: Story = {
  name: 'Remboursement refusé',
  args: { status: 'cancelled', refund: { status: 'failed', amount: '69,90€ (45 785 CFA)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remboursement refusé')).toHaveAttribute('data-variant', 'critical');
  },
};

export const FlaggedForStaff: Story = {
  name: 'Signalée à l’équipe',
  tags: ['screenshot'],
  args: {
    flagged: true,
    headingLevel: 2,
    actions: (
      <Button size="sm" variant="critical" onClick={fn()}>
        Annuler et rembourser
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vendu par Atelier Ndiaye' })).toBeVisible();
    await expect(canvas.getByText('Vendeur suspendu ou refusé : à traiter par l’équipe')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Annuler et rembourser' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(args.flagged).toBe(true);
  },
};

export const ShopOwnProducts: Story = {
  name: 'Produits de la boutique',
  args: { sellerName: null, status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Vendu par Teranga' })).toBeVisible();
    await expect(canvas.getByText('En attente de paiement')).toHaveAttribute('data-variant', 'caution');
  },
};

/** On a phone a long name takes the line and its amount goes under it. */
export const OnAPhone: Story = {
  name: 'Sur téléphone',
  tags: ['screenshot'],
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  args: CancelledAndRefunded.args,
};
