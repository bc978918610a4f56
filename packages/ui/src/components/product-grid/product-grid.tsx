import { kitLabels, plural } from '@teranga/messages';
import { Children, type ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { AlertBanner } from '../alert-banner/alert-banner';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './product-grid.css';

export type ProductView = 'grid' | 'list';

export const defaultProductGridLabels = {
  ...kitLabels.productGrid,
  count: (n: number) => plural(kitLabels.productCount, n),
};

export interface ViewToggleProps {
  value: ProductView;
  onValueChange: (view: ProductView) => void;
  labels?: Partial<typeof defaultProductGridLabels>;
}

const views: readonly ProductView[] = ['grid', 'list'];

/** Grille or Liste: two native toggle buttons (aria-pressed), the pressed one is the current view. */
export function ViewToggle({ value, onValueChange, labels: overrides }: ViewToggleProps) {
  const labels = { ...defaultProductGridLabels, ...overrides };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pill of two buttons, not a form section (a fieldset's frame and legend)
    <div data-slot="view-toggle" role="group" aria-label={labels.view} className={styles.toggle}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={view === value}
          data-state={view === value ? 'on' : 'off'}
          className={styles.toggleItem}
          // Pressing the current view again keeps it: one view is always shown.
          onClick={() => view !== value && onValueChange(view)}
        >
          <Icon name={view} size={16} />
          {labels[view]}
        </button>
      ))}
    </div>
  );
}

/**
 * Columns that leave no row short on a full page: 4 across a wide grid when they divide the page size, else 3, else 4;
 * 3 across a medium grid when they divide it, else 2. A phone always shows 2. Twelve cards: 2, 3, 4; four cards: 2, 2, 4.
 */
export function gridColumns(pageSize: number): { tablet: number; desktop: number } {
  const divides = (n: number) => pageSize > 0 && pageSize % n === 0;
  return {
    tablet: divides(3) ? 3 : 2,
    desktop: divides(4) ? 4 : divides(3) ? 3 : 4,
  };
}

export interface ProductGridProps {
  /** product cards */
  children?: ReactNode;
  view?: ProductView;
  onViewChange?: (view: ProductView) => void;
  /** how many products match (shown above the list) */
  total?: number;
  loading?: boolean;
  /** how many placeholders while loading */
  skeletonCount?: number;
  error?: string;
  onRetry?: () => void;
  /** what shows when there are no products (a title, or a whole EmptyState) */
  empty?: ReactNode;
  labels?: Partial<typeof defaultProductGridLabels>;
  /** how many cards a full page holds (the column counts are chosen so that no row is left short); the cards shown by default */
  pageSize?: number;
}

/** A list of product cards with its count, the grid/list toggle and the loading, error and empty states. */
export function ProductGrid({
  children,
  view = 'grid',
  onViewChange,
  total,
  loading = false,
  skeletonCount = 8,
  error,
  onRetry,
  empty,
  labels: overrides,
  pageSize,
}: ProductGridProps) {
  const labels = { ...defaultProductGridLabels, ...overrides };
  const items = Children.toArray(children);
  const columns = gridColumns(pageSize ?? (loading ? skeletonCount : items.length));
  const columnCounts = { 'data-tablet-columns': columns.tablet, 'data-desktop-columns': columns.desktop };
  let content: ReactNode;
  if (loading) {
    content = (
      <div role="status" aria-busy="true" aria-label={labels.loading}>
        <ul className={styles.grid} data-view={view} {...columnCounts}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} style={{ display: 'grid', gap: 8 }}>
              <Skeleton height={view === 'list' ? 120 : 260} />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (error) {
    content = (
      <AlertBanner onRetry={onRetry} retryLabel={labels.retry}>
        {error}
      </AlertBanner>
    );
  } else if (items.length === 0) {
    content =
      typeof empty === 'object' && empty !== null ? empty : <EmptyState title={empty ?? labels.empty} />;
  } else {
    content = (
      <ul className={styles.grid} data-view={view} {...columnCounts}>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards carry their own keys
          <li key={i} className={styles.cell}>
            {item}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div data-slot="product-grid" data-view={view} className={styles.frame}>
      {total !== undefined || onViewChange ? (
        <div className={styles.header}>
          {total !== undefined && !loading ? (
            <p className={styles.count} aria-live="polite">
              {labels.count(total)}
            </p>
          ) : (
            <span />
          )}
          {onViewChange ? <ViewToggle value={view} onValueChange={onViewChange} labels={overrides} /> : null}
        </div>
      ) : null}
      {content}
    </div>
  );
}
