import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeReassurance, ReassuranceBadges } from './reassurance-badges';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'De courtes promesses, chacune avec son icône : livraison, paiement sécurisé, retours, assistance. Deux listes toutes faites : `productReassurance` (fiche produit) et `homeReassurance` (accueil, une phrase sous chaque titre).\n\n**Quand l’utiliser** : sur la fiche produit et dans une bande de l’accueil.\n\n**Quand ne pas l’utiliser** : pour un message propre à une commande ou un compte (`AlertBanner`) ; pour des liens ou des actions (ces badges ne se cliquent pas).\n\n**Accessibilité** : une liste (`<ul>`) ; chaque promesse est du texte, l’icône est décorative ; rien à focaliser.';

const meta = {
  title: 'Composants/Produit/Badges de réassurance',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-reassurancebadges',
  parameters: { docs: { description: { component: usage } } },
  component: ReassuranceBadges,
} satisfies Meta<typeof ReassuranceBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  name: 'Fiche produit',
  play: async ({ canvas }) => {
    for (const title of ['Livraison gratuite', 'Paiement sécurisé', 'Retour sous 30 jours']) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
  },
};
export const Home: Story = { name: 'Accueil', args: { items: homeReassurance }, tags: ['screenshot'] };
export const Mobile: Story = {
  name: 'Téléphone',
  args: { items: homeReassurance },
  globals: { viewport: { value: 'mobile' } },
};
