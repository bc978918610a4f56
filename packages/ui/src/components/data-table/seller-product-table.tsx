import { fill, type PluralText, plural } from '@teranga/messages/format';
import { sellerProductTableLabels } from '@teranga/messages/kit/seller-product-table';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { Badge, type ProductStatus, StatusBadge } from '../badge/badge';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { DataTable, type DataTableColumn } from './data-table';
import * as styles from './data-table.css';
import { ProductThumbnail } from './product-thumbnail';

export interface SellerProductRow {
  id: string;
  name: string;
  image?: string | null;
  sku?: string | null;
  featured: boolean;
  status: ProductStatus;
  /** sale price, in the currency of `formatPrice` (CFA on the lists) */
  price: number;
  /** struck through when it is higher than the price */
  comparePrice?: number | null;
  quantity: number;
  trackQuantity: boolean;
  lowStockThreshold?: number;
  /** the category's name (the overview's column); none reads 'Sans catégorie' */
  categoryName?: string | null;
  /** can be ordered now (default: stock not tracked, or some left) */
  inStock?: boolean;
}

/**
 * `manage`: the product list's columns (selection, SKU, status, price with compare, units and threshold, five actions).
 * `overview`: the dashboard's (category, 'En stock'/'Rupture', Actif/Inactif; toggle, feature, edit, delete).
 */
export type SellerProductTableVariant = 'manage' | 'overview';

export interface SellerProductTableLabels {
  caption: string;
  product: string;
  status: string;
  price: string;
  stock: string;
  actions: string;
  selectAll: string;
  /** followed by the product's name */
  selectRow: string;
  /** '{count}' is replaced; a `PluralText` agrees with the count */
  selected: string | PluralText;
  deleteSelected: string;
  featured: string;
  noSku: string;
  /** read before the struck-through price */
  compare: string;
  /** '{count}' is replaced; a `PluralText` agrees with the count */
  units: string | PluralText;
  /** '{count}' is replaced */
  threshold: string;
  view: string;
  edit: string;
  activate: string;
  deactivate: string;
  feature: string;
  unfeature: string;
  delete: string;
  deleteTitle: string;
  deleteMessage: string;
  deleteConfirm: string;
  cancel: string;
  emptyTitle: string;
  emptyFiltered: string;
  emptyNone: string;
  loading: string;
  retry: string;
  statuses: Record<ProductStatus, string>;
  category: string;
  uncategorised: string;
  inStock: string;
  outOfStock: string;
  activity: { active: string; inactive: string };
  /** the overview's shorter confirmation */
  deleteMessageShort: string;
}

export const defaultSellerProductTableLabels: SellerProductTableLabels = sellerProductTableLabels;

export interface SellerProductTableProps {
  /** Les produits du vendeur (nom, image, prix, stock, statut). */
  rows: readonly SellerProductRow[];
  /** Colonnes et actions : `manage` (la page des produits) ou `overview` (l’aperçu du tableau de bord). */
  variant?: SellerProductTableVariant;
  /** Lignes de chargement pendant que la liste arrive. */
  loading?: boolean;
  /** Échec du chargement (« Erreur lors du chargement des produits »), affiché à la place du tableau. */
  error?: ReactNode;
  /** Après un échec : affiche « Réessayer » et l’appelle. */
  onRetry?: () => void;
  /** Une recherche ou un filtre est actif : l’état vide dit que rien ne correspond. */
  filtered?: boolean;
  /** chosen row ids (controlled) */
  selectedIds?: readonly string[];
  /** Appelée avec les identifiants des lignes cochées. */
  onSelectionChange?: (ids: string[]) => void;
  /** L’action groupée proposée quand des lignes sont cochées. */
  onDeleteSelected?: (ids: string[]) => void;
  /** 'Activer' or 'Désactiver' was pressed */
  onToggleStatus?: (row: SellerProductRow) => void;
  /** Met en avant un produit ou l’enlève de la vedette. */
  onToggleFeatured?: (row: SellerProductRow) => void;
  /** Appelée une fois la suppression confirmée. */
  onDelete?: (row: SellerProductRow) => void;
  /** La suppression en cours : son bouton de confirmation tourne. */
  deletingId?: string | null;
  /** product page (default '/product/{id}') */
  viewHref?: (row: SellerProductRow) => string;
  /** edit page (default '/seller/edit-product/{id}') */
  editHref?: (row: SellerProductRow) => string;
  /** formats an amount (default: fr-FR, 'n CFA') */
  formatPrice?: (amount: number) => string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<SellerProductTableLabels>;
  /** Une action dans l’état vide (« Nouveau Produit »). */
  emptyAction?: ReactNode;
  /** @deprecated a `ThemeProvider` around the table (or a theme on `<html>`) reaches its dialog by itself */
  themeClassName?: string;
  className?: string;
}

