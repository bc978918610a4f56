import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagBadge } from './badge';

/**
 * A product's tag, coloured by its meaning (nouveau in green, promo in red, the rest in ochre). **When**: the tags a
 * seller gave a product. **Not for**: order or account states (`StatusBadge`). **Accessibility**: plain text, read as is.
 */
const meta = {
  title: 'Composants/Affichage/TagBadge',
  component: TagBadge,
  tags: ['screenshot'],
  args: { tag: 'nouveau' },
} satisfies Meta<typeof TagBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Promo: Story = { args: { tag: 'Promo' } };
export const Other: Story = { args: { tag: 'wax' } };
