import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Composants/Produit/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, max: 3, onChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(n) => {
          setValue(n);
          args.onChange(n);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FloorAndCeiling: Story = {
  play: async ({ canvas }) => {
    const minus = canvas.getByRole('button', { name: 'Diminuer la quantité' });
    const plus = canvas.getByRole('button', { name: 'Augmenter la quantité' });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};
export const OutOfStock: Story = { args: { disabled: true } };
