import { plural } from '@teranga/messages/format';
import { productCountLabels } from '@teranga/messages/kit/product-count';
import { productGridLabels } from '@teranga/messages/kit/product-grid';
import { Children, type ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { AlertBanner } from '../alert-banner/alert-banner';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './product-grid.css';

export type ProductView = 'grid' | 'list';

export const defaultProductGridLabels = {
  ...productGridLabels,
  count: (n: number) => plural(productCountLabels, n),
};

export interface ViewToggleProps {
  /** Affichage choisi : `grid` (grille) ou `list` (liste). */
  value: ProductView;
  /** Appelée avec l’affichage choisi. */
  onValueChange: (view: ProductView) => void;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
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
  /** Affichage : `grid` (grille) ou `list` (liste). */
  view?: ProductView;
  /** Affiche la bascule grille/liste et l’appelle avec l’affichage choisi. */
  onViewChange?: (view: ProductView) => void;
  /** Nombre de produits trouvés (affiché au-dessus de la liste). */
  total?: number;
  /** Affiche des cartes de chargement. */
  loading?: boolean;
  /** how many placeholders while loading */
  skeletonCount?: number;
  /** Échec du chargement, affiché à la place de la liste. */
  error?: string;
  /** Après un échec : affiche « Réessayer » et l’appelle. */
  onRetry?: () => void;
  /** Ce qui s’affiche quand il n’y a aucun produit (un titre, ou tout un `EmptyState`). */
  empty?: ReactNode;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultProductGridLabels>;
  /**
   * Nombre de cartes d’une page pleine (les colonnes sont choisies pour qu’aucune ligne ne reste incomplète) ; aussi
   * le nombre de cartes de chargement.
   */
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
