import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { SizeButtons } from './size-buttons';

const meta = {
  title: 'Composants/Produit/SizeButtons',
  component: SizeButtons,
  args: {
    options: [{ value: 'S' }, { value: 'M' }, { value: 'L' }, { value: 'XL', disabled: true }],
    onValueChange: fn(),
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SizeButtons
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof SizeButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 'M' }, tags: ['screenshot'] };
export const ChooseSize: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('L');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'XL' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: {
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', 'Sur mesure'].map((value) => ({ value })),
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
