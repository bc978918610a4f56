import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
import { Rating } from './rating';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La note moyenne d’un produit : cinq étoiles remplies jusqu’à la moyenne arrondie, la moyenne au format fr-FR et le nombre d’avis.\n\n**Quand l’utiliser** : sur les cartes et la fiche produit, pour montrer l’avis des clients.\n\n**Quand ne pas l’utiliser** : pour laisser une note (ce composant ne se saisit pas) ; pour une valeur qui n’est pas une note sur 5.\n\n**Accessibilité** : lu comme une seule image (`role="img"`) nommée par une phrase : « Note : 4,5 sur 5 (12 avis) » ; sans avis (`count` 0), la phrase « Aucun avis pour le moment » remplace les étoiles ; les étoiles et le texte visible sont cachés pour ne pas être lus deux fois ; rien à focaliser.';

const meta = {
  title: 'Composants/Produit/Note',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-produit-rating',
  parameters: { docs: { description: { component: usage } } },
  component: Rating,
  args: { average: 4.5, count: 12 },
  // Shown when there is no review: its control shows when « count » is 0.
  argTypes: { noneLabel: { if: { arg: 'count', eq: 0 } } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Note : 4,5 sur 5 (12 avis)');
  },
};
/** No review yet: a sentence, never five grey stars and « 0 (0 avis) ». */
export const NoReviews: Story = {
  name: 'Aucun avis',
  args: { average: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun avis pour le moment')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: <Rating average={0} count={0} />,
        why: 'Un produit sans avis le dit en mots, plutôt que cinq étoiles vides qui ressemblent à une mauvaise note.',
      }}
      avoid={{
        example: <Rating average={5} count={1} />,
        why: 'Mettre en avant une note parfaite tirée d’un seul avis : triez plutôt par nombre d’avis.',
      }}
    />
  ),
};
