import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { Badge } from '../badge/badge';
import { Price } from './price';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un prix en francs CFA entiers, avec l’ancien prix barré et ses équivalents en EUR et USD.\n\n**Quand l’utiliser** : partout où un prix est affiché (cartes, fiche, panier).\n\n**Quand ne pas l’utiliser** : pour un total de panier avec ses lignes (`CartSummary`).\n\n**Accessibilité** : l’ancien prix est annoncé comme tel, pas seulement barré ; les nombres sont au format fr-FR.';

const meta = {
  title: 'Composants/Produit/Prix',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-price',
  parameters: {
    docs: { description: { component: usage } },
    // Shown instead of a price when there is none (the story without an amount).
    docsCheck: { notDrawn: ['unavailableLabel'] },
  },
  component: Price,
  args: { amount: '19 650 CFA', equivalents: ['≈ 30 €', '≈ $32,75'] },
  // Read before the crossed-out price: its control shows once there is one.
  argTypes: { compareLabel: { if: { arg: 'compareAt' } } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };
export const WithCompare: Story = {
  name: 'Avec prix barré',
  tags: ['screenshot'],
  args: {
    size: 'lg',
    compareAt: '26 200 CFA',
    badge: (
      <Badge tone="critical" weight="solid">
        -25%
      </Badge>
    ),
  },
};
export const Unavailable: Story = {
  name: 'Indisponible',
  args: { amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prix non disponible')).toBeVisible();
  },
};
export const Euros: Story = { name: 'En euros', args: { amount: '45,00 €', equivalents: ['≈ 29 475 CFA'] } };

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: (
          <Price
            amount="29 475 CFA"
            compareAt="39 300 CFA"
            equivalents={['≈ 45 €']}
            badge={<Badge tone="critical">-25%</Badge>}
          />
        ),
        why: 'Le prix en francs CFA, l’ancien prix barré et une seule équivalence (la devise de la cliente).',
      }}
      avoid={{
        example: <Price amount="29 475 CFA" equivalents={['≈ 45 €', '≈ $49', '≈ 39 £', '≈ 6 950 MAD']} />,
        why: 'Toutes les devises sous le prix : la cliente cherche la sienne au lieu de lire le prix.',
      }}
    />
  ),
};
