import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { Badge, badgeTones, badgeWeights, StatusBadge, TagBadge } from './badge';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une courte étiquette de statut ou de catégorie, en tons (`neutral`, `brand`, `accent`, `positive`, `caution`, `critical`).\n\n**Quand l’utiliser** : qualifier un objet d’un mot (Nouveau, En stock, Actif).\n\n**Quand ne pas l’utiliser** : pour une action (un `Button`) ; pour un compteur sur une icône (`CountBadge`) ; pour un message (`AlertBanner`).\n\n**Accessibilité** : du texte, jamais la couleur seule pour porter le sens ; les tons respectent un contraste AA sur les deux thèmes.';

const meta = {
  title: 'Composants/Affichage/Badge',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-badge',
  parameters: { docs: { description: { component: usage } } },
  component: Badge,
  args: { children: 'Populaire', tone: 'accent', weight: 'soft' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    weight: { control: 'inline-radio', options: badgeWeights },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };

export const AllTones: Story = {
  name: 'Tous les tons',
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {badgeWeights.map((weight) => (
        <div key={weight} style={{ display: 'flex', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} weight={weight}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Tags: Story = {
  name: 'Mots-clés',
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <TagBadge tag="nouveau" />
      <TagBadge tag="promo" />
      <TagBadge tag="wax" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('nouveau')).toHaveAttribute('data-variant', 'positive');
    await expect(canvas.getByText('promo')).toHaveAttribute('data-variant', 'critical');
    await expect(canvas.getByText('wax')).toHaveAttribute('data-variant', 'caution');
  },
};

export const Statuses: Story = {
  name: 'Statuts',
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="active" />
      <StatusBadge status="draft" />
      <StatusBadge status="archived" />
    </div>
  ),
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: <Badge tone="positive">Nouveau</Badge>,
        why: 'Un badge, un mot : ce qui distingue vraiment ce produit.',
      }}
      avoid={{
        example: (
          <div style={{ display: 'flex', gap: '0.25rem', flexWrap: 'wrap' }}>
            <Badge tone="positive" weight="solid">
              Nouveau
            </Badge>
            <Badge tone="critical" weight="solid">
              Promo
            </Badge>
            <Badge tone="accent" weight="solid">
              Populaire
            </Badge>
            <Badge tone="brand" weight="solid">
              Vedette
            </Badge>
            <Badge tone="caution" weight="solid">
              Dernières pièces
            </Badge>
          </div>
        ),
        why: 'Cinq badges pleins à la fois : aucun ne se remarque plus.',
      }}
    />
  ),
};
