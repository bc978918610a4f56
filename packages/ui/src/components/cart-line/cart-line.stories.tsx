import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { CartLine } from './cart-line';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une ligne du panier : image, nom (un lien vers la fiche avec `href`), taille, couleur, prix unitaire, disponibilité, quantité, total de la ligne et bouton Retirer.\n\n**Quand l’utiliser** : dans la page Panier, une ligne par article.\n\n**Quand ne pas l’utiliser** : pour un produit d’une grille (`ProductCard`) ou des favoris (`WishlistItem`) ; pour le récapitulatif d’une commande passée, qu’on ne modifie plus.\n\n**Accessibilité** : un `article` nommé par le produit, son nom en titre `h3` ; les boutons − et + sont nommés (« Diminuer la quantité », « Augmenter la quantité ») et désactivés aux bornes ou en rupture, la quantité est une sortie annoncée poliment (`aria-live`) ; la corbeille est un bouton nommé avec le produit (« Retirer … du panier ») ; la disponibilité est écrite, pas seulement colorée ; l’image est décorative.';

const meta = {
  title: 'Motifs/Panier/Ligne du panier',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-panier-cartline',
  parameters: { docs: { description: { component: usage } } },
  component: CartLine,
  args: {
    name: 'Robe wax Ndaanaan',
    // The shop's display currency, as @teranga/headless's cartLineView formats it (francs CFA unless told EUR).
    unitPrice: '29 475 CFA',
    total: '58 950 CFA',
    quantity: 2,
    maxQuantity: 5,
    size: 'M',
    color: 'Indigo',
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };
export const ChangeAndRemove: Story = {
  name: 'Modifier et supprimer',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter la quantité' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Diminuer la quantité' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Robe wax Ndaanaan du panier' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};
export const AtMaximum: Story = {
  name: 'Au maximum',
  args: { quantity: 5, availability: 'low_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    await expect(canvas.getByText('Stock limité')).toBeVisible();
  },
};
export const LinksToProduct: Story = {
  name: 'Lien vers le produit',
  args: { href: '/product/6650a1b2c3d4e5f6a7b8c9d0' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Robe wax Ndaanaan' });
    await expect(link).toHaveAttribute('href', '/product/6650a1b2c3d4e5f6a7b8c9d0');
    link.focus();
    await expect(link).toHaveFocus();
  },
};
export const OutOfStock: Story = {
  name: 'Rupture de stock',
  args: { availability: 'out_of_stock', quantity: 1 },
};
export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  args: { name: 'Ensemble pagne wax trois pièces avec foulard assorti, coupe ajustée' },
};

export const LongFrenchTextMobile: Story = {
  name: 'Texte français long, téléphone',
  globals: mobile,
  args: {
    name: 'Ensemble traditionnel trois pièces en bazin riche brodé main, teinture indigo de Kaolack',
    color: 'Bleu indigo profond à reflets dorés',
    size: 'XXL (sur mesure)',
  },
  play: async () => {
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

// An image the browser cannot load (here a media path that this origin does not serve, as when a shop on another
// origin forgets the SDK's mediaBaseUrl): the line shows its placeholder, and in development the console names the
// address and what to set.
export const MissingImage: Story = {
  name: 'Image introuvable',
  args: { image: '/api/media/introuvable-ligne-panier.jpg' },
  play: async ({ mount, canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await mount();
      await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-fallback"]')).toBeVisible());
      await expect(canvasElement.querySelector('img')).toBeNull();
      // One warning for the address, however often the line renders.
      const warnings = warn.mock.calls
        .map(([text]) => String(text))
        .filter((text) => text.includes('introuvable'));
      await expect(warnings).toHaveLength(1);
      await expect(warnings[0]).toContain('/api/media/introuvable-ligne-panier.jpg');
      await expect(warnings[0]).toMatch(/CartLine.*PUBLIC_URL.*mediaBaseUrl/);
    } finally {
      warn.mockRestore();
    }
  },
};
