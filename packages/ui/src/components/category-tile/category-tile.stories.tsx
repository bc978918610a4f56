import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { waxImage } from '../../internal/story-fixtures';
import { CategoryTile } from './category-tile';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une catégorie en vignette : son image (un motif tissé quand elle manque ou ne se charge pas), son nom et son nombre de produits (« 0 produit », « 2 produits »).\n\n**Quand l’utiliser** : dans `CategoryGrid`, ou seule pour mettre une collection en avant.\n\n**Quand ne pas l’utiliser** : pour un produit (`ProductCard`) ; pour filtrer une liste sans changer de page (la catégorie de `FilterBar`).\n\n**Accessibilité** : toute la vignette est un seul lien, nommé par son texte (le nom et le nombre) ; l’image est décorative (`alt` vide) ; le pluriel suit le français (0 et 1 au singulier).';

const meta = {
  title: 'Motifs/Accueil/Tuile de catégorie',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-catalogue-categorytile',
  parameters: { docs: { description: { component: usage } } },
  component: CategoryTile,
  args: { name: 'Traditionnelle', href: '/traditionnelle', image: waxImage, productCount: 12 },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = { name: 'Avec image' };
export const ImageFails: Story = {
  name: 'Image en échec',
  args: { image: '/absente.jpg', productCount: 1 },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-fallback"]')).not.toBeNull());
    await expect(canvas.getByText('1 produit')).toBeVisible();
  },
};
export const LongName: Story = {
  name: 'Nom long',
  args: { name: 'Tenues de cérémonie et de mariage traditionnel', productCount: 128 },
};
