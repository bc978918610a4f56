import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways, waxImage } from '../../internal/story-fixtures';
import { CategoryGrid } from './category-grid';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La grille des catégories de l’accueil (des `CategoryTile`), avec ses états chargement, erreur (« Réessayer ») et vide ; le bouton Parcourir du `Hero` y fait défiler.\n\n**Quand l’utiliser** : sur l’accueil, pour entrer dans le catalogue par collection.\n\n**Quand ne pas l’utiliser** : pour une liste de produits (`ProductGrid`) ; pour un menu de catégories (le menu Catégories du `Header`).\n\n**Accessibilité** : une section nommée par son titre `h2`, une liste de liens (un par catégorie) ; pendant le chargement une zone `role="status"` `aria-busy` nommée « Chargement des catégories... » ; une erreur est une `AlertBanner` annoncée avec un vrai bouton Réessayer ; sans catégorie, un `EmptyState`.';

const meta = {
  title: 'Motifs/Accueil/Grille des catégories',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-accueil-categorygrid',
  parameters: { docs: { description: { component: usage } } },
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
  name: 'Chargé',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Femme/ })).toHaveAttribute('href', '/femme');
    await expect(canvas.getByText('24 produits')).toBeVisible();
    await expect(canvas.getByText('1 produit')).toBeVisible();
    await expect(canvas.getByText('0 produit')).toBeVisible();
  },
};
export const PlaceholderWhenImageFails: Story = {
  name: 'Remplaçant d’une image en échec',
  play: async ({ canvas }) => {
    const homme = canvas.getByRole('link', { name: /Homme/ });
    await waitFor(() => expect(homme.querySelector('[data-slot="image-fallback"]')).not.toBeNull());
  },
};
export const Loading: Story = { name: 'Chargement', args: { loading: true } };
export const Failed: Story = {
  name: 'Échoué',
  args: { error: 'Erreur de chargement des catégories: délai dépassé' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const Empty: Story = {
  name: 'Vide',
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune catégorie disponible pour le moment')).toBeVisible();
  },
};
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // One row of small tiles scrolling sideways (not one full-width tile under the other): products come sooner.
    const [first, last] = [
      canvas.getByRole('link', { name: /Femme/ }),
      canvas.getByRole('link', { name: /Traditionnelle/ }),
    ];
    await expect(last.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    await expect(first.getBoundingClientRect().height).toBeLessThan(200);
    await expect(pageOverflowsSideways()).toBe(false);
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
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
