import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductThumbnail } from './product-thumbnail';

/**
 * A product's small square image, or its initial when there is none (or it fails to load). **When**: tables and lists
 * of products. **Not for**: a product page (`Gallery`). **Accessibility**: decorative by default (`alt=""`): the row
 * names the product; pass `alt` when the image is the only mention of it.
 */
const meta = {
  title: 'Composants/Vendeur/ProductThumbnail',
  component: ProductThumbnail,
  tags: ['screenshot'],
  args: { name: 'Robe wax Ndaanaan', size: 64 },
} satisfies Meta<typeof ProductThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};
export const Small: Story = { args: { size: 32 } };
