import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DoDont } from '../../internal/story-fixtures';
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
    align: 'end',
  },
  {
    id: 'status',
    header: 'Statut',
    cell: (row) => (
      <Badge tone={row.status === 'delivered' ? 'positive' : 'neutral'}>{statusText[row.status]}</Badge>
    ),
  },
];

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Un tableau de lignes quelconques : l’appelant décrit les colonnes (`header`, `cell`, et `sortValue` pour une colonne triable) ; la sélection avec une barre d’actions groupées est optionnelle. Chargement, erreur et état vide sont intégrés ; sur un téléphone chaque ligne devient une carte dont les cellules portent le nom de leur colonne, et un menu « Trier par » remplace les en-têtes triables. Le tableau des produits du vendeur de la boutique de référence en est un usage. Une classe de cellule (`cellClassName`) garde le libellé du téléphone ; `phoneLabel: false` l’enlève à une première colonne qui nomme la ligne ; `align: \'end\'` aligne à droite montants et quantités.\n\n**Quand l’utiliser** : comparer des objets de même forme sur plusieurs attributs (commandes, produits, vendeurs à valider), trier, agir sur plusieurs lignes à la fois.\n\n**Quand ne pas l’utiliser** : une vitrine de produits (`ProductGrid`) ; une liste d’un seul attribut (une liste simple) ; une mise en page (jamais de tableau pour placer des blocs).\n\n**Accessibilité** : une vraie `<table>` avec `caption` (masquée) et en-têtes `scope="col"` ; une colonne triée porte `aria-sort` et son bouton dit le sens (« trié par ordre croissant ») ; sur un téléphone, où les en-têtes sont masqués, le tri passe par un `select` natif libellé « Trier par » (chaque colonne triable dans les deux sens, au clavier comme au doigt) ; la zone défilante prend le focus pour défiler au clavier ; chaque case à cocher est nommée par la ligne (`rowLabel`) ; pendant le chargement le tableau est `aria-busy`.';

const meta = {
  title: 'Composants/Données/Tableau de données',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-données-datatable',
  component: DataTable<OrderRow>,
  args: { rows: orders, columns, rowId: (row: OrderRow) => row.id, caption: 'Commandes de la boutique' },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  tags: ['screenshot'],
  // Read only while the table loads (« Chargement »), not by the loaded table this story draws.
  parameters: { docsCheck: { notDrawn: ['loadingCaption'] } },
};

/** A sortable header is a button: a first press sorts ascending, a second descending; aria-sort follows. */
export const SortByColumn: Story = {
  name: 'Tri par colonne',
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
    // The phone's sort control stays out of a wide screen (and out of its tab order).
    await expect(canvas.queryByRole('combobox', { name: 'Trier par' })).not.toBeInTheDocument();
  },
};

/**
 * On a phone the header row is hidden: 'Trier par' (a native select, the phone's own picker) offers every sortable
 * column in both directions, and the hidden header buttons leave the tab order.
 */
