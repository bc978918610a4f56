import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './rating';

const meta = {
  title: 'Composants/Produit/Rating',
  component: Rating,
  args: { average: 4.5, count: 12 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Note : 4,5 sur 5 (12 avis)');
  },
};
export const NoReviews: Story = { args: { average: 0, count: 0 } };
