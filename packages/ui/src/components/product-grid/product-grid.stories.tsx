import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { waxImage } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ProductCard } from '../product-card/product-card';
import { ProductGrid, type ProductView } from './product-grid';

const names = ['Robe wax Ndaanaan', 'Boubou bazin riche', 'Chemise bogolan', 'Ensemble enfant kente'];
const cards = names.map((name, i) => (
  <ProductCard
    key={name}
    name={name}
    href={`/product/${i}`}
    image={waxImage}
    price={`${(i + 2) * 6550} CFA`.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}
    isNew={i === 0}
    featured={i === 1}
  />
));

const meta = {
  title: 'Motifs/Catalogue/ProductGrid',
  component: ProductGrid,
  args: { total: 4, children: cards, onViewChange: fn(), onRetry: fn() },
  render: function Controlled(args) {
    const [view, setView] = useState<ProductView>(args.view ?? 'grid');
    return (
      <ProductGrid
        {...args}
        view={view}
        onViewChange={(v) => {
          setView(v);
          args.onViewChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { tags: ['screenshot'] };
export const SwitchToList: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Grille', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Liste', pressed: false }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(canvas.getByRole('button', { name: 'Liste', pressed: true })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="product-grid"]')).toHaveAttribute(
      'data-view',
      'list',
    );
    await expect(canvas.getByText('4 produits')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, skeletonCount: 4 } };
export const Failed: Story = {
  args: { error: 'Impossible de charger les produits depuis le backend' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  args: {
    children: [],
    total: 0,
    empty: (
      <EmptyState
        title="Aucun produit dans cette catégorie"
        action={<Button variant="outline">Réinitialiser les filtres</Button>}
      />
    ),
  },
};
export const OneProduct: Story = { args: { children: cards.slice(0, 1), total: 1 } };
export const Mobile: Story = {
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};
