import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagBadge } from './badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un tag de produit, coloré selon son sens : « nouveau » en ton `positive`, « promo » en `critical`, tout autre en `caution`.\n\n**Quand l’utiliser** : les tags qu’un vendeur a donnés à un produit, sur la fiche produit.\n\n**Quand ne pas l’utiliser** : pour l’état d’un produit, d’une commande ou d’un compte (`StatusBadge`, `StockIndicator`) ; pour saisir des tags (`TagInput`).\n\n**Accessibilité** : du texte simple, lu tel quel ; la couleur ne fait que souligner le mot ; rien à focaliser.';

const meta = {
  title: 'Composants/Affichage/Étiquette',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-affichage-tagbadge',
  parameters: { docs: { description: { component: usage } } },
  component: TagBadge,
  tags: ['screenshot'],
  args: { tag: 'nouveau' },
} satisfies Meta<typeof TagBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = { name: 'Nouveau' };
export const Promo: Story = { name: 'Promo', args: { tag: 'Promo' } };
export const Other: Story = { name: 'Autre', args: { tag: 'wax' } };
