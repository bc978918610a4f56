import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le petit nombre sur une icône (panier, favoris, cloche) : rien à 0, « 99+ » au-delà de 99.\n\n**Quand l’utiliser** : un compte sur lequel on agit, posé dans le coin d’un lien ou d’un bouton à icône (l’en-tête le fait pour le panier, les favoris et les notifications).\n\n**Quand ne pas l’utiliser** : pour un statut (`StatusBadge`) ou un tag (`TagBadge`) ; pour un nombre qui se lit seul, hors d’une icône (du texte).\n\n**Accessibilité** : un simple `<span>` : le nombre seul ne dit pas ce qu’il compte ; mettez-le dans un lien ou un bouton dont le nom le précède, comme l’en-tête (texte caché « Panier », puis le nombre : lu « Panier 3 ») ; sa couleur ne porte aucun sens à elle seule.';

const meta = {
  title: 'Composants/Affichage/Pastille de compteur',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-affichage-countbadge',
  parameters: { docs: { description: { component: usage } } },
  component: CountBadge,
  tags: ['screenshot'],
  args: { count: 3, 'aria-label': '3 articles dans le panier' },
  // The badge sits on the corner of its icon: a positioned box stands in for the cart button.
  decorators: [
    (Story) => (
      <span style={{ position: 'relative', display: 'inline-block', width: 40, height: 40, margin: 16 }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = { name: 'Quelques-uns' };
export const Capped: Story = {
  name: 'Plafonné à 99+',
  args: { count: 150, 'aria-label': '150 articles dans le panier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
