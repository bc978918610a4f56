import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Hero } from './hero';

const meta = {
  title: 'Motifs/Accueil/Hero',
  component: Hero,
  args: { onBrowse: fn() },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { tags: ['screenshot'] };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Browse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Parcourir' }));
    await expect(args.onBrowse).toHaveBeenCalled();
  },
};
