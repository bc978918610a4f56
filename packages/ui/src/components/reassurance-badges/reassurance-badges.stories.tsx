import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeReassurance, ReassuranceBadges } from './reassurance-badges';

const meta = {
  title: 'Composants/Produit/ReassuranceBadges',
  component: ReassuranceBadges,
} satisfies Meta<typeof ReassuranceBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};
export const Home: Story = { args: { items: homeReassurance }, tags: ['screenshot'] };
export const Mobile: Story = { args: { items: homeReassurance }, globals: { viewport: { value: 'mobile' } } };
