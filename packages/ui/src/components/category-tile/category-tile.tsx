import { plural } from '@teranga/messages/format';
import { productCountLabels } from '@teranga/messages/kit/product-count';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { useImageFallback } from '../../internal/use-image-fallback';
import * as styles from './category-tile.css';

export interface CategoryTileProps {
  /** Nom de la catégorie. */
  name: string;
  /** Où mène la tuile (l’application fait correspondre les alias aux routes des collections). */
  href: string;
  /** Adresse de la photo de la catégorie. */
  image?: string;
  /** Nombre de produits de la catégorie, affiché sous le nom. */
  productCount?: number;
  /** Compose le texte du nombre de produits (« 12 produits »). */
  countLabel?: (count: number) => string;
  /** Dessine le lien avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /**
   * Tuile du premier écran : son image est chargée tout de suite et en premier (la plus grande image de la page) au
   * lieu de plus tard.
   */
  priority?: boolean;
}

/** '0 produit', '1 produit', '2 produits': French puts the singular on 0 and 1. */
export const frenchProductCount = (count: number) => plural(productCountLabels, count);

/** A category: its image (a woven placeholder when it fails), its name and how many products it holds. */
export function CategoryTile({
  name,
  href,
  image,
  productCount,
  countLabel = frenchProductCount,
  renderLink = defaultRenderLink,
  priority = false,
}: CategoryTileProps) {
  const fallback = useImageFallback('CategoryTile');
  return renderLink({
    href,
    className: styles.tile,
    'data-slot': 'category-tile',
    children: (
      <>
        {image && !fallback.failed(image) ? (
          <img
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            className={styles.image}
            onError={fallback.onError(image)}
          />
        ) : (
          <span className={styles.placeholder} data-slot="image-fallback" />
        )}
        <span className={styles.caption}>
          <span className={styles.name}>{name}</span>
          {productCount === undefined ? null : (
            <span className={styles.count}>{countLabel(productCount)}</span>
          )}
        </span>
      </>
    ),
  });
}
