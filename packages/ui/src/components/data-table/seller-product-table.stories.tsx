import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { type SellerProductRow, SellerProductTable } from './seller-product-table';

// A drawn wax-print square: nothing fetched, the same pixels on every run.
const waxImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#233D7B"/><circle cx="12" cy="12" r="8" fill="#E2A93B"/><circle cx="36" cy="36" r="8" fill="#E2A93B"/><circle cx="36" cy="12" r="5" fill="#B42318"/></svg>',
)}`;

const products: SellerProductRow[] = [
  {
    id: '6560a1b2c3d4e5f6a7b8c9d0',
    name: 'Boubou en bazin brodé',
    image: waxImage,
    sku: 'FEM-BOUBOU-4821',
    featured: true,
    status: 'active',
    price: 19650,
    comparePrice: 26200,
    quantity: 24,
    trackQuantity: true,
    lowStockThreshold: 10,
  },
  {
    id: '6560a1b2c3d4e5f6a7b8c9d1',
    name: 'Chemise en wax indigo',
    image: null,
    sku: null,
    featured: false,
    status: 'draft',
    price: 12000,
    comparePrice: 9000,
    quantity: 3,
    trackQuantity: true,
    lowStockThreshold: 5,
  },
  {
    id: '6560a1b2c3d4e5f6a7b8c9d2',
    name: 'Sac en bogolan',
    image: waxImage,
    sku: 'ACC-SACBOG-0917',
    featured: false,
    status: 'archived',
    price: 8500,
    quantity: 0,
    trackQuantity: false,
  },
];

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le tableau des produits du vendeur, un usage de `DataTable` : `manage` (la liste des produits : sélection et « Supprimer la sélection », référence, statut, prix et prix barré en CFA, unités et seuil, cinq actions par ligne) ou `overview` (l’aperçu du tableau de bord : catégorie, En stock ou Rupture, Actif ou Inactif).\n\n**Quand l’utiliser** : dans l’espace vendeur : la liste des produits et l’aperçu du tableau de bord.\n\n**Quand ne pas l’utiliser** : pour les produits montrés aux acheteurs (`ProductGrid`) ; pour un autre tableau (commandes, vendeurs) : composez `DataTable` avec vos colonnes.\n\n**Accessibilité** : celle de `DataTable` (une vraie table avec sa légende, des cartes aux cellules nommées sur un téléphone) ; chaque case à cocher et chaque action (Voir, Modifier, Activer, Mettre en vedette, Supprimer) est nommée avec le produit (« Modifier : Boubou… ») ; la vedette est un bouton à bascule (`aria-pressed`) ; le nombre de lignes choisies est annoncé (`role="status"`) ; une suppression demande d’abord confirmation (`ConfirmDialog`, focus sur Annuler).';

const meta = {
  title: 'Motifs/Vendeur/SellerProductTable',
  parameters: { docs: { description: { component: usage } } },
  component: SellerProductTable,
  args: {
    rows: products,
    onSelectionChange: fn(),
    onDeleteSelected: fn(),
    onToggleStatus: fn(),
    onToggleFeatured: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SellerProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const [first, second, third] = rows.map((row) => within(row));
    await expect(first?.getByText('FEM-BOUBOU-4821')).toBeVisible();
    await expect(first?.getByText('En vedette')).toBeVisible();
    await expect(first?.getByText('Actif')).toBeVisible();
    await expect(first?.getByText('19 650 CFA')).toBeVisible();
    await expect(first?.getByText('26 200 CFA').closest('s')).not.toBeNull();
    await expect(first?.getByText('24 unités')).toBeVisible();
    await expect(first?.getByText('Seuil : 10')).toBeVisible();
    // No SKU reads N/A; a compare price below the price is not shown.
    await expect(second?.getByText('N/A')).toBeVisible();
    await expect(second?.queryByText('9 000 CFA')).toBeNull();
    await expect(second?.getByText('Brouillon')).toBeVisible();
    // Untracked stock: units without the threshold.
    await expect(third?.getByText('0 unité')).toBeVisible();
    await expect(third?.queryByText(/Seuil/)).toBeNull();
    await expect(third?.getByText('Archivé')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Supprimer la sélection' })).toBeNull();
  },
};

export const RowSelection: Story = {
  name: 'Sélection de lignes',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Boubou en bazin brodé' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['6560a1b2c3d4e5f6a7b8c9d0']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 sélectionné');
    await expect(canvas.getByRole('checkbox', { name: 'Tout sélectionner' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Sac en bogolan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la sélection' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledWith([
      '6560a1b2c3d4e5f6a7b8c9d0',
      '6560a1b2c3d4e5f6a7b8c9d2',
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Boubou en bazin brodé' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Sac en bogolan' }));
    await expect(canvas.queryByRole('button', { name: 'Supprimer la sélection' })).toBeNull();
  },
};

export const SelectAll: Story = {
  name: 'Tout sélectionner',
  tags: ['screenshot'],
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Tout sélectionner' });
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(products.map((p) => p.id));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 sélectionnés');
    await expect(all).toHaveAttribute('data-state', 'checked');
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(all);
  },
};

export const SelectWithKeyboard: Story = {
  name: 'Sélectionner au clavier',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Produits de la boutique' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner Boubou en bazin brodé' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['6560a1b2c3d4e5f6a7b8c9d0']);
  },
};

export const RowActions: Story = {
  name: 'Actions par ligne',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voir : Boubou en bazin brodé' })).toHaveAttribute(
      'href',
      '/product/6560a1b2c3d4e5f6a7b8c9d0',
    );
    await expect(canvas.getByRole('link', { name: 'Modifier : Boubou en bazin brodé' })).toHaveAttribute(
      'href',
      '/seller/edit-product/6560a1b2c3d4e5f6a7b8c9d0',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver : Boubou en bazin brodé' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(products[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Activer : Sac en bogolan' }));
    await expect(args.onToggleStatus).toHaveBeenLastCalledWith(products[2]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer de la vedette : Boubou en bazin brodé' }),
    );
    await expect(args.onToggleFeatured).toHaveBeenCalledWith(products[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre en vedette : Chemise en wax indigo' }));
    await expect(args.onToggleFeatured).toHaveBeenLastCalledWith(products[1]);
  },
};

export const DeleteAsksFirst: Story = {
  name: 'Supprimer demande d’abord',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer : Chemise en wax indigo' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.',
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(products[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  name: 'Suppression annulée',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer : Sac en bogolan' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  name: 'Contrôlé',
  render: function Controlled(args) {
    const [rows, setRows] = useState(products);
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <SellerProductTable
        {...args}
        rows={rows}
        selectedIds={selected}
        onSelectionChange={setSelected}
        onDeleteSelected={(ids) => setRows((list) => list.filter((row) => !ids.includes(row.id)))}
        onDelete={(row) => setRows((list) => list.filter((other) => other.id !== row.id))}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Sac en bogolan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la sélection' }));
    await expect(canvas.queryByText('Sac en bogolan')).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Supprimer la sélection' })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('table', { name: 'Chargement des produits' })).toBeVisible();
    await expect(canvas.queryByText('Boubou en bazin brodé')).toBeNull();
  },
};

export const EmptyNoProducts: Story = {
  name: 'Vide, aucun produit',
  args: {
    rows: [],
    emptyAction: (
      <Button asChild>
        <a href="/seller/add-product">Nouveau Produit</a>
      </Button>
    ),
  },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
    await expect(canvas.getByText("Vous n'avez pas encore créé de produits")).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  name: 'Vide après filtre',
  args: { rows: [], filtered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
    await expect(canvas.getByText('Aucun produit ne correspond à vos critères de recherche')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: { error: 'Erreur lors du chargement des produits' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des produits');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    rows: [
      {
        ...products[0],
        id: '6560a1b2c3d4e5f6a7b8c9e0',
        name: 'Ensemble traditionnel trois pièces en bazin riche teint à la main et brodé au fil doré',
        sku: 'TRA-ENSEMB-2291',
        price: 1250000,
        comparePrice: 1500000,
        quantity: 1200,
      } as SellerProductRow,
    ],
  },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  name: 'Thème sombre',
  // Chromatic shoots every story in its dark mode: this copy stays a local screenshot test only.
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { theme: 'dark' },
  tags: ['screenshot'],
};

const overviewRows: SellerProductRow[] = [
  { ...(products[0] as SellerProductRow), categoryName: 'Femme' },
  { ...(products[1] as SellerProductRow), categoryName: null },
  { ...(products[2] as SellerProductRow), categoryName: 'Accessoires', inStock: false },
];

/** The dashboard's table: category, 'En stock'/'Rupture', Actif/Inactif; no selection and no view link. */
export const Overview: Story = {
  name: 'Aperçu',
  args: { variant: 'overview', rows: overviewRows },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Produit', 'Catégorie', 'Prix', 'Stock', 'Statut', 'Actions']);
    const [first, second, third] = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    await expect(first?.getByText('Femme')).toBeVisible();
    await expect(first?.getByText('En vedette')).toBeInTheDocument();
    await expect(first?.getByText('En stock')).toBeVisible();
    await expect(first?.getByText('Actif')).toBeVisible();
    await expect(second?.getByText('Sans catégorie')).toBeVisible();
    await expect(second?.getByText('Inactif')).toBeVisible();
    await expect(third?.getByText('Rupture')).toBeVisible();
    await expect(third?.getByText('Inactif')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Voir/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Modifier : Boubou en bazin brodé' })).toBeVisible();
  },
};

export const OverviewDeleteAsksFirst: Story = {
  name: 'Aperçu, suppression confirmée',
  args: { variant: 'overview', rows: overviewRows },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer : Sac en bogolan' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce produit ?');
    await expect(dialog).not.toHaveTextContent('irréversible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(overviewRows[2]);
  },
};

export const OverviewLoading: Story = {
  name: 'Aperçu en chargement',
  args: { variant: 'overview', rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};

export const OverviewEmpty: Story = {
  name: 'Aperçu vide',
  args: { variant: 'overview', rows: [], filtered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun produit ne correspond à vos critères de recherche')).toBeVisible();
  },
};

export const OverviewError: Story = {
  name: 'Aperçu en erreur',
  args: { variant: 'overview', error: 'Erreur lors du chargement des produits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des produits');
  },
};

/** Below the tablet width the rows are cards: each cell shows its column's name, nothing scrolls sideways. */
export const PhoneCards: Story = {
  name: 'Cartes sur téléphone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, canvas }) => {
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    const labels = [...row.querySelectorAll<HTMLElement>('td[data-label]')].map((cell) => cell.dataset.label);
    await expect(labels).toEqual(['Statut', 'Prix', 'Stock', 'Actions']);
    const region = canvas.getByRole('region', { name: 'Produits de la boutique' });
    if (window.innerWidth < 640) {
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      await expect(getComputedStyle(row).display).toBe('grid');
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
