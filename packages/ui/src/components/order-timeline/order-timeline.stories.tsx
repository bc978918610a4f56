import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderTimeline } from './order-timeline';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Où en est une commande : Confirmée, Emballée, En Transit, Livrée ; les étapes passées cochées, l’étape en cours marquée, avec leurs dates en option.\n\n**Quand l’utiliser** : dans le détail d’une commande, côté client.\n\n**Quand ne pas l’utiliser** : pour le statut d’une commande dans une liste (`StatusBadge`) ; pour une commande annulée (un message, pas une frise) ; pour les étapes d’un formulaire.\n\n**Accessibilité** : une liste ordonnée nommée (« Suivi de la commande ») ; l’étape en cours porte `aria-current="step"` et chaque étape dit son état en texte masqué (« terminée », « en cours », « à venir ») : la couleur et la coche ne le portent jamais seules ; numéros et coches sont décoratifs.';

const meta = {
  title: 'Motifs/Compte/Suivi de commande',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-compte-ordertimeline',
  parameters: { docs: { description: { component: usage } } },
  component: OrderTimeline,
  args: { currentStep: 2 },
  argTypes: { currentStep: { control: { type: 'range', min: 0, max: 4 } } },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  name: 'En transit',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('En Transit (en cours)');
    await expect(canvas.getByRole('list', { name: 'Suivi de la commande' })).toBeVisible();
  },
};

export const Confirmed: Story = { name: 'Confirmée', args: { currentStep: 0 } };

export const Delivered: Story = {
  name: 'Livrée',
  args: { currentStep: 4 },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.every((step) => step.dataset.state === 'done')).toBe(true);
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
  },
};

export const WithDates: Story = {
  name: 'Avec dates',
  args: {
    currentStep: 1,
    steps: [
      { label: 'Confirmée', date: '12 nov. 2026' },
      { label: 'Emballée', date: '13 nov. 2026' },
      { label: 'En Transit' },
      { label: 'Livrée' },
    ],
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    currentStep: 1,
    steps: [
      { label: 'Commande confirmée par la boutique' },
      { label: 'Colis emballé avec soin dans notre atelier de Dakar' },
      { label: 'En transit vers votre point relais' },
      { label: 'Livrée en main propre' },
    ],
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
