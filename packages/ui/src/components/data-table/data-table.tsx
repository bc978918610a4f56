import { fill } from '@teranga/messages/format';
import { dataTableSortLabels } from '@teranga/messages/kit/data-table';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as field from '../../internal/field.css';
import { Icon } from '../../internal/icons';
import { AlertBanner } from '../alert-banner/alert-banner';
import { Checkbox } from '../checkbox/checkbox';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './data-table.css';

/** One column, described by the caller. */
export interface DataTableColumn<Row> {
  /** stable key of the column */
  id: string;
  /** the column's header; also names each cell on a phone, where rows become cards and the header is hidden */
  header: string;
  /** what a row shows in this column */
  cell: (row: Row) => ReactNode;
  /** makes the column sortable: the value rows are compared by */
  sortValue?: (row: Row) => string | number;
  /** class of the column's cells (their phone label stays: see `phoneLabel`) */
  cellClassName?: string;
  /**
   * the name each cell carries on a phone card (default: `header`); `false` for a first column that names the row
   * itself (a product with its picture)
   */
  phoneLabel?: string | false;
  /** `end` puts the column against its right edge, header with it: amounts and counts, so that their digits line up */
  align?: 'start' | 'end';
  /** what a cell shows while the table loads (default: a short bar) */
  skeleton?: ReactNode;
}

export interface DataTableSelection<Row> {
  /** chosen row ids (controlled); left out, the table keeps its own */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** the select-all checkbox's label (hidden on wide screens, shown on a phone) */
  selectAllLabel: string;
  /** the checkbox's label for one row ('Sélectionner Boubou…') */
  rowLabel: (row: Row) => string;
  /** shown above the table while rows are chosen: the count and the bulk actions */
  toolbar?: (ids: string[]) => ReactNode;
}

export type SortDirection = 'ascending' | 'descending';

export interface DataTableProps<Row> {
  /** Les lignes à afficher. */
  rows: readonly Row[];
  /** Les colonnes : en-tête, contenu de la cellule et, pour une colonne triable, `sortValue`. */
  columns: readonly DataTableColumn<Row>[];
  /** each row's stable id (selection, React keys) */
  rowId: (row: Row) => string;
  /** Nom du tableau pour les lecteurs d’écran (caché à l’écran). */
  caption: string;
  /** Lignes de chargement pendant que la liste arrive ; le titre lu devient `loadingCaption`. */
  loading?: boolean;
  /** Titre lu pendant le chargement. */
  loadingCaption?: string;
  /** Échec du chargement : affiché à la place du tableau, avec `onRetry` comme bouton. */
  error?: ReactNode;
  /** Après un échec : affiche « Réessayer » et l’appelle. */
  onRetry?: () => void;
  /** Texte du bouton « Réessayer ». */
  retryLabel?: string;
  /** Affiché à la place du tableau quand il n’y a aucune ligne (un `EmptyState`). */
  empty?: ReactNode;
  /** Cases à cocher par ligne et barre d’actions groupées. */
  selection?: DataTableSelection<Row>;
  /** Le tri de départ (le choix de l’utilisateur est ensuite gardé par le tableau). */
  defaultSort?: { columnId: string; direction: SortDirection };
  /**
   * Textes du tri, lus après l’en-tête d’une colonne triée (« trié par ordre croissant ») et dans le menu « Trier par
   * » du téléphone.
   */
  sortLabels?: Partial<typeof dataTableSortLabels>;
  /** Valeur `data-variant` de la racine, pour les styles propres d’un usage. */
  variant?: string;
  className?: string;
}

function sorted<Row>(
  rows: readonly Row[],
  column: DataTableColumn<Row> | undefined,
  direction: SortDirection,
): readonly Row[] {
  const value = column?.sortValue;
  if (!value) return rows;
  const collator = new Intl.Collator('fr-FR', { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order;
  });
}

/**
 * A table of any rows: the caller describes the columns (header, cell, optional sort value); selection with a bulk
 * toolbar is optional. Loading, error and empty states are built in; on a phone each row becomes a card whose cells
 * carry their column's name (the reference shop's seller product table is one use).
 */
