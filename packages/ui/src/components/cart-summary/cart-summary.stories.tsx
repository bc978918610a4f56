import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { PaymentMethodChoice } from '../payment-method/payment-method';
import { CartSummary } from './cart-summary';

const meta = {
  title: 'Motifs/Panier/CartSummary',
  component: CartSummary,
  args: {
    subtotal: '90,00 €',
    shipping: '10,00 €',
    total: '100,00 €',
    totalEquivalent: '≈ 65 500 CFA',
    onPay: fn(),
    onClear: fn(),
    payment: <PaymentMethodChoice value="wave" onValueChange={() => {}} />,
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithShipping: Story = {
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payer' }));
    await expect(args.onPay).toHaveBeenCalled();
  },
};
export const FreeShipping: Story = {
  args: { subtotal: '0,00 €', shipping: null, total: '0,00 €', totalEquivalent: undefined, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gratuite')).toBeVisible();
  },
};
export const Processing: Story = { args: { processing: true } };

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100,00 €')).toBeVisible();
    await expect(pageOverflowsSideways()).toBe(false);
  },
};

export const BlockedByStock: Story = {
  args: { blockedReason: '« Boubou femme » est en rupture de stock : retirez-le du panier pour payer.' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', { name: 'Payer' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      '« Boubou femme » est en rupture de stock : retirez-le du panier pour payer.',
    );
  },
};
