import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeReassurance, ReassuranceBadges } from './reassurance-badges';

const meta = {
  title: 'Composants/Produit/ReassuranceBadges',
  component: ReassuranceBadges,
} satisfies Meta<typeof ReassuranceBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvas }) => {
    for (const title of ['Livraison gratuite', 'Paiement sécurisé', 'Retour sous 30 jours']) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
  },
};
export const Home: Story = { args: { items: homeReassurance }, tags: ['screenshot'] };
export const Mobile: Story = {
  args: { items: homeReassurance },
  globals: { viewport: { value: 'mobile' } },
};