// Francs CFA have no minor unit: whole francs, as formatMoney in @teranga/headless shows them.
const cfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** A counted label: a plain text takes the number as it is, a `PluralText` also agrees with it (0 and 1 singular). */
const counted = (text: string | PluralText, count: number) =>
  typeof text === 'string' ? fill(text, { count }) : plural(text, count);

/**
 * The seller's product table, a use of `DataTable`: selection with 'Supprimer la sélection', status, price in CFA,
 * stock and row actions (`manage`), or the dashboard's overview (`overview`).
 */
export function SellerProductTable({
  rows,
  variant = 'manage',
  loading = false,
  error,
  onRetry,
  filtered = false,
  selectedIds,
  onSelectionChange,
  onDeleteSelected,
  onToggleStatus,
  onToggleFeatured,
  onDelete,
  deletingId,
  viewHref = (row) => `/product/${row.id}`,
  editHref = (row) => `/seller/edit-product/${row.id}`,
  formatPrice = (amount) => `${cfa.format(amount)} CFA`,
  renderLink = defaultRenderLink,
  labels: labelOverrides,
  emptyAction,
  themeClassName,
  className,
}: SellerProductTableProps) {
  const labels = { ...defaultSellerProductTableLabels, ...labelOverrides };
  const manage = variant === 'manage';
  const [confirming, setConfirming] = useState<SellerProductRow | null>(null);
  const cells = { labels, formatPrice, renderLink, viewHref, editHref, onToggleStatus, onToggleFeatured };
  const ask = (row: SellerProductRow) => setConfirming(row);

  const product: DataTableColumn<SellerProductRow> = {
    id: 'product',
    header: labels.product,
    cellClassName: styles.productCell,
    cell: (row) => <ProductCell row={row} manage={manage} labels={labels} />,
    skeleton: (
      <div className={styles.product}>
        <Skeleton width={48} height={48} />
        <Skeleton width="8rem" />
      </div>
    ),
  };
  const price: DataTableColumn<SellerProductRow> = {
    id: 'price',
    header: labels.price,
    cell: (row) => <PriceCell row={row} manage={manage} {...cells} />,
  };
  const actions: DataTableColumn<SellerProductRow> = {
    id: 'actions',
    header: labels.actions,
    cell: (row) => <ActionsCell row={row} manage={manage} onAskDelete={() => ask(row)} {...cells} />,
  };
  const columns: DataTableColumn<SellerProductRow>[] = manage
    ? [
        product,
        {
          id: 'status',
          header: labels.status,
          cell: (row) => <StatusBadge status={row.status} labels={labels.statuses} />,
        },
        price,
        { id: 'stock', header: labels.stock, cell: (row) => <UnitsCell row={row} labels={labels} /> },
        actions,
      ]
    : [
        product,
        {
          id: 'category',
          header: labels.category,
          cell: (row) => row.categoryName?.trim() || labels.uncategorised,
        },
        price,
        { id: 'stock', header: labels.stock, cell: (row) => <InStockCell row={row} labels={labels} /> },
        {
          id: 'status',
          header: labels.status,
          cell: (row) => (
            <Badge tone={row.status === 'active' ? 'positive' : 'neutral'}>
              {row.status === 'active' ? labels.activity.active : labels.activity.inactive}
            </Badge>
          ),
        },
        actions,
      ];

  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        caption={labels.caption}
        loading={loading}
        loadingCaption={labels.loading}
        error={error}
        onRetry={onRetry}
        retryLabel={labels.retry}
        variant={variant}
        className={className}
        empty={
          <EmptyState
            icon={filtered ? 'search' : 'store'}
            title={labels.emptyTitle}
            description={filtered ? labels.emptyFiltered : labels.emptyNone}
            action={emptyAction}
          />
        }
        selection={
          manage
            ? {
                selectedIds,
                onSelectionChange,
                selectAllLabel: labels.selectAll,
                rowLabel: (row) => `${labels.selectRow} ${row.name}`,
                toolbar: (ids) => (
                  <>
                    <p className={styles.selectionCount} role="status">
                      {counted(labels.selected, ids.length)}
                    </p>
                    <Button variant="critical" size="sm" onClick={() => onDeleteSelected?.(ids)}>
                      <Icon name="trash" size={16} />
                      {labels.deleteSelected}
                    </Button>
                  </>
                ),
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming) onDelete?.(confirming);
          setConfirming(null);
        }}
        pending={confirming !== null && deletingId === confirming.id}
        title={labels.deleteTitle}
        message={manage ? labels.deleteMessage : labels.deleteMessageShort}
        confirmLabel={labels.deleteConfirm}
        cancelLabel={labels.cancel}
        themeClassName={themeClassName}
      />
    </>
  );
}

