import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './badge';

/**
 * The small number on an icon (cart, favourites, bell). **When**: a count the person acts on. **Not for**: a status
 * (use `StatusBadge`) or a tag (`TagBadge`). **Accessibility**: the number alone says little; give it an `aria-label`
 * or put it inside a labelled button ("Panier, 3 articles"). 0 shows nothing; above 99 shows "99+".
 */
const meta = {
  title: 'Composants/Affichage/CountBadge',
  component: CountBadge,
  tags: ['screenshot'],
  args: { count: 3, 'aria-label': '3 articles dans le panier' },
  // The badge sits on the corner of its icon: a positioned box stands in for the cart button.
  decorators: [
    (Story) => (
      <span style={{ position: 'relative', display: 'inline-block', width: 40, height: 40, margin: 16 }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const Capped: Story = {
  args: { count: 150, 'aria-label': '150 articles dans le panier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
