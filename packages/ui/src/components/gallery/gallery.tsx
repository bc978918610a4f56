import { fill } from '@teranga/messages/format';
import { galleryLabels } from '@teranga/messages/kit/gallery';
import { type MouseEvent, useState } from 'react';
import { IMAGE_SIZES } from '../../image-sizes';
import { useImageFallback } from '../../internal/use-image-fallback';
import * as styles from './gallery.css';

export interface GalleryImage {
  src: string;
  alt: string;
  /** the image at several widths (`<url> 400w, <url> 800w`), when the shop has them */
  srcSet?: string;
}

const MAIN_SIZES = IMAGE_SIZES.galleryMain;
const THUMB_SIZES = IMAGE_SIZES.galleryThumb;

export interface GalleryProps {
  /** Les photos du produit (adresse, texte alternatif). */
  images: readonly GalleryImage[];
  /** Numéro (à partir de 0) de la photo affichée d’abord. */
  defaultIndex?: number;
  /** Nom lu de la galerie. */
  label?: string;
  /** Nom lu de chaque vignette (« Image 2 sur 5 »). */
  thumbLabel?: (index: number, total: number) => string;
  /** Ce qui s’affiche quand il n’y a aucune photo. */
  emptyLabel?: string;
}

/** The product's images: one large (zoomed ×2 under the pointer), thumbnails to choose. */
export function Gallery({
  images,
  defaultIndex = 0,
  label = galleryLabels.label,
  thumbLabel = (i, n) => fill(galleryLabels.thumb, { index: String(i + 1), total: String(n) }),
  emptyLabel = galleryLabels.empty,
}: GalleryProps) {
  const [index, setIndex] = useState(defaultIndex);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[index] ?? images[0];
  const fallback = useImageFallback('Gallery');

  const move = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <section data-slot="gallery" className={styles.root} aria-label={label}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the zoom is a visual aid for pointers; keyboard users get the thumbnails */}
      <div
        className={styles.main}
        data-zoomed={zoom ? 'true' : 'false'}
        onMouseMove={move}
        onMouseEnter={move}
        onMouseLeave={() => setZoom(null)}
      >
        {current && !fallback.failed(current.src) ? (
          <img
            src={current.src}
            srcSet={current.srcSet}
            sizes={current.srcSet ? MAIN_SIZES : undefined}
            alt={current.alt}
            // The product page's largest picture: fetched before the thumbnails and anything lazy.
            fetchPriority="high"
            className={styles.mainImage}
            style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            onError={fallback.onError(current.src)}
          />
        ) : (
          // No photo, or one that failed: the text says so (and a failed photo's description stays readable).
          <span data-slot="image-fallback" style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            {current?.alt ? `${emptyLabel} : ${current.alt}` : emptyLabel}
          </span>
        )}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={thumbLabel(i, images.length)}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                {fallback.failed(image.src) ? (
                  <span data-slot="image-fallback" className={styles.thumbImage} />
                ) : (
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes={image.srcSet ? THUMB_SIZES : undefined}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={styles.thumbImage}
                    onError={fallback.onError(image.src)}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
