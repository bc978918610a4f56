import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockIndicator, stockLevels } from './stock-indicator';

const meta = {
  title: 'Composants/Produit/StockIndicator',
  component: StockIndicator,
  args: { level: 'in_stock' },
  argTypes: { level: { control: 'inline-radio', options: stockLevels } },
} satisfies Meta<typeof StockIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En stock')).toBeVisible();
  },
};
export const Low: Story = {
  args: { level: 'low_stock', detail: '3 restants' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Stock limité');
    await expect(canvasElement).toHaveTextContent('3 restants');
  },
};
export const Out: Story = {
  args: { level: 'out_of_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture de stock')).toBeVisible();
  },
};
export const CartShortLabel: Story = {
  args: {
    level: 'out_of_stock',
    labels: { in_stock: 'En stock', low_stock: 'Stock limité', out_of_stock: 'Rupture' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture')).toBeVisible();
  },
};
