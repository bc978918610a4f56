import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagBadge } from './badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'L’étiquette d’un produit, colorée selon son sens : « nouveau » en vert, « promo » en rouge, les autres en ocre (la casse n’y change rien).\n\n**Quand l’utiliser** : pour les étiquettes qu’un vendeur a données à un produit (cartes, fiche, tableau du vendeur).\n\n**Quand ne pas l’utiliser** : pour l’état d’une commande ou d’un produit (`StatusBadge`) ; pour un nombre (`CountBadge`) ; pour une action (un `Button`).\n\n**Accessibilité** : du texte simple, lu tel quel : la couleur ne porte jamais seule le sens, le mot est écrit ; les tons gardent un contraste AA sur les deux thèmes (ceux de `Badge`).';

const meta = {
  title: 'Composants/Affichage/TagBadge',
  parameters: { docs: { description: { component: usage } } },
  component: TagBadge,
  tags: ['screenshot'],
  args: { tag: 'nouveau' },
} satisfies Meta<typeof TagBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Promo: Story = { args: { tag: 'Promo' } };
export const Other: Story = { args: { tag: 'wax' } };
