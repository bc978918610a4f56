import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Composants/Retours/EmptyState',
  component: EmptyState,
  args: { title: 'Aucun produit trouvé' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProducts: Story = { args: { title: 'Aucun produit disponible' } };
export const NoSearchResult: Story = { args: { title: 'Aucun résultat pour "boubou bazin"' } };
export const FilteredCategory: Story = {
  tags: ['screenshot'],
  args: {
    title: 'Aucun produit dans cette catégorie',
    action: <Button variant="outline">Réinitialiser les filtres</Button>,
  },
};
export const SellerNoProducts: Story = {
  args: {
    icon: 'store',
    title: 'Aucun produit trouvé',
    description: "Vous n'avez pas encore créé de produits",
  },
};
export const EmptyWishlist: Story = {
  args: {
    icon: 'heart',
    title: 'Votre liste de favoris est vide',
    action: (
      <Button asChild>
        <a href="/">Découvrir la boutique</a>
      </Button>
    ),
  },
};
