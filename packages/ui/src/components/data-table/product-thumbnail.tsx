import { clsx } from 'clsx';
import { useImageFallback } from '../../internal/use-image-fallback';
import * as styles from './product-thumbnail.css';

export interface ProductThumbnailProps {
  /** Adresse de la photo ; `null` affiche l’initiale du produit. */
  src?: string | null;
  /** Nom du produit : sa première lettre remplace une image manquante. */
  name: string;
  /** side in pixels */
  size?: number;
  /** Texte alternatif ; vide (décoratif) par défaut, car le nom est écrit à côté. */
  alt?: string;
  className?: string;
}

/** A product's picture, or a grey tile with its first letter when the image is missing or fails to load. */
export function ProductThumbnail({ src, name, size = 48, alt = '', className }: ProductThumbnailProps) {
  const fallback = useImageFallback('ProductThumbnail');
  const box = { width: size, height: size, fontSize: size * 0.42 };
  if (!src || fallback.failed(src)) {
    return (
      <span
        data-slot="product-thumbnail"
        data-variant="letter"
        aria-hidden
        className={clsx(styles.thumb, className)}
        style={box}
      >
        {name.trim().charAt(0).toLocaleUpperCase('fr-FR') || '?'}
      </span>
    );
  }
  return (
    <img
      data-slot="product-thumbnail"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={fallback.onError(src)}
      className={clsx(styles.thumb, className)}
      style={box}
    />
  );
}
