import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { InfoBlocks } from './info-blocks';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les informations d’un produit en blocs : matières, entretien, détails (référence, marque, origine, poids) et livraison ; un bloc sans donnée n’est pas affiché.\n\n**Quand l’utiliser** : sur la fiche produit, sous la description.\n\n**Quand ne pas l’utiliser** : pour le prix ou le stock (`Price`, `StockIndicator`) ; pour les avis des clients.\n\n**Accessibilité** : chaque bloc est une section à titre `h3` (placez-les sous un titre de niveau 2) ; matières et entretien sont de vraies listes, les détails une liste de définitions (`dl`) : un lecteur d’écran lit le terme puis sa valeur.';

const meta = {
  title: 'Composants/Produit/Blocs d’information',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-infoblocks',
  parameters: { docs: { description: { component: usage } } },
  component: InfoBlocks,
  args: {
    materials: ['Bazin riche 100 % coton', 'Broderie au fil de soie'],
    careInstructions: ['Lavage à la main à 30 °C', 'Repassage doux sur l’envers'],
    sku: 'TRA-BOUBOU-4821',
    brand: 'Atelier Ndeye',
    origin: 'Sénégal',
    weightKg: 0.85,
    shippingDays: { min: 2, max: 5 },
    freeShippingMinimum: '65 500 CFA',
  },
} satisfies Meta<typeof InfoBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  name: 'Complet',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,85 kg')).toBeVisible();
    await expect(canvas.getByText('Livraison estimée entre 2 et 5 jours')).toBeVisible();
  },
};
export const OnlyDetails: Story = {
  name: 'Détails seuls',
  args: { materials: [], careInstructions: [], shippingDays: undefined, freeShippingMinimum: undefined },
};
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const LongFrenchTextMobile: Story = {
  name: 'Texte français long, téléphone',
  globals: mobile,
  args: {
    materials: [
      'Bazin riche damassé 100 % coton égyptien, teint à la main à Kaolack selon la méthode traditionnelle',
    ],
    careInstructions: [
      'Lavage délicat à la main à 30 °C maximum, séchage à l’ombre, repassage doux sur l’envers',
    ],
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
