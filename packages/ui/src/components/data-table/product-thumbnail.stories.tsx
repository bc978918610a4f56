import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductThumbnail } from './product-thumbnail';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La petite image carrée d’un produit, ou son initiale sur un carré gris quand l’image manque ou ne se charge pas.\n\n**Quand l’utiliser** : dans les tableaux et les listes de produits (les produits du vendeur dans un `DataTable`, lignes de commande).\n\n**Quand ne pas l’utiliser** : pour les images de la fiche produit (`Gallery`) ; pour une carte du catalogue (`ProductCard` a sa propre image).\n\n**Accessibilité** : décorative par défaut (`alt` vide ; l’initiale est `aria-hidden`) : la ligne nomme déjà le produit ; passez `alt` quand l’image est la seule mention du produit.';

const meta = {
  title: 'Composants/Affichage/Vignette produit',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-productthumbnail',
  parameters: { docs: { description: { component: usage } } },
  component: ProductThumbnail,
  tags: ['screenshot'],
  args: { name: 'Robe wax Ndaanaan', size: 64 },
  // The picture's alternative: its control shows once there is a picture (« src »).
  argTypes: { alt: { if: { arg: 'src' } } },
} satisfies Meta<typeof ProductThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = { name: 'Au départ' };
export const Small: Story = { name: 'Petit', args: { size: 32 } };
