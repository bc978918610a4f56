import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le fil d’Ariane : où la page se situe (Accueil › catégorie › produit) ; le dernier élément est la page courante, sans lien.\n\n**Quand l’utiliser** : en haut d’une fiche produit ou d’une page de catégorie, sous l’en-tête.\n\n**Quand ne pas l’utiliser** : pour les étapes d’un parcours (`OrderTimeline`, les étapes du paiement) ; comme navigation principale (`Header`) ; sur l’accueil, qui n’a pas de parent.\n\n**Accessibilité** : une région `nav` nommée (le fil d’Ariane) autour d’une liste ordonnée ; la page courante porte `aria-current="page"` ; les chevrons sont décoratifs (`aria-hidden`) ; les liens passent par `renderLink` (le routeur de la boutique).';

const meta = {
  title: 'Composants/Navigation/Fil d’Ariane',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-navigation-breadcrumb',
  parameters: { docs: { description: { component: usage } } },
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Traditionnelle', href: '/traditionnelle' },
      { label: 'Grand boubou en bazin brodé' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  name: 'Fiche produit',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Traditionnelle' })).toHaveAttribute(
      'href',
      '/traditionnelle',
    );
    await expect(canvas.getByText('Grand boubou en bazin brodé')).toHaveAttribute('aria-current', 'page');
  },
};
export const LongNameMobile: Story = {
  name: 'Nom long, téléphone',
  globals: { viewport: { value: 'mobile' } },
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Femme', href: '/femme' },
      { label: 'Ensemble pagne wax trois pièces avec foulard assorti et sac en raphia tressé' },
    ],
  },
};
