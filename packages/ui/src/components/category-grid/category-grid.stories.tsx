import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways, waxImage } from '../../internal/story-fixtures';
import { CategoryGrid } from './category-grid';

const meta = {
  title: 'Motifs/Accueil/CategoryGrid',
  component: CategoryGrid,
  args: {
    onRetry: fn(),
    categories: [
      { id: '1', name: 'Femme', href: '/femme', image: waxImage, productCount: 24 },
      { id: '2', name: 'Homme', href: '/homme', image: '/image-absente.jpg', productCount: 1 },
      { id: '3', name: 'Enfant', href: '/enfant', productCount: 0 },
      { id: '4', name: 'Traditionnelle', href: '/traditionnelle', image: waxImage, productCount: 12 },
    ],
  },
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Femme/ })).toHaveAttribute('href', '/femme');
    await expect(canvas.getByText('24 produits')).toBeVisible();
    await expect(canvas.getByText('1 produit')).toBeVisible();
    await expect(canvas.getByText('0 produit')).toBeVisible();
  },
};
export const PlaceholderWhenImageFails: Story = {
  play: async ({ canvas }) => {
    const homme = canvas.getByRole('link', { name: /Homme/ });
    await waitFor(() => expect(homme.querySelector('[data-slot="image-fallback"]')).not.toBeNull());
  },
};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = {
  args: { error: 'Erreur de chargement des catégories: délai dépassé' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune catégorie disponible pour le moment')).toBeVisible();
  },
};
export const Mobile: Story = {
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const LongFrenchText: Story = {
  globals: mobile,
  args: {
    categories: [
      {
        id: '1',
        name: 'Tenues traditionnelles de cérémonie et de baptême',
        href: '/traditionnelle',
        image: waxImage,
        productCount: 128,
      },
      {
        id: '2',
        name: 'Accessoires, bijoux et maroquinerie artisanale',
        href: '/category/accessoires',
        productCount: 1,
      },
    ],
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