export function DataTable<Row>({
  rows,
  columns,
  rowId,
  caption,
  loading = false,
  loadingCaption = caption,
  error,
  onRetry,
  retryLabel,
  empty,
  selection,
  defaultSort,
  sortLabels: sortLabelOverrides,
  variant,
  className,
}: DataTableProps<Row>) {
  const sortLabels = { ...dataTableSortLabels, ...sortLabelOverrides };
  const captionId = useId();
  const [ownSelection, setOwnSelection] = useState<readonly string[]>([]);
  const [sort, setSort] = useState(defaultSort);
  // Ids of rows no longer listed (deleted, filtered out) do not count as selected.
  const selected = (selection?.selectedIds ?? ownSelection).filter((id) =>
    rows.some((row) => rowId(row) === id),
  );
  const allSelected = rows.length > 0 && selected.length === rows.length;

  const select = (ids: string[]) => {
    if (selection?.selectedIds === undefined) setOwnSelection(ids);
    selection?.onSelectionChange?.(ids);
  };
  const toggleRow = (id: string, on: boolean) =>
    select(on ? [...selected, id] : selected.filter((other) => other !== id));

  if (error) {
    return (
      <AlertBanner data-slot="data-table" className={className} onRetry={onRetry} retryLabel={retryLabel}>
        {error}
      </AlertBanner>
    );
  }

  if (!loading && rows.length === 0) {
    return (
      <div data-slot="data-table" data-state="empty" className={className}>
        {empty}
      </div>
    );
  }

  const sortColumn = columns.find((column) => column.id === sort?.columnId);
  const shown = sort ? sorted(rows, sortColumn, sort.direction) : rows;
  const sortable = columns.filter((column) => column.sortValue);
  const toggleSort = (columnId: string) =>
    setSort((current) => ({
      columnId,
      direction:
        current?.columnId === columnId && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <div
      data-slot="data-table"
      data-state={loading ? 'loading' : 'ready'}
      data-variant={variant}
      className={clsx(styles.root, className)}
    >
      {selection?.toolbar && selected.length > 0 ? (
        <div className={styles.toolbar} data-slot="data-table-bulk">
          {selection.toolbar(selected)}
        </div>
      ) : null}
      {sortable.length > 0 ? (
        <PhoneSort
          columns={sortable}
          sort={sort}
          onSortChange={setSort}
          disabled={loading}
          labels={sortLabels}
        />
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={visuallyHidden}>
            {loading ? loadingCaption : caption}
          </caption>
          <thead className={styles.head}>
            <tr>
              {selection ? (
                <th scope="col" className={clsx(styles.headCell, styles.selectCell)}>
                  <Checkbox
                    label={<span className={styles.selectAllLabel}>{selection.selectAllLabel}</span>}
                    checked={allSelected ? true : selected.length > 0 ? 'indeterminate' : false}
                    disabled={loading}
                    onCheckedChange={() => select(allSelected ? [] : rows.map(rowId))}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={clsx(styles.headCell, column.align === 'end' && styles.alignEnd)}
                    aria-sort={direction}
                  >
                    {column.sortValue ? (
                      // On a phone this button is hidden (the header row is): the name stays for screen readers
                      // and the sort moves to the 'Trier par' control above the cards.
                      <span className={styles.phoneHeaderName}>{column.header}</span>
                    ) : null}
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                        <span
                          className={clsx(styles.sortArrow, direction === 'ascending' && styles.sortArrowUp)}
                          aria-hidden
                          style={direction ? undefined : { opacity: 0.4 }}
                        >
                          <Icon name="chevronDown" size={14} />
                        </span>
                        {direction ? (
                          <span className={visuallyHidden}>
                            {direction === 'ascending' ? sortLabels.sortAscending : sortLabels.sortDescending}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading
              ? [0, 1, 2].map((n) => (
                  <tr key={n} className={styles.row} aria-hidden>
                    {selection ? (
                      <td className={clsx(styles.cell, styles.selectCell)}>
                        <Skeleton width={20} height={20} />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={clsx(styles.cell, column.align === 'end' && styles.alignEnd)}
                      >
                        {column.skeleton ?? <Skeleton width="5rem" />}
                      </td>
                    ))}
                  </tr>
                ))
              : shown.map((row) => {
                  const id = rowId(row);
                  const isSelected = selected.includes(id);
                  return (
                    <tr
                      key={id}
                      data-slot="data-table-row"
                      data-state={isSelected ? 'selected' : undefined}
                      className={styles.row}
                    >
                      {selection ? (
                        <td className={clsx(styles.cell, styles.selectCell)}>
                          <Checkbox
                            label={<span className={visuallyHidden}>{selection.rowLabel(row)}</span>}
                            checked={isSelected}
                            onCheckedChange={(checked) => toggleRow(id, checked === true)}
                          />
                        </td>
                      ) : null}
                      {columns.map((column) => {
                        const label = column.phoneLabel ?? column.header;
                        return (
                          // Each cell names its column: on a phone the rows become cards and the header row is hidden.
                          <td
                            key={column.id}
                            className={clsx(
                              styles.cell,
                              column.align === 'end' && styles.alignEnd,
                              column.cellClassName,
                            )}
                            data-label={label === false ? undefined : label}
                          >
                            {column.cell(row)}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

interface PhoneSortProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: { columnId: string; direction: SortDirection } | undefined;
  onSortChange: (sort: { columnId: string; direction: SortDirection } | undefined) => void;
  disabled: boolean;
  labels: typeof dataTableSortLabels;
}

const directions: readonly SortDirection[] = ['ascending', 'descending'];

/**
 * The sort on a phone, where the header row is hidden: one native select of every sortable column in both directions,
 * labelled 'Trier par' (a native select opens the phone's own picker). Hidden from the tablet width up.
 */
function PhoneSort<Row>({ columns, sort, onSortChange, disabled, labels }: PhoneSortProps<Row>) {
  const id = useId();
  const choose = (value: string) => {
    const cut = value.lastIndexOf(':');
    const direction = value.slice(cut + 1);
    const columnId = value.slice(0, cut);
    onSortChange(
      cut > 0 && (direction === 'ascending' || direction === 'descending')
        ? { columnId, direction }
        : undefined,
    );
  };
  return (
    <div className={clsx(field.field, styles.phoneSort)} data-slot="data-table-sort">
      <label className={field.label} htmlFor={id}>
        {labels.sortBy}
      </label>
      <select
        id={id}
        className={clsx(field.input, styles.phoneSortSelect)}
        value={sort ? `${sort.columnId}:${sort.direction}` : ''}
        disabled={disabled}
        onChange={(event) => choose(event.target.value)}
      >
        {sort ? null : <option value="">{labels.sortNone}</option>}
        {columns.flatMap((column) =>
          directions.map((direction) => (
            <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
              {fill(direction === 'ascending' ? labels.sortByAscending : labels.sortByDescending, {
                column: column.header,
              })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
