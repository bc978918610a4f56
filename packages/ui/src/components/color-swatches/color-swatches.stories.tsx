import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { ColorSwatches } from './color-swatches';

const colours = [
  { value: 'indigo', label: 'Indigo', hex: '#233D7B' },
  { value: 'ocre', label: 'Ocre', hex: '#C8862A' },
  { value: 'bogolan', label: 'Bogolan', hex: '#5B3A29' },
  { value: 'blanc', label: 'Blanc cassé', hex: '#F6EFE3', disabled: true },
];

const meta = {
  title: 'Composants/Produit/ColorSwatches',
  component: ColorSwatches,
  args: { options: colours, onValueChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ColorSwatches
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 'ocre' }, tags: ['screenshot'] };
export const ChooseWithMouseAndArrows: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Indigo' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('indigo');
    await expect(canvas.getByText(': Indigo')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ocre' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ocre');
    await expect(canvas.getByRole('radio', { name: 'Blanc cassé' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
