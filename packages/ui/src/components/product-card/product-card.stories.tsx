import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DoDont, mobile, pageOverflowsSideways, waxImage } from '../../internal/story-fixtures';
import { ProductCard } from './product-card';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La carte d’un produit dans une grille : image, nom, prix en CFA, note, stock, cœur des favoris.\n\n**Quand l’utiliser** : dans `ProductGrid` (catalogue, recherche, produits liés, accueil).\n\n**Quand ne pas l’utiliser** : pour une ligne de panier (`CartLine`) ou de favoris (`WishlistItem`) ; pour le tableau du vendeur (un `DataTable`).\n\n**Accessibilité** : le nom est un lien vers la fiche (une seule tabulation par carte pour le lien) ; le cœur est un bouton à bascule (`aria-pressed`) nommé avec le produit ; l’image est décorative (`alt` vide : le nom du lien la nomme déjà) ; le prix barré est lu comme ancien prix.';

const meta = {
  title: 'Composants/Produit/Carte produit',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-productcard',
  parameters: {
    docs: { description: { component: usage } },
    // A delay before the add (not drawn), and the `sizes` an image takes only with `imageSrcSet`.
    docsCheck: { notDrawn: ['quickAddDelayMs', 'imageSizes'] },
  },
  component: ProductCard,
  args: {
    name: 'Robe wax Ndaanaan',
    href: '/product/65f1c0a2b3c4d5e6f7a8b9c0',
    image: waxImage,
    price: '29 475 CFA',
    compareAt: '39 300 CFA',
    equivalents: ['≈ 45 €'],
    category: 'Femme',
    discountPercent: 25,
    popular: true,
    onQuickAdd: fn(),
    onToggleFavourite: fn(),
    quickAddDelayMs: 600,
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };

export const AllBadges: Story = {
  name: 'Tous les badges',
  args: { featured: true, isNew: true, rating: { average: 4.5, count: 12 } },
};

export const ImageFails: Story = {
  name: 'Image en échec',
  args: { image: '/introuvable.jpg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image non disponible')).toBeVisible();
  },
};

export const NoPrice: Story = {
  name: 'Sans prix',
  args: { price: null, compareAt: null, equivalents: undefined, discountPercent: undefined, popular: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prix non disponible')).toBeVisible();
  },
};

export const QuickAddSpinsFor600ms: Story = {
  name: 'Ajout rapide : 600 ms',
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ajouter au panier' });
    const started = performance.now();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onQuickAdd).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQuickAdd).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** A product with sizes: the card chooses none for the shopper, its cart button opens the product to choose one. */
export const SizeToChoose: Story = {
  name: 'Taille à choisir',
  args: {
    choose: { href: '/product/65f1c0a2b3c4d5e6f7a8b9c0', label: 'Choisir la taille de Robe wax Ndaanaan' },
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Choisir la taille de Robe wax Ndaanaan' });
    await expect(link).toHaveAttribute('href', '/product/65f1c0a2b3c4d5e6f7a8b9c0');
    await expect(canvas.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    await expect(args.onQuickAdd).not.toHaveBeenCalled();
  },
};

export const FavouriteToggle: Story = {
  name: 'Favori',
  args: { favourite: true },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Retirer Robe wax Ndaanaan des favoris' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalled();
  },
};

export const LinkReachedByKeyboard: Story = {
  name: 'Lien atteint au clavier',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /favoris/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Robe wax Ndaanaan' })).toHaveFocus();
  },
};

export const LongFrenchName: Story = {
  name: 'Nom français long',
  args: { name: 'Ensemble pagne wax trois pièces avec foulard assorti et sac en raphia tressé à la main' },
};

export const ListLayout: Story = {
  name: 'En liste',
  args: { layout: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Robe wax Ndaanaan' })).toBeVisible();
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};

/** The heart sits on the picture, above the card-wide link: a pointer at its centre hits the heart itself. */
export const HeartTakesThePointer: Story = {
  name: 'Le cœur prend le pointeur',
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Ajouter Robe wax Ndaanaan aux favoris' });
    const box = heart.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(heart.contains(hit)).toBe(true);
    const media = canvas.getByRole('article').querySelector('img')?.getBoundingClientRect();
    await expect(media && box.top < media.bottom && box.right <= media.right + 1).toBe(true);
  },
};

export const LowStock: Story = {
  name: 'Stock faible',
  args: { availability: 'low_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stock limité')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  },
};

export const OutOfStock: Story = {
  name: 'Rupture de stock',
  args: { availability: 'out_of_stock' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture de stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: (args) => (
    <DoDont
      doThis={{
        example: <ProductCard {...args} popular={false} />,
        why: 'Une photo qui occupe la carte, un badge au plus (la remise), le prix lisible.',
      }}
      avoid={{
        example: <ProductCard {...args} featured isNew popular />,
        why: 'Tous les badges à la fois (remise, vedette, nouveau, populaire) : la photo disparaît sous les pastilles.',
      }}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
};
