import { kitLabels, plural } from '@teranga/messages';
import { useState } from 'react';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import * as styles from './category-tile.css';

export interface CategoryTileProps {
  name: string;
  /** where the tile leads (the app maps slug aliases to collection routes) */
  href: string;
  image?: string;
  productCount?: number;
  countLabel?: (count: number) => string;
  renderLink?: RenderLink;
  /** a tile in the first screenful: its image is fetched at once and first (the page's largest image) instead of lazily */
  priority?: boolean;
}

/** '0 produit', '1 produit', '2 produits': French puts the singular on 0 and 1. */
export const frenchProductCount = (count: number) => plural(kitLabels.productCount, count);

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
  // Remembers which address failed, so that a new image gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc !== undefined && failedSrc === image;
  return renderLink({
    href,
    className: styles.tile,
    'data-slot': 'category-tile',
    children: (
      <>
        {image && !failed ? (
          <img
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            className={styles.image}
            onError={() => setFailedSrc(image)}
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
