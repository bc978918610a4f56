import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BalanceSummary } from './balance-summary';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le solde d’un vendeur d’après le journal : « Solde » (ce que la boutique lui doit) en premier, « Commission » avec son taux, puis les ventes payées et les remboursements. Les montants arrivent déjà formatés (en CFA d’abord dans l’espace vendeur).\n\n**Quand l’utiliser** : en haut du tableau de bord du vendeur, au-dessus du journal de son solde.\n\n**Quand ne pas l’utiliser** : pour un chiffre avec un objectif ou une tendance (`StatCard`) ; pour les soldes de plusieurs vendeurs (`DataTable`).\n\n**Accessibilité** : une région nommée par son titre de niveau 2 ; les chiffres forment une liste de définitions (terme, valeur, explication) ; pendant le chargement la région est `aria-busy` et une zone `status` dit « Chargement du solde ».';

const meta = {
  title: 'Motifs/Vendeur/Solde',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-balancesummary',
  parameters: { docs: { description: { component: usage } } },
  component: BalanceSummary,
  args: {
    balance: '37 589 CFA',
    commission: '4 177 CFA',
    commissionPercent: 10,
    sales: '45 785 CFA',
    refunds: '4 019 CFA',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSalesAndRefunds: Story = {
  name: 'Ventes et remboursements',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Mon solde' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Solde', 'Commission', 'Ventes payées', 'Remboursements']);
    await expect(canvas.getByText('10 % des ventes')).toBeVisible();
  },
};

export const WithDescription: Story = {
  name: 'Avec description',
  args: {
    description:
      'Chaque partie payée crédite votre solde, commission déduite ; chaque remboursement le débite.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/commission déduite/)).toBeVisible();
  },
};

export const BalanceAndCommissionOnly: Story = {
  name: 'Solde et commission seuls',
  args: { sales: undefined, refunds: undefined, commissionPercent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
  },
};

export const NothingYet: Story = {
  name: 'Rien encore',
  args: { balance: '0 CFA', commission: '0 CFA', sales: '0 CFA', refunds: '0 CFA' },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Chargement du solde' })).toBeVisible();
    await expect(canvas.queryByText('37 589 CFA')).toBeNull();
  },
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
