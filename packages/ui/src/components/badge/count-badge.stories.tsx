import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le petit nombre rouge posé sur une icône (panier, favoris, cloche) ; rien à 0, « 99+ » au-delà de 99.\n\n**Quand l’utiliser** : un nombre d’éléments auxquels la personne peut donner suite (articles du panier, favoris, notifications non lues).\n\n**Quand ne pas l’utiliser** : pour un statut (`StatusBadge`) ou une étiquette (`TagBadge`, `Badge`) ; pour un nombre qu’on lit sans agir (écrivez-le dans le texte).\n\n**Accessibilité** : le nombre seul ne dit pas de quoi il parle : placez-le dans un bouton ou un lien dont le nom dit le nombre (« Panier, 3 articles ») ; un `aria-label` sur le badge seul (un `span`) n’est pas lu par tous les lecteurs d’écran ; à 0 il disparaît, rien n’est annoncé.';

const meta = {
  title: 'Composants/Affichage/CountBadge',
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

export const Few: Story = {};
export const Capped: Story = {
  args: { count: 150, 'aria-label': '150 articles dans le panier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
