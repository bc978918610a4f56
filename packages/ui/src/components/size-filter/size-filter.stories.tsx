import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SizeFilter } from './size-filter';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La taille qui filtre une liste de produits : « Toutes les tailles », puis les tailles de la catégorie (lettres, ou âges pour les enfants).\n\n**Quand l’utiliser** : au-dessus d’une liste de vêtements, avec `PriceRangeFilter`.\n\n**Quand ne pas l’utiliser** : pour choisir la taille d’un article à acheter (`SizeButtons`) ; pour les bijoux et accessoires (pas de taille).\n\n**Accessibilité** : un `select` natif libellé « Taille » (le téléphone ouvre son propre sélecteur).';

const meta = {
  title: 'Motifs/Catalogue/Filtre de taille',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-catalogue-sizefilter',
  parameters: { docs: { description: { component: usage } } },
  component: SizeFilter,
  args: { sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], onChange: fn() },
} satisfies Meta<typeof SizeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnySize: Story = { name: 'Toutes les tailles', tags: ['screenshot'] };
export const Children: Story = {
  name: 'Enfants',
  args: { sizes: ['2 ans', '4 ans', '6 ans', '8 ans'], value: '4 ans' },
};

export const ChooseAndClear: Story = {
  name: 'Choisir puis effacer',
  play: async ({ args, canvas }) => {
    const select = canvas.getByLabelText('Taille');
    await userEvent.selectOptions(select, 'M');
    await expect(args.onChange).toHaveBeenCalledWith('M');
    await userEvent.selectOptions(select, 'Toutes les tailles');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
