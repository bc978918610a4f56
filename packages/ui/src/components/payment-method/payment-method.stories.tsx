import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { type PaymentMethod, PaymentMethodChoice } from './payment-method';

const meta = {
  title: 'Motifs/Panier/PaymentMethodChoice',
  component: PaymentMethodChoice,
  args: { value: 'wave', onValueChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState<PaymentMethod>(args.value);
    return (
      <PaymentMethodChoice
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaveByDefault: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Wave/ })).toBeChecked();
  },
};

export const ChooseOrangeMoneyWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Wave/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Orange Money/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('orange-money');
    await expect(canvas.getByRole('radio', { name: /Orange Money/ })).toBeChecked();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
