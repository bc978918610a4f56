import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { ReviewCard } from './review-card';

const usage =
  'L’avis d’un acheteur : ses étoiles, qui l’a écrit et quand, son texte, et la réponse du vendeur.\n\n**Quand l’utiliser** : sur la fiche produit, dans l’espace vendeur (« Avis ») et au bureau du staff.\n\n**Quand ne pas l’utiliser** : pour une note seule (prenez `Rating`).\n\n**Accessibilité** : un `article` ; la note est une image nommée « Note : 4 sur 5 » ; le texte est du texte brut (jamais du HTML), ses retours à la ligne gardés ; les actions passées en enfants restent des boutons nommés.';

const meta = {
  title: 'Composants/Produit/Avis client',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-avis-reviewcard',
  parameters: { docs: { description: { component: usage } } },
  component: ReviewCard,
  args: {
    rating: 4,
    byline: 'Awa D., le 3 novembre 2026',
    text: 'Très beau bazin, la coupe tombe bien.\nUn peu long pour moi : j’ai fait reprendre l’ourlet.',
    verifiedLabel: 'Achat vérifié',
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Note : 4 sur 5');
  },
};

export const WithAnswer: Story = {
  name: 'Avec réponse',
  args: {
    answer: {
      title: 'Réponse du vendeur',
      text: 'Merci pour votre avis ! Nous avons précisé le guide des tailles.',
      date: 'le 4 novembre 2026',
    },
  },
};

/** Markup a buyer typed stays text: shown as written, never run. */
export const MarkupStaysText: Story = {
  name: 'Le balisage reste du texte',
  args: { text: '<b>gras</b> <script>alert(1)</script>', verifiedLabel: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<b>gras</b> <script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('article b, article script')).toBeNull();
  },
};

export const HiddenWithActions: Story = {
  name: 'Masqué, avec actions',
  args: {
    hiddenLabel: 'Masqué',
    children: (
      <Button size="sm" variant="outline">
        Rendre visible
      </Button>
    ),
  },
};
