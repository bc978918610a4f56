import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockIndicator, stockLevels } from './stock-indicator';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La disponibilité d’un produit : « En stock », « Stock limité » ou « Rupture de stock », avec une pastille de couleur et un détail facultatif (« 3 restants »).\n\n**Quand l’utiliser** : sur la fiche produit et sur chaque ligne du panier (`CartLine`, avec des libellés plus courts).\n\n**Quand ne pas l’utiliser** : pour le statut de publication côté vendeur (`StatusBadge`) ; pour empêcher l’achat (désactivez le bouton ; `QuantityStepper` s’arrête au stock).\n\n**Accessibilité** : le niveau est écrit, la pastille est décorative (`aria-hidden`) : la couleur ne porte jamais seule le sens ; du texte simple, rien à focaliser.';

const meta = {
  title: 'Composants/Produit/Indicateur de stock',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-stockindicator',
  parameters: { docs: { description: { component: usage } } },
  component: StockIndicator,
  args: { level: 'in_stock' },
  argTypes: { level: { control: 'inline-radio', options: stockLevels } },
} satisfies Meta<typeof StockIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  name: 'En stock',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En stock')).toBeVisible();
  },
};
export const Low: Story = {
  name: 'Faible',
  args: { level: 'low_stock', detail: '3 restants' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Stock limité');
    await expect(canvasElement).toHaveTextContent('3 restants');
  },
};
export const Out: Story = {
  name: 'Épuisé',
  args: { level: 'out_of_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture de stock')).toBeVisible();
  },
};
export const CartShortLabel: Story = {
  name: 'Panier, intitulé court',
  args: {
    level: 'out_of_stock',
    labels: { in_stock: 'En stock', low_stock: 'Stock limité', out_of_stock: 'Rupture' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture')).toBeVisible();
  },
};
