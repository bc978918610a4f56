import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterBar } from './filter-bar';

const meta = {
  title: 'Motifs/Catalogue/FilterBar',
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
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { tags: ['screenshot'] };
export const Mobile: Story = {
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const SearchOnlyWhenNotBlank: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Rechercher' });
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(field, ' bazin brodé {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bazin brodé');
  },
};

export const CategorySortReset: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Catégorie'), 'homme');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('homme');
    await userEvent.selectOptions(canvas.getByLabelText('Trier par'), 'price-asc');
    await expect(args.onSortChange).toHaveBeenCalledWith('price-asc');
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};
