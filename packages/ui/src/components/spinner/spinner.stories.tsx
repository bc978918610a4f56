import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DoDont, reducedMotionEmulated } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { Spinner } from './spinner';
import { spinnerSizes } from './spinner.css';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un anneau qui tourne : quelque chose est en route. Trois tailles (`sm`, `md`, `lg`).\n\n**Quand l’utiliser** : une attente courte dont on ne connaît pas la forme (une page qui vérifie un lien, un enregistrement) ; le `Button` en `loading` l’affiche de lui-même.\n\n**Quand ne pas l’utiliser** : pour une zone dont on connaît la forme (`Skeleton`) ; pour une progression mesurable (une barre de progression, comme celle de `StatCard`).\n\n**Accessibilité** : `role="status"` avec un texte caché (« Chargement… » par défaut, `label` pour un autre) ; `label={null}` quand un parent dit déjà qu’il est occupé (un bouton `aria-busy`) : l’anneau n’est plus qu’une image cachée ; quand le système demande moins de mouvement, il tourne plus lentement sans s’arrêter, pour dire encore que quelque chose se passe.';

const meta = {
  title: 'Composants/Retours/Indicateur de chargement',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-chargement-spinner',
  parameters: { docs: { description: { component: usage } } },
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const CustomLabel: Story = {
  name: 'Intitulé personnalisé',
  args: { size: 'lg', label: 'Chargement du produit...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du produit...');
  },
};

// Inside a busy button the button says it; the spinner is then only a picture.
export const Silent: Story = {
  name: 'Silencieux',
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

// Reduced motion slows the ring down instead of stopping it: it must still say that something is happening.
export const ReducedMotion: Story = {
  name: 'Animations réduites',
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    if (!reducedMotionEmulated()) return;
    const ring = canvasElement.querySelector('[data-slot="spinner"] > span') as Element;
    await expect(getComputedStyle(ring).animationDuration).toBe('2s');
  },
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: <Button loading>Enregistrer</Button>,
        why: 'Le bouton qu’on vient de presser montre le travail (`loading`) : on sait ce qui se passe, et où.',
      }}
      avoid={{
        example: (
          <div style={{ display: 'grid', placeItems: 'center', height: 120 }}>
            <Spinner size="lg" label="Enregistrement…" />
          </div>
        ),
        why: 'Un grand indicateur au milieu de la page pour l’action d’un bouton : il cache ce qu’on regardait.',
      }}
    />
  ),
};
