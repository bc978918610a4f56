import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { waxImage } from '../../internal/story-fixtures';
import { CategoryTile } from './category-tile';

const meta = {
  title: 'Composants/Catalogue/CategoryTile',
  component: CategoryTile,
  args: { name: 'Traditionnelle', href: '/traditionnelle', image: waxImage, productCount: 12 },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const ImageFails: Story = {
  args: { image: '/absente.jpg', productCount: 1 },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-fallback"]')).not.toBeNull());
    await expect(canvas.getByText('1 produit')).toBeVisible();
  },
};
export const LongName: Story = {
  args: { name: 'Tenues de cérémonie et de mariage traditionnel', productCount: 128 },
};
