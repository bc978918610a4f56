import { categoryGridLabels } from '@teranga/messages/kit/category-grid';
import { forwardRef } from 'react';
import type { RenderLink } from '../../internal/link';
import { AlertBanner } from '../alert-banner/alert-banner';
import { CategoryTile } from '../category-tile/category-tile';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import * as styles from './category-grid.css';

export interface CategoryItem {
  id: string;
  name: string;
  href: string;
  image?: string;
  productCount?: number;
}

export const defaultCategoryGridLabels = categoryGridLabels;

export interface CategoryGridProps {
  /** Les catégories à afficher (nom, lien, image, nombre de produits). */
  categories?: readonly CategoryItem[];
  /** Affiche des tuiles de chargement. */
  loading?: boolean;
  /** 'Erreur de chargement des catégories: …' */
  error?: string;
  /** Après un échec de chargement : affiche « Réessayer » et l’appelle. */
  onRetry?: () => void;
  /** Compose le nombre de produits d’une tuile (« 12 produits »). */
  countLabel?: (count: number) => string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultCategoryGridLabels>;
  /** Identifiant de la section, cible du bouton « Parcourir » de la bannière. */
  id?: string;
}

/** The home page's categories, with loading, error ('Réessayer') and empty states. The hero scrolls here. */
export const CategoryGrid = forwardRef<HTMLElement, CategoryGridProps>(function CategoryGrid(
  {
    categories = [],
    loading = false,
    error,
    onRetry,
    countLabel,
    renderLink,
    labels: overrides,
    id = 'categories',
  },
  ref,
) {
  const labels = { ...defaultCategoryGridLabels, ...overrides };
  return (
    <section
      ref={ref}
      id={id}
      data-slot="category-grid"
      className={styles.section}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {labels.title}
      </h2>
      {loading ? (
        <div role="status" aria-busy="true" aria-label={labels.loading}>
          <ul className={styles.grid}>
            {['a', 'b', 'c', 'd'].map((k) => (
              <li key={k}>
                <Skeleton height="auto" style={{ aspectRatio: '1' }} />
              </li>
            ))}
          </ul>
        </div>
      ) : error ? (
        <AlertBanner onRetry={onRetry} retryLabel={labels.retry}>
          {error}
        </AlertBanner>
      ) : categories.length === 0 ? (
        <EmptyState icon="store" title={labels.empty} />
      ) : (
        <ul className={styles.grid}>
          {categories.map((c, index) => (
            <li key={c.id}>
              <CategoryTile
                name={c.name}
                href={c.href}
                image={c.image}
                productCount={c.productCount}
                countLabel={countLabel}
                renderLink={renderLink}
                // The first tile is often the page's largest image (one tile across a phone); the rest load lazily.
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
