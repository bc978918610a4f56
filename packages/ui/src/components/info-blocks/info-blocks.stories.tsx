import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { InfoBlocks } from './info-blocks';

const meta = {
  title: 'Composants/Produit/InfoBlocks',
  component: InfoBlocks,
  args: {
    materials: ['Bazin riche 100 % coton', 'Broderie au fil de soie'],
    careInstructions: ['Lavage à la main à 30 °C', 'Repassage doux sur l’envers'],
    sku: 'TRA-BOUBOU-4821',
    brand: 'Atelier Ndeye',
    origin: 'Sénégal',
    weightKg: 0.85,
    shippingDays: { min: 2, max: 5 },
    freeShippingMinimum: '65 500 CFA',
  },
} satisfies Meta<typeof InfoBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,85 kg')).toBeVisible();
    await expect(canvas.getByText('Livraison estimée entre 2 et 5 jours')).toBeVisible();
  },
};
export const OnlyDetails: Story = {
  args: { materials: [], careInstructions: [], shippingDays: undefined, freeShippingMinimum: undefined },
};
export const Mobile: Story = {
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const LongFrenchTextMobile: Story = {
  globals: mobile,
  args: {
    materials: [
      'Bazin riche damassé 100 % coton égyptien, teint à la main à Kaolack selon la méthode traditionnelle',
    ],
    careInstructions: [
      'Lavage délicat à la main à 30 °C maximum, séchage à l’ombre, repassage doux sur l’envers',
    ],
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
