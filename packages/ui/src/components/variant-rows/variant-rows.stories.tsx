import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VariantRows } from './variant-rows';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les variantes d’un produit en lignes modifiables : un type (taille, couleur, matière), un nom et une valeur ; on ajoute et on supprime des lignes.\n\n**Quand l’utiliser** : dans le formulaire produit du vendeur.\n\n**Quand ne pas l’utiliser** : pour choisir une variante dans la boutique (`SizeButtons`, `ColorSwatches`) ; pour des mots-clés (`TagInput`).\n\n**Accessibilité** : un `<fieldset>` à la légende « Variantes » ; une liste ordonnée de lignes, où chaque liste déroulante et chaque champ a son libellé ; chaque bouton de suppression est nommé avec son numéro (« Supprimer la variante 1 ») ; tout se fait au clavier ; `disabled` fige tout le groupe.';

const meta = {
  title: 'Motifs/Vendeur/Variantes',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-variantrows',
  parameters: { docs: { description: { component: usage } } },
  component: VariantRows,
  args: {
    onChange: fn(),
    defaultValue: [
      { id: 'a', type: 'size', name: 'Taille', value: 'M' },
      { id: 'b', type: 'color', name: 'Couleur', value: 'Indigo' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VariantRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut', tags: ['screenshot'] };

export const Empty: Story = {
  name: 'Vide',
  args: { defaultValue: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune variante pour ce produit.')).toBeVisible();
  },
};

export const AddRow: Story = {
  name: 'Ajouter une ligne',
  args: { defaultValue: [], createId: () => 'nouvelle' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une variante' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'nouvelle', type: 'size', name: 'Taille', value: '' },
    ]);
    await expect(canvas.getByLabelText('Type')).toHaveValue('size');
    await expect(canvas.getByLabelText('Nom')).toHaveValue('Taille');
  },
};

export const EditRow: Story = {
  name: 'Modifier une ligne',
  args: { defaultValue: [{ id: 'a', type: 'size', name: 'Taille', value: '' }] },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'material');
    await expect(canvas.getByLabelText('Nom')).toHaveValue('Matière');
    await userEvent.type(canvas.getByLabelText('Valeur'), 'Bazin');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'a', type: 'material', name: 'Matière', value: 'Bazin' },
    ]);
  },
};

export const RemoveRow: Story = {
  name: 'Retirer une ligne',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la variante 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'b', type: 'color', name: 'Couleur', value: 'Indigo' },
    ]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    // The focus stays in the list: on the row now in the removed one's place.
    await expect(canvas.getByRole('button', { name: 'Supprimer la variante 1' })).toHaveFocus();
  },
};

export const KeyboardAddAndRemove: Story = {
  name: 'Ajouter et retirer au clavier',
  args: { defaultValue: [] },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter une variante' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Supprimer la variante 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    // No row left: the focus goes to the add button, not back to the page's start.
    await expect(canvas.getByRole('button', { name: 'Ajouter une variante' })).toHaveFocus();
  },
};

export const StockParTaille: Story = {
  name: 'Stock par taille',
  tags: ['screenshot'],
  args: {
    defaultValue: [
      { id: 'a', type: 'size', name: 'Taille', value: 'S', stock: '2' },
      { id: 'b', type: 'size', name: 'Taille', value: 'M', stock: '' },
    ],
  },
  play: async ({ args, canvas }) => {
    const stocks = canvas.getAllByLabelText('Stock');
    await expect(stocks).toHaveLength(2);
    await userEvent.type(stocks[1] as HTMLElement, '5');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'a', type: 'size', name: 'Taille', value: 'S', stock: '2' },
      { id: 'b', type: 'size', name: 'Taille', value: 'M', stock: '5' },
    ]);
    // A colour row has no stock of its own (sizes keep it), but its shade.
    await userEvent.selectOptions(canvas.getAllByLabelText('Type')[0] as HTMLElement, 'color');
    await expect(canvas.getAllByLabelText('Stock')).toHaveLength(1);
    await expect(canvas.getByLabelText('Teinte')).toHaveValue('#cccccc');
  },
};

export const TailleParCouleur: Story = {
  name: 'Taille × couleur',
  tags: ['screenshot'],
  args: {
    defaultValue: [
      { id: 'a', type: 'color', name: 'Couleur', value: 'Indigo', colorHex: '#3f51b5' },
      { id: 'b', type: 'color', name: 'Couleur', value: 'Ocre', colorHex: '#cc7722' },
      { id: 'c', type: 'size', name: 'Taille', value: 'M', stock: '3', color: '' },
    ],
  },
  play: async ({ args, canvas }) => {
    const color = canvas.getByLabelText('Couleur');
    await expect(color).toHaveValue('');
    await expect([...(color as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Toutes',
      'Indigo',
      'Ocre',
    ]);
    await userEvent.selectOptions(color, 'Ocre');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        { id: 'c', type: 'size', name: 'Taille', value: 'M', stock: '3', color: 'Ocre' },
      ]),
    );
  },
};

export const Erreurs: Story = {
  name: 'Erreurs sous les champs',
  tags: ['screenshot'],
  args: {
    defaultValue: [
      { id: 'a', type: 'size', name: 'Taille', value: '', stock: '' },
      { id: 'b', type: 'size', name: 'Taille', value: 'M', stock: '-1' },
    ],
    errors: {
      a: { value: 'Valeur requise' },
      b: { stock: 'Stock invalide : un nombre entier, 0 ou plus' },
    },
  },
  play: async ({ canvas }) => {
    const [value] = canvas.getAllByLabelText('Valeur');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription('Valeur requise');
    const [, stock] = canvas.getAllByLabelText('Stock');
    await expect(stock).toHaveAccessibleDescription('Stock invalide : un nombre entier, 0 ou plus');
    // The row with no value stays, saying so: it does not vanish.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    labels: { legend: 'Déclinaisons proposées à la clientèle (tailles, couleurs et matières)' },
    defaultValue: [
      {
        id: 'a',
        type: 'material',
        name: 'Matière principale',
        value: 'Bazin riche teint à la main à Bamako',
      },
    ],
  },
};

export const Disabled: Story = { name: 'Désactivé', args: { disabled: true } };

export const Mobile: Story = {
  name: 'Téléphone',
  // Chromatic shoots every story in its phone mode: this copy stays a local test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};