export const PhoneSort: Story = {
  name: 'Tri sur téléphone',
  globals: { viewport: { value: 'mobile' } },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const customers = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    const sort = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(sort).toBeVisible();
    await expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Ordre de la liste',
      'Client, ordre croissant',
      'Client, ordre décroissant',
      'Montant, ordre croissant',
      'Montant, ordre décroissant',
    ]);
    await userEvent.tab();
    await expect(sort).toHaveFocus();
    await userEvent.selectOptions(sort, 'Montant, ordre décroissant');
    await expect(customers()).toEqual(['Élodie Sarr', 'Awa Diop', 'Moussa Ndiaye']);
    await expect(canvas.getByRole('columnheader', { name: /Montant/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.selectOptions(sort, 'Client, ordre croissant');
    await expect(customers()).toEqual(['Awa Diop', 'Élodie Sarr', 'Moussa Ndiaye']);
    // Once sorted, the list's own order is no longer offered: the select shows the sort in force.
    await expect(sort).toHaveDisplayValue('Client, ordre croissant');
    // Tab goes from the select to the scrolling table, past the hidden header buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Commandes de la boutique' })).toHaveFocus();
  },
};

/** Selection: named checkboxes, select-all, and the caller's bulk toolbar while rows are chosen. */
export const WithSelection: Story = {
  name: 'Avec sélection',
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
  name: 'Chargement',
  args: { loading: true, loadingCaption: 'Chargement des commandes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Chargement des commandes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  name: 'Vide',
  args: {
    rows: [],
    empty: <EmptyState icon="store" title="Aucune commande" description="Rien à expédier." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucune commande' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A column's class, as the shop's order tables give one (an order number on one line, an amount that keeps its CFA). */
const classedColumns: DataTableColumn<OrderRow>[] = [
  { id: 'number', header: 'Commande', cellClassName: 'order-number', cell: (row) => row.number },
  { id: 'customer', header: 'Client', cell: (row) => row.customer },
  {
    id: 'total',
    header: 'Montant',
    cellClassName: 'order-amount',
    align: 'end',
    cell: (row) => `${cfa.format(row.total)} CFA`,
  },
];

/**
 * A class on a column's cells keeps their phone label (it used to drop it: « Montant » was missing from the cards of
 * the order tables), and `align: 'end'` puts amounts against the right edge, header with them.
 */
export const ClassedCellsKeepTheirLabel: Story = {
  name: 'Cellules avec classe : libellé et montants à droite',
  args: { columns: classedColumns },
  play: async ({ canvas }) => {
    const cells = canvas.getAllByRole('cell');
    const amount = cells.find((cell) => cell.textContent === `${cfa.format(45850)} CFA`) as HTMLElement;
    await expect(amount).toHaveClass('order-amount');
    await expect(amount).toHaveAttribute('data-label', 'Montant');
    await expect(cells.find((cell) => cell.textContent === 'TRG-261120-K7PQ2M')).toHaveAttribute(
      'data-label',
      'Commande',
    );
    await expect(getComputedStyle(amount).textAlign).toBe('right');
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Montant' })).textAlign).toBe(
      'right',
    );
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Client' })).textAlign).toBe(
      'left',
    );
  },
};

/** On a phone each card names the classed cells too; `phoneLabel: false` leaves a cell unnamed (it names the row). */
export const ClassedCellsOnPhone: Story = {
  name: 'Cellules avec classe sur téléphone',
  globals: { viewport: { value: 'mobile' } },
  args: {
    columns: [
      { ...(classedColumns[0] as DataTableColumn<OrderRow>), phoneLabel: false },
      ...classedColumns.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    const amount = canvas
      .getAllByRole('cell')
      .find((cell) => cell.textContent === `${cfa.format(12450)} CFA`) as HTMLElement;
    await expect(getComputedStyle(amount, '::before').content).toBe('"Montant"');
    const number = canvas.getAllByRole('cell').find((cell) => cell.textContent === 'TRG-261121-B3XR9T');
    await expect(number).not.toHaveAttribute('data-label');
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
          <DataTable
            rows={orders.slice(0, 2)}
            columns={[columns[0], columns[2]] as DataTableColumn<OrderRow>[]}
            rowId={(row) => row.id}
            caption="Commandes, montants alignés à droite"
          />
        ),
        why: "Peu de colonnes, chacune nommée ; les montants alignés à droite (`align: 'end'`) pour comparer leurs chiffres.",
      }}
      avoid={{
        example: (
          <DataTable
            rows={[
              { id: 'a', text: 'Livraison gratuite dès 50 000 CFA' },
              { id: 'b', text: 'Retours sous 14 jours' },
            ]}
            columns={[{ id: 'text', header: 'Information', cell: (row) => row.text }]}
            rowId={(row) => row.id}
            caption="Informations"
          />
        ),
        why: 'Un tableau d’une seule colonne pour poser des informations : une liste simple suffit, un tableau sert à comparer.',
      }}
    />
  ),
};

/**
 * Select-all and the keyboard (from the seller's product table, now the shop's: its own columns are covered by the
 * seller journeys): Tab reaches the scrolling table, then 'Tout sélectionner'; Space ticks a row.
 */
export const SelectAllAndKeyboard: Story = {
  name: 'Tout sélectionner, au clavier',
  args: {
    selection: {
      selectAllLabel: 'Tout sélectionner',
      rowLabel: (row: OrderRow) => `Sélectionner ${row.number}`,
      onSelectionChange: fn(),
      toolbar: (ids: string[]) => <p role="status">{`${ids.length} sélectionnée(s)`}</p>,
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Commandes de la boutique' })).toHaveFocus();
    await userEvent.tab();
    const all = canvas.getByRole('checkbox', { name: 'Tout sélectionner' });
    await expect(all).toHaveFocus();
    // Past the sortable headers' buttons, the rows' boxes: Space ticks one.
    canvas.getByRole('checkbox', { name: 'Sélectionner TRG-261120-K7PQ2M' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.selection?.onSelectionChange).toHaveBeenLastCalledWith(['o1']);
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    await expect(args.selection?.onSelectionChange).toHaveBeenLastCalledWith(['o1', 'o2', 'o3']);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 sélectionnée(s)');
    await userEvent.click(all);
    await expect(args.selection?.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};
