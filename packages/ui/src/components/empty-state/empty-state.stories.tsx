import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DoDont, mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Ce qu’on montre quand une liste est vide : icône, titre, explication, action.\n\n**Quand l’utiliser** : une liste sans résultat (recherche, favoris, produits du vendeur) avec une suite possible.\n\n**Quand ne pas l’utiliser** : pour une erreur de chargement (`AlertBanner` avec Réessayer) ; pendant un chargement (`Skeleton`).\n\n**Accessibilité** : le titre est un titre de section ; l’icône est décorative (`aria-hidden`).';

const meta = {
  title: 'Composants/Retours/État vide',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-retours-emptystate',
  parameters: { docs: { description: { component: usage } } },
  component: EmptyState,
  args: { title: 'Aucun produit trouvé' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProducts: Story = { name: 'Aucun produit', args: { title: 'Aucun produit disponible' } };
export const NoSearchResult: Story = {
  name: 'Aucun résultat',
  args: { title: 'Aucun résultat pour "boubou bazin"' },
};
const resetFilters = fn();
export const FilteredCategory: Story = {
  name: 'Catégorie filtrée',
  tags: ['screenshot'],
  args: {
    title: 'Aucun produit dans cette catégorie',
    action: (
      <Button variant="outline" onClick={resetFilters}>
        Réinitialiser les filtres
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucun produit dans cette catégorie' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await expect(resetFilters).toHaveBeenCalledOnce();
  },
};
export const SellerNoProducts: Story = {
  name: 'Vendeur sans produit',
  args: {
    icon: 'store',
    title: 'Aucun produit trouvé',
    description: "Vous n'avez pas encore créé de produits",
  },
};
export const EmptyWishlist: Story = {
  name: 'Liste d’envies vide',
  args: {
    icon: 'heart',
    title: 'Votre liste de favoris est vide',
    action: (
      <Button asChild>
        <a href="/">Découvrir la boutique</a>
      </Button>
    ),
  },
};

export const LongFrenchTextMobile: Story = {
  name: 'Texte français long, téléphone',
  globals: mobile,
  args: {
    title: 'Aucun résultat pour "grand boubou traditionnel en bazin riche brodé pour cérémonie"',
    description:
      'Essayez un autre mot, retirez un filtre ou parcourez nos collections Femme, Homme, Enfant et Traditionnelle.',
  },
  play: async () => {
    await expect(pageOverflowsSideways()).toBe(false);
  },
};

// A designer's rule with its pictures: both sides are the real component (no controls: the examples are fixed).
export const DoAndDont: Story = {
  name: 'À faire, à éviter',
  parameters: { controls: { disable: true } },
  render: () => (
    <DoDont
      doThis={{
        example: (
          <EmptyState
            icon="heart"
            title="Votre liste de favoris est vide"
            description="Touchez le cœur d’un produit pour le retrouver ici."
            action={<Button variant="outline">Découvrir la boutique</Button>}
          />
        ),
        why: 'Un titre qui dit ce qui manque, une phrase pour en sortir et une action.',
      }}
      avoid={{
        example: <EmptyState title="Aucune donnée" />,
        why: 'Un titre seul, en mots de base de données : la personne reste bloquée.',
      }}
    />
  ),
};
