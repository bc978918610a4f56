import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useArgState, waxImage } from '../../internal/story-fixtures';
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

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La liste des cartes produit avec le nombre de résultats, la bascule Grille/Liste et les états chargement, erreur et vide ; les colonnes sont choisies pour qu’aucune rangée d’une page pleine ne reste incomplète.\n\n**Quand l’utiliser** : catalogue, recherche, catégorie, produits mis en avant ; avec des `ProductCard` pour enfants.\n\n**Quand ne pas l’utiliser** : pour les favoris (des `WishlistItem`) ou le panier (des `CartLine`) ; pour le tableau du vendeur (un `DataTable`) ; pour les catégories (`CategoryGrid`).\n\n**Accessibilité** : une liste (`<ul>`), une carte par élément ; le nombre de produits est annoncé poliment quand il change ; pendant le chargement, une zone `status` occupée (`aria-busy`) nommée « Chargement des produits... », ses formes grises cachées ; l’erreur est une `AlertBanner` avec Réessayer ; la bascule est décrite à `ViewToggle`.';

const meta = {
  title: 'Motifs/Catalogue/Grille de produits',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-catalogue-productgrid',
  parameters: {
    docs: { description: { component: usage } },
    // What shows without products (the story « Vide ») and the page size the columns follow once a page is full.
    docsCheck: { notDrawn: ['empty', 'pageSize'] },
  },
  component: ProductGrid,
  args: { total: 4, children: cards, onViewChange: fn(), onRetry: fn() },
  // The grey cards are drawn while loading: their control shows when « loading » is on.
  argTypes: { skeletonCount: { if: { arg: 'loading' } } },
  render: function Controlled(args) {
    // The buttons switch the view, and so does its control (the story follows the arg when it changes).
    const [view, setView] = useArgState<ProductView>(args.view ?? 'grid');
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

export const Grid: Story = { name: 'Grille', tags: ['screenshot'] };
export const SwitchToList: Story = {
  name: 'Passer en liste',
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
const twelveNames = Array.from({ length: 12 }, (_, i) =>
  i % 3 === 0
    ? `Grand boubou brodé en bazin riche « Touba » n° ${i + 1}, coupe ample`
    : `Chemise wax n° ${i + 1}`,
);
const twelve = twelveNames.map((name, i) => (
  <ProductCard
    key={name}
    name={name}
    href={`/product/${i}`}
    image={waxImage}
    price="30 130 CFA"
    compareAt={i % 2 === 0 ? '40 545 CFA' : undefined}
    equivalents={['≈ 46,00 €']}
  />
));

/** Une page pleine de 12 : chaque rangée est complète (4 de front ici), les cartes d’une rangée ont la même hauteur et leurs prix sont alignés. */
export const FullPageOfTwelve: Story = {
  name: 'Page pleine de douze',
  args: { children: twelve, total: 12, pageSize: 12 },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const sizes = [...rows.values()].map((row) => row.length);
    await expect(new Set(sizes).size).toBe(1);
    for (const row of rows.values())
      await expect(new Set(row.map((box) => Math.round(box.height))).size).toBe(1);
  },
};

/** Quatre produits mis en avant : jamais quatre dans une rangée de cinq colonnes (2 ou 4 de front). */
export const FourFeatured: Story = {
  name: 'Quatre en vedette',
  args: { pageSize: 4, total: undefined, onViewChange: undefined },
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().top));
    const perRow = tops.filter((top) => top === tops[0]).length;
    await expect([2, 4]).toContain(perRow);
  },
};

export const Loading: Story = { name: 'Chargement', args: { loading: true, skeletonCount: 4 } };
export const Failed: Story = {
  name: 'Échoué',
  args: { error: 'Impossible de charger les produits depuis le backend' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  name: 'Vide',
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
export const OneProduct: Story = { name: 'Un produit', args: { children: cards.slice(0, 1), total: 1 } };
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};
