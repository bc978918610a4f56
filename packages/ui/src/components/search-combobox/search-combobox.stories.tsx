import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useArgState } from '../../internal/story-fixtures';
import { SearchCombobox } from './search-combobox';

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'La recherche de l’en-tête avec des suggestions pendant la saisie : quelques produits (prix, catégorie), des catégories, puis « Voir tous les résultats ». L’application demande les suggestions après une pause de frappe et les passe en props.\n\n**Quand l’utiliser** : dans l’en-tête (`Header`, prop `renderSearch`), sur ordinateur et dans la ligne de recherche du téléphone.\n\n**Quand ne pas l’utiliser** : pour filtrer une liste déjà affichée (`FilterBar`).\n\n**Accessibilité** : le motif combobox de WAI-ARIA (liste) : `role="combobox"`, `aria-expanded`, `aria-controls`, `aria-activedescendant` ; les flèches parcourent les suggestions sans quitter le champ, Entrée ouvre la suggestion active (ou cherche le terme), Échap ferme la liste puis la ligne de recherche ; le nombre de suggestions est annoncé (`role="status"`).';

const products = [
  {
    id: '64f000000000000000000001',
    name: 'Grand boubou brodé',
    price: '98 250 CFA',
    category: 'Traditionnelle',
  },
  { id: '64f000000000000000000002', name: 'Boubou femme', price: '62 880 CFA', category: 'Traditionnelle' },
];
const categories = [{ slug: 'traditionnelle', name: 'Traditionnelle' }];

const meta = {
  title: 'Motifs/Catalogue/Recherche',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'motifs-catalogue-searchcombobox',
  parameters: {
    docs: { description: { component: usage } },
    // Behaviour, not drawing: when suggestions are final, how many letters open them, the focus on arrival.
    docsCheck: { notDrawn: ['settled', 'minLength', 'autoFocus'] },
  },
  component: SearchCombobox,
  args: { value: '', onValueChange: fn(), onChoose: fn(), products, categories },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  render: function Controlled(args) {
    const [value, setValue] = useArgState(args.value);
    const typed = value.trim().length >= 2;
    return (
      <SearchCombobox
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
        products={typed ? args.products : []}
        categories={typed ? args.categories : []}
      />
    );
  },
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Fermé' };

export const Suggesting: Story = {
  name: 'Suggestions',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Rechercher un produit' });
    await userEvent.type(field, 'boub');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: /Grand boubou brodé/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 suggestions');
  },
};

export const ChooseWithKeyboard: Story = {
  name: 'Choisir au clavier',
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Rechercher un produit' });
    await userEvent.type(field, 'boub');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: /Boubou femme/ });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'product', id: '64f000000000000000000002' });
  },
};

export const ChooseACategory: Story = {
  name: 'Choisir une catégorie',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'tradi');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'category', slug: 'traditionnelle' });
  },
};

export const EnterSearchesTheTerm: Story = {
  name: 'Entrée cherche le terme',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), '  bazin brodé {Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'search', term: 'bazin brodé' });
  },
};

export const EscapeClosesTheListFirst: Story = {
  name: 'Échap ferme d’abord la liste',
  args: { onCancel: fn() },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox');
    await userEvent.type(field, 'boub');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const ClickASuggestion: Story = {
  name: 'Cliquer une suggestion',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'boub');
    await userEvent.click(canvas.getByRole('option', { name: /Grand boubou brodé/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'product', id: '64f000000000000000000001' });
  },
};
