import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { AddedToCartPopup } from './added-to-cart-popup';

const meta = {
  title: 'Motifs/Panier/AddedToCartPopup',
  component: AddedToCartPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    onViewCart: fn(),
    item: { name: 'Robe wax Ndaanaan', price: '45,00 €', quantity: 1, size: 'M', color: 'Indigo' },
  },
} satisfies Meta<typeof AddedToCartPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { autoCloseMs: 0 },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Ajouté au panier!' })).toHaveTextContent(
      'Taille M · Indigo · Qté 1',
    );
  },
};
export const ViewCart: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Voir le panier' }));
    await expect(args.onViewCart).toHaveBeenCalled();
  },
};
export const Continue: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const ClosesAfterDelay: Story = {
  args: { autoCloseMs: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};

export const LongFrenchTextMobile: Story = {
  globals: mobile,
  args: {
    item: {
      name: 'Ensemble traditionnel trois pièces en bazin riche brodé main, teinture indigo de Kaolack',
      price: '129,00 €',
      quantity: 1,
      size: 'XXL',
      color: 'Bleu indigo profond',
    },
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
