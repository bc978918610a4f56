import { formatMoney } from '@teranga/headless';
import { fill, type PluralText, plural } from '@teranga/messages/format';
import { sellerProductTableLabels } from '@teranga/messages/kit/seller-product-table';
import {
  Badge,
  Button,
  buttonClass,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Icon,
  type ProductStatus,
  ProductThumbnail,
  Skeleton,
  StatusBadge,
} from '@teranga/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { visuallyHidden } from '../../app/page.css';
import { routes } from '../../routes';
import * as styles from './seller-product-table.css';

/** One of the seller's products, as both lists show it (prices in whole CFA). */
export interface SellerProductRow {
  id: string;
  name: string;
  image?: string | null;
  sku?: string | null;
  featured: boolean;
  status: ProductStatus;
  /** sale price, in whole CFA */
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

type Labels = typeof sellerProductTableLabels;
const labels: Labels = sellerProductTableLabels;

export interface SellerProductTableProps {
  rows: readonly SellerProductRow[];
  variant?: SellerProductTableVariant;
  loading?: boolean;
  /** the failed read's message, shown instead of the table */
  error?: ReactNode;
  onRetry?: () => void;
  /** a search or a filter is on: the empty state says nothing matches */
  filtered?: boolean;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** the bulk action offered while rows are chosen */
  onDeleteSelected?: (ids: string[]) => void;
  onToggleStatus?: (row: SellerProductRow) => void;
  onToggleFeatured?: (row: SellerProductRow) => void;
  /** called once the deletion is confirmed */
  onDelete?: (row: SellerProductRow) => void;
  /** the deletion in progress: its confirm button spins */
  deletingId?: string | null;
  /** an action in the empty state ('Nouveau Produit') */
  emptyAction?: ReactNode;
}

const cfa = (amount: number) => formatMoney(amount, 'XOF');

/** A counted label: a plain text takes the number as it is, a `PluralText` also agrees with it (0 and 1 singular). */
const counted = (text: string | PluralText, count: number) =>
  typeof text === 'string' ? fill(text, { count }) : plural(text, count);

/**
 * The seller's product table, the kit's `DataTable` with the shop's columns: selection with 'Supprimer la sélection',
 * status, price in CFA, stock and row actions (`manage`, /seller/products), or the dashboard's overview (`overview`).
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
  emptyAction,
}: SellerProductTableProps) {
  const manage = variant === 'manage';
  const [confirming, setConfirming] = useState<SellerProductRow | null>(null);

  const product: DataTableColumn<SellerProductRow> = {
    id: 'product',
    header: labels.product,
    cellClassName: styles.productCell,
    // The product names its card: no label before it on a phone.
    phoneLabel: false,
    cell: (row) => <ProductCell row={row} manage={manage} />,
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
    cell: (row) => <PriceCell row={row} manage={manage} />,
  };
  const actions: DataTableColumn<SellerProductRow> = {
    id: 'actions',
    header: labels.actions,
    cell: (row) => (
      <ActionsCell
        row={row}
        manage={manage}
        onToggleStatus={onToggleStatus}
        onToggleFeatured={onToggleFeatured}
        onAskDelete={() => setConfirming(row)}
      />
    ),
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
        { id: 'stock', header: labels.stock, cell: (row) => <UnitsCell row={row} /> },
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
        { id: 'stock', header: labels.stock, cell: (row) => <InStockCell row={row} /> },
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
      />
    </>
  );
}

interface CellProps {
  row: SellerProductRow;
  manage: boolean;
}

function ProductCell({ row, manage }: CellProps) {
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

function PriceCell({ row, manage }: CellProps) {
  const showCompare = manage && row.comparePrice != null && row.comparePrice > row.price;
  return (
    <div className={styles.price}>
      <span className={styles.priceAmount}>{cfa(row.price)}</span>
      {showCompare ? (
        <s className={styles.compare}>
          <span className={visuallyHidden}>{labels.compare} </span>
          {cfa(row.comparePrice as number)}
        </s>
      ) : null}
    </div>
  );
}

function UnitsCell({ row }: { row: SellerProductRow }) {
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

function InStockCell({ row }: { row: SellerProductRow }) {
  const inStock = row.inStock ?? (!row.trackQuantity || row.quantity > 0);
  return (
    <Badge tone={inStock ? 'positive' : 'critical'}>{inStock ? labels.inStock : labels.outOfStock}</Badge>
  );
}

interface ActionsCellProps extends CellProps {
  onToggleStatus?: ((row: SellerProductRow) => void) | undefined;
  onToggleFeatured?: ((row: SellerProductRow) => void) | undefined;
  onAskDelete: () => void;
}

const iconLink = buttonClass({ variant: 'ghost', size: 'icon' });

function ActionsCell({ row, manage, onToggleStatus, onToggleFeatured, onAskDelete }: ActionsCellProps) {
  const active = row.status === 'active';
  const named = (action: string) => `${action} : ${row.name}`;
  return (
    <div className={styles.actions}>
      {manage ? (
        <Link to={routes.product.href({ id: row.id })} className={iconLink} aria-label={named(labels.view)}>
          <Icon name="eye" />
        </Link>
      ) : null}
      <Link
        to={routes.sellerEditProduct.href({ id: row.id })}
        className={iconLink}
        aria-label={named(labels.edit)}
      >
        <Icon name="edit" />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={named(active ? labels.deactivate : labels.activate)}
        onClick={() => onToggleStatus?.(row)}
      >
        <Icon name={active ? 'eyeOff' : 'check'} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={row.featured ? styles.featuredOn : undefined}
        aria-label={named(row.featured ? labels.unfeature : labels.feature)}
        aria-pressed={row.featured}
        onClick={() => onToggleFeatured?.(row)}
      >
        <Icon name="star" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={named(labels.delete)} onClick={onAskDelete}>
        <Icon name="trash" />
      </Button>
    </div>
  );
}
