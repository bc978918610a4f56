import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Composants/Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Traditionnelle', href: '/traditionnelle' },
      { label: 'Grand boubou en bazin brodé' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Traditionnelle' })).toHaveAttribute(
      'href',
      '/traditionnelle',
    );
    await expect(canvas.getByText('Grand boubou en bazin brodé')).toHaveAttribute('aria-current', 'page');
  },
};
export const LongNameMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Femme', href: '/femme' },
      { label: 'Ensemble pagne wax trois pièces avec foulard assorti et sac en raphia tressé' },
    ],
  },
};