interface CellProps {
  row: SellerProductRow;
  manage: boolean;
  labels: SellerProductTableLabels;
}

function ProductCell({ row, manage, labels }: CellProps) {
  return (
    <div className={styles.product}>
      <ProductThumbnail src={row.image} name={row.name} />
      <div className={styles.productText}>
        <span className={styles.productName}>
          {row.name}
          {!manage && row.featured ? (
            <span className={styles.featuredStar}>
              <Icon name="star" size={14} />
              <span className={visuallyHidden}>{labels.featured}</span>
            </span>
          ) : null}
        </span>
        {manage ? <span className={styles.sku}>{row.sku?.trim() || labels.noSku}</span> : null}
        {manage && row.featured ? (
          <span>
            <Badge tone="accent">
              <Icon name="star" size={12} />
              {labels.featured}
            </Badge>
          </span>
        ) : null}
      </div>
    </div>
  );
}

function PriceCell({
  row,
  manage,
  labels,
  formatPrice,
}: CellProps & { formatPrice: (amount: number) => string }) {
  const showCompare = manage && row.comparePrice != null && row.comparePrice > row.price;
  return (
    <div className={styles.price}>
      <span className={styles.priceAmount}>{formatPrice(row.price)}</span>
      {showCompare ? (
        <s className={styles.compare}>
          <span className={visuallyHidden}>{labels.compare} </span>
          {formatPrice(row.comparePrice as number)}
        </s>
      ) : null}
    </div>
  );
}

function UnitsCell({ row, labels }: Omit<CellProps, 'manage'>) {
  const threshold = row.lowStockThreshold ?? 10;
  const low = row.trackQuantity && row.quantity <= threshold;
  return (
    <div className={styles.stock}>
      <span className={low ? styles.stockLow : undefined}>{counted(labels.units, row.quantity)}</span>
      {row.trackQuantity ? (
        <span className={styles.threshold}>{fill(labels.threshold, { count: threshold })}</span>
      ) : null}
    </div>
  );
}

function InStockCell({ row, labels }: Omit<CellProps, 'manage'>) {
  const inStock = row.inStock ?? (!row.trackQuantity || row.quantity > 0);
  return (
    <Badge tone={inStock ? 'positive' : 'critical'}>{inStock ? labels.inStock : labels.outOfStock}</Badge>
  );
}

interface ActionsCellProps extends CellProps {
  viewHref: (row: SellerProductRow) => string;
  editHref: (row: SellerProductRow) => string;
  renderLink: RenderLink;
  onToggleStatus?: ((row: SellerProductRow) => void) | undefined;
  onToggleFeatured?: ((row: SellerProductRow) => void) | undefined;
  onAskDelete: () => void;
}

function ActionsCell({
  row,
  manage,
  labels,
  viewHref,
  editHref,
  renderLink,
  onToggleStatus,
  onToggleFeatured,
  onAskDelete,
}: ActionsCellProps) {
  const active = row.status === 'active';
  const named = (action: string) => `${action} : ${row.name}`;
  return (
    <div className={styles.actions}>
      {manage
        ? renderLink({
            href: viewHref(row),
            className: iconButton,
            'aria-label': named(labels.view),
            children: <Icon name="eye" />,
          })
        : null}
      {renderLink({
        href: editHref(row),
        className: iconButton,
        'aria-label': named(labels.edit),
        children: <Icon name="edit" />,
      })}
      <button
        type="button"
        className={iconButton}
        aria-label={named(active ? labels.deactivate : labels.activate)}
        onClick={() => onToggleStatus?.(row)}
      >
        <Icon name={active ? 'eyeOff' : 'check'} />
      </button>
      <button
        type="button"
        className={clsx(iconButton, row.featured && styles.featuredOn)}
        aria-label={named(row.featured ? labels.unfeature : labels.feature)}
        aria-pressed={row.featured}
        onClick={() => onToggleFeatured?.(row)}
      >
        <Icon name="star" />
      </button>
      <button type="button" className={iconButton} aria-label={named(labels.delete)} onClick={onAskDelete}>
        <Icon name="trash" />
      </button>
    </div>
  );
}
