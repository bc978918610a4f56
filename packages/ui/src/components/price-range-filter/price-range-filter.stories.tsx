import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PriceRangeFilter } from './price-range-filter';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La fourchette de prix d’une liste de produits : un minimum et un maximum en francs CFA, appliqués ensemble.\n\n**Quand l’utiliser** : au-dessus d’une liste de produits, avec `SizeFilter` et la `FilterBar` ; l’application garde la fourchette dans l’adresse.\n\n**Quand ne pas l’utiliser** : pour saisir un prix (le formulaire vendeur) ; pour une seule valeur.\n\n**Accessibilité** : un `fieldset` dont la légende est « Prix » ; deux champs libellés (« Prix minimum (CFA) », « Prix maximum (CFA) ») au clavier numérique du téléphone ; Entrée ou « Appliquer » applique ; une fourchette fausse est dite sous les champs (`role="alert"`, `aria-invalid`, `aria-describedby`) et n’est jamais envoyée.';

const meta = {
  title: 'Motifs/Catalogue/Filtre de prix',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-catalogue-pricerangefilter',
  parameters: { docs: { description: { component: usage } } },
  component: PriceRangeFilter,
  args: { onChange: fn() },
} satisfies Meta<typeof PriceRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vide' };
export const Applied: Story = { name: 'Appliqué', args: { min: 10000, max: 30000 }, tags: ['screenshot'] };

export const ApplyWithEnter: Story = {
  name: 'Appliquer avec Entrée',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Prix minimum (CFA)'), '10 000');
    await userEvent.type(canvas.getByLabelText('Prix maximum (CFA)'), '30000{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: 10000, max: 30000 });
  },
};

export const OnlyAMaximum: Story = {
  name: 'Maximum seul',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Prix maximum (CFA)'), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onChange).toHaveBeenCalledWith({ max: 25000 });
  },
};

export const RangeTheWrongWayRound: Story = {
  name: 'Fourchette à l’envers',
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Prix minimum (CFA)'), '50000');
    await userEvent.type(canvas.getByLabelText('Prix maximum (CFA)'), '1000{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Le prix minimum doit être inférieur ou égal au prix maximum.',
    );
    await expect(canvas.getByLabelText('Prix minimum (CFA)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Prix minimum (CFA)')).toHaveAccessibleDescription(
      'Le prix minimum doit être inférieur ou égal au prix maximum.',
    );
  },
};

export const NotAnAmount: Story = {
  name: 'Pas un montant',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Prix minimum (CFA)'), '12,5{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('sans décimales');
  },
};
