import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { DataTable, type DataTableColumn } from './data-table';

interface OrderRow {
  id: string;
  number: string;
  customer: string;
  total: number;
  status: 'processing' | 'shipped' | 'delivered';
}

const orders: OrderRow[] = [
  { id: 'o1', number: 'TRG-261120-K7PQ2M', customer: 'Awa Diop', total: 45850, status: 'processing' },
  { id: 'o2', number: 'TRG-261121-B3XR9T', customer: 'Moussa Ndiaye', total: 12450, status: 'delivered' },
  { id: 'o3', number: 'TRG-261122-Z8HW4C', customer: 'Élodie Sarr', total: 131000, status: 'shipped' },
];

const statusText = { processing: 'En préparation', shipped: 'Expédiée', delivered: 'Livrée' } as const;
const cfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

const columns: DataTableColumn<OrderRow>[] = [
  { id: 'number', header: 'Commande', cell: (row) => <strong>{row.number}</strong> },
  { id: 'customer', header: 'Client', cell: (row) => row.customer, sortValue: (row) => row.customer },
  {
    id: 'total',
    header: 'Montant',
    cell: (row) => `${cfa.format(row.total)} CFA`,
    sortValue: (row) => row.total,
  },
  {
    id: 'status',
    header: 'Statut',
    cell: (row) => (
      <Badge tone={row.status === 'delivered' ? 'positive' : 'neutral'}>{statusText[row.status]}</Badge>
    ),
  },
];

const meta = {
  title: 'Composants/Données/DataTable',
  component: DataTable<OrderRow>,
  args: { rows: orders, columns, rowId: (row: OrderRow) => row.id, caption: 'Commandes de la boutique' },
  parameters: {
    docs: {
      description: {
        component: [
          'Un tableau de lignes quelconques : l’appelant décrit les colonnes (`header`, `cell`, et `sortValue` pour',
          'une colonne triable) ; la sélection avec une barre d’actions groupées est optionnelle. Chargement, erreur et',
          'état vide sont intégrés ; sur un téléphone chaque ligne devient une carte dont les cellules portent le nom de',
          'leur colonne. `SellerProductTable` (les produits du vendeur, l’aperçu du tableau de bord) en est un usage.',
          '',
          '**Quand l’utiliser** : comparer des objets de même forme sur plusieurs attributs (commandes, produits,',
          'vendeurs à valider), trier, agir sur plusieurs lignes à la fois.',
          '',
          '**Quand ne pas l’utiliser** : une vitrine de produits (`ProductGrid`) ; une liste d’un seul attribut (une',
          'liste simple) ; une mise en page (jamais de tableau pour placer des blocs).',
          '',
          '**Accessibilité** : une vraie `<table>` avec `caption` (masquée) et en-têtes `scope="col"` ; une colonne',
          'triée porte `aria-sort` et son bouton dit le sens (« trié par ordre croissant ») ; la zone défilante prend',
          'le focus pour défiler au clavier ; chaque case à cocher est nommée par la ligne (`rowLabel`) ; pendant le',
          'chargement le tableau est `aria-busy`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['screenshot'] };

/** A sortable header is a button: a first press sorts ascending, a second descending; aria-sort follows. */
export const SortByColumn: Story = {
  play: async ({ canvas }) => {
    const firstCustomer = () => within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[1];
    const amount = canvas.getByRole('button', { name: 'Montant' });
    await userEvent.click(amount);
    await expect(canvas.getByRole('columnheader', { name: /Montant/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(amount).toHaveAccessibleName('Montant trié par ordre croissant');
    await expect(firstCustomer()).toHaveTextContent('Moussa Ndiaye');
    amount.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Montant/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstCustomer()).toHaveTextContent('Élodie Sarr');
    // A column without sortValue has a plain header.
    await expect(canvas.queryByRole('button', { name: 'Statut' })).not.toBeInTheDocument();
  },
};

/** Selection: named checkboxes, select-all, and the caller's bulk toolbar while rows are chosen. */
export const WithSelection: Story = {
  tags: ['screenshot'],
  args: {
    selection: {
      selectAllLabel: 'Tout sélectionner',
      rowLabel: (row: OrderRow) => `Sélectionner ${row.number}`,
      selectedIds: ['o1'],
      onSelectionChange: fn(),
      toolbar: (ids: string[]) => (
        <>
          <p role="status">{`${ids.length} commande sélectionnée`}</p>
          <Button size="sm" variant="outline">
            Marquer expédiée
          </Button>
        </>
      ),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 commande sélectionnée');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner TRG-261121-B3XR9T' }));
    await expect(args.selection?.onSelectionChange).toHaveBeenCalledWith(['o1', 'o2']);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingCaption: 'Chargement des commandes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Chargement des commandes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState icon="store" title="Aucune commande" description="Rien à expédier." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucune commande' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
