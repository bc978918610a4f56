import { fill, kitLabels, type PluralText, plural } from '@teranga/messages';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Badge, type ProductStatus, StatusBadge } from '../badge/badge';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
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
export type DataTableVariant = 'manage' | 'overview';

export interface DataTableLabels {
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

export const defaultDataTableLabels: DataTableLabels = kitLabels.dataTable;

export interface DataTableProps {
  rows: readonly SellerProductRow[];
  /** which columns and actions (default 'manage') */
  variant?: DataTableVariant;
  /** skeleton rows while the list loads */
  loading?: boolean;
  /** a load failure ('Erreur lors du chargement des produits'); shown instead of the table */
  error?: ReactNode;
  onRetry?: () => void;
  /** true when a search or filter is active: the empty state says nothing matches */
  filtered?: boolean;
  /** chosen row ids (controlled) */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** the bulk action shown while rows are selected */
  onDeleteSelected?: (ids: string[]) => void;
  /** 'Activer' or 'Désactiver' was pressed */
  onToggleStatus?: (row: SellerProductRow) => void;
  onToggleFeatured?: (row: SellerProductRow) => void;
  /** called once the user confirmed the deletion */
  onDelete?: (row: SellerProductRow) => void;
  /** the deletion in progress: its confirm button spins */
  deletingId?: string | null;
  /** product page (default '/product/{id}') */
  viewHref?: (row: SellerProductRow) => string;
  /** edit page (default '/seller/edit-product/{id}') */
  editHref?: (row: SellerProductRow) => string;
  /** formats an amount (default: fr-FR, 'n CFA') */
  formatPrice?: (amount: number) => string;
  renderLink?: RenderLink;
  labels?: Partial<DataTableLabels>;
  /** an action in the empty state ('Nouveau Produit') */
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

/** The seller's product table: selection with 'Supprimer la sélection', status, price in CFA, stock and row actions. */
export function DataTable({
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
}: DataTableProps) {
  const labels = { ...defaultDataTableLabels, ...labelOverrides };
  const selectable = variant === 'manage';
  const headings =
    variant === 'manage'
      ? [labels.product, labels.status, labels.price, labels.stock, labels.actions]
      : [labels.product, labels.category, labels.price, labels.stock, labels.status, labels.actions];
  const captionId = useId();
  const [ownSelection, setOwnSelection] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState<SellerProductRow | null>(null);
  // Ids of rows no longer listed (deleted, filtered out) do not count as selected.
  const selected = (selectedIds ?? ownSelection).filter((id) => rows.some((row) => row.id === id));
  const allSelected = rows.length > 0 && selected.length === rows.length;

  const select = (ids: string[]) => {
    if (selectedIds === undefined) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };
  const toggleRow = (id: string, on: boolean) =>
    select(on ? [...selected, id] : selected.filter((other) => other !== id));

  if (error) {
    return (
      <AlertBanner data-slot="data-table" className={className} onRetry={onRetry} retryLabel={labels.retry}>
        {error}
      </AlertBanner>
    );
  }

  if (!loading && rows.length === 0) {
    return (
      <div data-slot="data-table" data-state="empty" className={className}>
        <EmptyState
          icon={filtered ? 'search' : 'store'}
          title={labels.emptyTitle}
          description={filtered ? labels.emptyFiltered : labels.emptyNone}
          action={emptyAction}
        />
      </div>
    );
  }

  return (
    <div
      data-slot="data-table"
      data-state={loading ? 'loading' : 'ready'}
      data-variant={variant}
      className={clsx(styles.root, className)}
    >
      {selectable && selected.length > 0 ? (
        <div className={styles.toolbar} data-slot="data-table-bulk">
          <p className={styles.selectionCount} role="status">
            {counted(labels.selected, selected.length)}
          </p>
          <Button variant="critical" size="sm" onClick={() => onDeleteSelected?.(selected)}>
            <Icon name="trash" size={16} />
            {labels.deleteSelected}
          </Button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={visuallyHidden}>
            {loading ? labels.loading : labels.caption}
          </caption>
          <thead className={styles.head}>
            <tr>
              {selectable ? (
                <th scope="col" className={clsx(styles.headCell, styles.selectCell)}>
                  <Checkbox
                    label={<span className={styles.selectAllLabel}>{labels.selectAll}</span>}
                    checked={allSelected ? true : selected.length > 0 ? 'indeterminate' : false}
                    disabled={loading}
                    onCheckedChange={() => select(allSelected ? [] : rows.map((row) => row.id))}
                  />
                </th>
              ) : null}
              {headings.map((heading) => (
                <th key={heading} scope="col" className={styles.headCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? [0, 1, 2].map((n) => (
                  <tr key={n} className={styles.row} aria-hidden>
                    {selectable ? (
                      <td className={clsx(styles.cell, styles.selectCell)}>
                        <Skeleton width={20} height={20} />
                      </td>
                    ) : null}
                    <td className={styles.cell}>
                      <div className={styles.product}>
                        <Skeleton width={48} height={48} />
                        <Skeleton width="8rem" />
                      </div>
                    </td>
                    {headings.slice(1).map((heading) => (
                      <td key={heading} className={styles.cell}>
                        <Skeleton width="5rem" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <ProductRow
                    key={row.id}
                    variant={variant}
                    row={row}
                    selected={selected.includes(row.id)}
                    onSelect={(on) => toggleRow(row.id, on)}
                    labels={labels}
                    formatPrice={formatPrice}
                    viewHref={viewHref(row)}
                    editHref={editHref(row)}
                    renderLink={renderLink}
                    onToggleStatus={onToggleStatus}
                    onToggleFeatured={onToggleFeatured}
                    onAskDelete={() => setConfirming(row)}
                  />
                ))}
          </tbody>
        </table>
      </section>
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
        message={variant === 'manage' ? labels.deleteMessage : labels.deleteMessageShort}
        confirmLabel={labels.deleteConfirm}
        cancelLabel={labels.cancel}
        themeClassName={themeClassName}
      />
    </div>
  );
}

interface ProductRowProps {
  variant: DataTableVariant;
  row: SellerProductRow;
  selected: boolean;
  onSelect: (on: boolean) => void;
  labels: DataTableLabels;
  formatPrice: (amount: number) => string;
  viewHref: string;
  editHref: string;
  renderLink: RenderLink;
  onToggleStatus?: (row: SellerProductRow) => void;
  onToggleFeatured?: (row: SellerProductRow) => void;
  onAskDelete: () => void;
}

function ProductRow({
  variant,
  row,
  selected,
  onSelect,
  labels,
  formatPrice,
  viewHref,
  editHref,
  renderLink,
  onToggleStatus,
  onToggleFeatured,
  onAskDelete,
}: ProductRowProps) {
  const threshold = row.lowStockThreshold ?? 10;
  const low = row.trackQuantity && row.quantity <= threshold;
  const showCompare = row.comparePrice != null && row.comparePrice > row.price;
  const active = row.status === 'active';
  const inStock = row.inStock ?? (!row.trackQuantity || row.quantity > 0);
  const named = (action: string) => `${action} : ${row.name}`;
  const manage = variant === 'manage';
  // Each cell names its column: on a phone the rows become cards and the header row is hidden.
  const cell = (label: string) => ({ className: styles.cell, 'data-label': label });
  return (
    <tr data-slot="data-table-row" data-state={selected ? 'selected' : undefined} className={styles.row}>
      {manage ? (
        <td className={clsx(styles.cell, styles.selectCell)}>
          <Checkbox
            label={<span className={visuallyHidden}>{`${labels.selectRow} ${row.name}`}</span>}
            checked={selected}
            onCheckedChange={(checked) => onSelect(checked === true)}
          />
        </td>
      ) : null}
      <td className={clsx(styles.cell, styles.productCell)}>
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
      </td>
      {manage ? (
        <td {...cell(labels.status)}>
          <StatusBadge status={row.status} labels={labels.statuses} />
        </td>
      ) : (
        <td {...cell(labels.category)}>{row.categoryName?.trim() || labels.uncategorised}</td>
      )}
      <td {...cell(labels.price)}>
        <div className={styles.price}>
          <span className={styles.priceAmount}>{formatPrice(row.price)}</span>
          {manage && showCompare ? (
            <s className={styles.compare}>
              <span className={visuallyHidden}>{labels.compare} </span>
              {formatPrice(row.comparePrice as number)}
            </s>
          ) : null}
        </div>
      </td>
      <td {...cell(labels.stock)}>
        {manage ? (
          <div className={styles.stock}>
            <span className={low ? styles.stockLow : undefined}>{counted(labels.units, row.quantity)}</span>
            {row.trackQuantity ? (
              <span className={styles.threshold}>{fill(labels.threshold, { count: threshold })}</span>
            ) : null}
          </div>
        ) : (
          <Badge tone={inStock ? 'positive' : 'critical'}>
            {inStock ? labels.inStock : labels.outOfStock}
          </Badge>
        )}
      </td>
      {manage ? null : (
        <td {...cell(labels.status)}>
          <Badge tone={active ? 'positive' : 'neutral'}>
            {active ? labels.activity.active : labels.activity.inactive}
          </Badge>
        </td>
      )}
      <td {...cell(labels.actions)}>
        <div className={styles.actions}>
          {manage
            ? renderLink({
                href: viewHref,
                className: iconButton,
                'aria-label': named(labels.view),
                children: <Icon name="eye" />,
              })
            : null}
          {renderLink({
            href: editHref,
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
          <button
            type="button"
            className={iconButton}
            aria-label={named(labels.delete)}
            onClick={onAskDelete}
          >
            <Icon name="trash" />
          </button>
        </div>
      </td>
    </tr>
  );
}
