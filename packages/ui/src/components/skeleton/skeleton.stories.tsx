import type { Meta, StoryObj } from '@storybook/react-vite';
import { DoDont } from '../../internal/story-fixtures';
import { Spinner } from '../spinner/spinner';
import { Skeleton } from './skeleton';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Une forme grise qui pulse doucement à la place d’un contenu qui se charge : ligne, carte, avatar rond (`round`).\n\n**Quand l’utiliser** : pendant le chargement d’une zone dont on connaît la forme (grille de produits, profil, tableau) : la page ne saute pas quand le contenu arrive.\n\n**Quand ne pas l’utiliser** : pour une attente sans forme connue ou une action en cours (`Spinner`, un `Button` en `loading`) ; pour une liste vide (`EmptyState`) ; pour une erreur (`AlertBanner`).\n\n**Accessibilité** : caché aux lecteurs d’écran (`aria-hidden`) : c’est la zone autour qui dit qu’elle se charge (`role="status"`, `aria-busy` et un nom comme « Chargement du produit ») ; la pulsation s’arrête quand le système demande moins de mouvement.';

const meta = {
  title: 'Composants/Retours/Squelette de chargement',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-chargement-skeleton',
  parameters: { docs: { description: { component: usage } } },
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { name: 'Ligne' };
export const CardPlaceholder: Story = {
  name: 'Silhouette de carte',
  render: () => (
    <div
      role="status"
      aria-busy="true"
      aria-label="Chargement du produit"
      style={{ display: 'grid', gap: 8, width: 240 }}
    >
      <Skeleton height={240} />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </div>
  ),
};
export const Spinners: Story = {
  name: 'Indicateurs',
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Chargement du produit..." />
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
        example: (
          <div style={{ display: 'grid', gap: '0.5rem', maxWidth: 200 }}>
            <Skeleton width="100%" height={160} />
            <Skeleton width="80%" height={16} />
            <Skeleton width="40%" height={16} />
          </div>
        ),
        why: 'La forme du contenu qui arrive (photo, nom, prix) : la page ne saute pas quand il arrive.',
      }}
      avoid={{
        example: (
          <div style={{ display: 'grid', placeItems: 'center', height: 200, maxWidth: 200 }}>
            <Spinner size="lg" />
          </div>
        ),
        why: 'Un indicateur qui tourne à la place d’une liste : rien ne dit ce qui vient, et tout bouge à l’arrivée.',
      }}
    />
  ),
};
