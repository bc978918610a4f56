import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard, trendTones } from './stat-card';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un chiffre du tableau de bord vendeur : libellé, valeur déjà formatée, icône, barre de progression vers un objectif et tendance.\n\n**Quand l’utiliser** : en rangée en haut du tableau de bord du vendeur (produits, produits actifs, ventes, revenus).\n\n**Quand ne pas l’utiliser** : pour comparer beaucoup de chiffres (`DataTable`) ; pour un message (`AlertBanner`).\n\n**Accessibilité** : une région nommée par son libellé, un titre de niveau 3 ; la barre est un `progressbar` nommé par ce libellé, de 0 à 100, lu en pour cent et décrit par le texte d’objectif ; la tendance est écrite (« +12% »), sa couleur ne fait que la souligner ; pendant le chargement, la carte est `aria-busy` et une zone `status` dit « Chargement des statistiques ».';

const meta = {
  title: 'Composants/Données/Carte de statistique',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-statcard',
  parameters: { docs: { description: { component: usage } } },
  component: StatCard,
  args: { label: 'Total produits', value: '24', icon: 'store', trend: '+12%' },
  argTypes: {
    trendTone: { control: 'inline-radio', options: trendTones },
    progress: { control: { type: 'range', min: 0, max: 100 } },
    // Read while the card loads: its control shows when « loading » is on.
    loadingLabel: { if: { arg: 'loading' } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };

export const WithProgress: Story = {
  name: 'Avec progression',
  tags: ['screenshot'],
  args: {
    label: 'Produits actifs',
    value: '18',
    progress: 75,
    progressHint: '75 % du catalogue',
    trend: '+8%',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Produits actifs' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(bar).toHaveAccessibleDescription('75 % du catalogue');
  },
};

export const RevenueGoal: Story = {
  name: 'Objectif de ventes',
  args: {
    label: 'Revenus',
    value: '4 500 CFA',
    progress: 45,
    progressHint: 'Objectif : 10 000 CFA',
    trend: '+15%',
  },
};

export const ProgressIsClamped: Story = {
  name: 'Progression bornée',
  args: {
    label: 'Ventes totales',
    value: '140',
    progress: 140,
    trend: 'mis à jour il y a 2 min',
    trendTone: 'neutral',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Chargement des statistiques' })).toBeVisible();
    await expect(canvas.queryByText('24')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Vide',
  args: { label: 'Ventes totales', value: '0', progress: 0, trend: undefined },
};

export const NegativeTrend: Story = {
  name: 'Tendance négative',
  args: { trend: '-3% cette semaine', trendTone: 'critical' },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    label: "Chiffre d'affaires cumulé depuis l'ouverture de la boutique",
    value: '12 345 678 CFA',
    progress: 100,
    progressHint: 'Objectif de 10 000 CFA largement dépassé, félicitations !',
    trend: 'mis à jour il y a 2 min',
    trendTone: 'neutral',
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  args: WithProgress.args,
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  args: WithProgress.args,
};
