import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterBar } from './filter-bar';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La barre des listes de produits : recherche, catégorie, tri et Réinitialiser ; l’application garde ces choix dans l’adresse.\n\n**Quand l’utiliser** : au-dessus d’une liste de produits (catalogue, collection, résultats de recherche).\n\n**Quand ne pas l’utiliser** : pour la recherche de l’en-tête (celle du `Header`) ; pour trier un tableau (`DataTable` trie lui-même) ; pour des filtres à plusieurs choix (des cases à cocher).\n\n**Accessibilité** : la recherche est un formulaire `role="search"` : un champ libellé et une loupe nommée (« Rechercher ») ; Entrée lance la recherche, jamais pour un terme vide ; catégorie et tri sont des `select` natifs avec leur `label` (le téléphone ouvre son propre sélecteur).';

const meta = {
  title: 'Motifs/Catalogue/Barre de filtres',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-catalogue-filterbar',
  parameters: { docs: { description: { component: usage } } },
  component: FilterBar,
  args: {
    categories: [
      { value: 'femme', label: 'Femme' },
      { value: 'homme', label: 'Homme' },
      { value: 'enfant', label: 'Enfant' },
      { value: 'traditionnelle', label: 'Traditionnelle' },
    ],
    onSearch: fn(),
    onCategoryChange: fn(),
    onSortChange: fn(),
    onReset: fn(),
  },
  // The category and the sort are among the story's values: choices, not free text.
  argTypes: {
    category: { control: 'select', options: ['femme', 'homme', 'enfant', 'traditionnelle'] },
    sort: { control: 'select', options: ['newest', 'price-asc', 'price-desc', 'popular'] },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { name: 'Bureau', tags: ['screenshot'] };
export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const SearchOnlyWhenNotBlank: Story = {
  name: 'Recherche seulement si non vide',
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Rechercher' });
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(field, ' bazin brodé {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bazin brodé');
  },
};

export const CategorySortReset: Story = {
  name: 'Catégorie, tri, réinitialiser',
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Catégorie'), 'homme');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('homme');
    await userEvent.selectOptions(canvas.getByLabelText('Trier par'), 'price-asc');
    await expect(args.onSortChange).toHaveBeenCalledWith('price-asc');
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};
