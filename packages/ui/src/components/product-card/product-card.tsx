import { fill, kitLabels } from '@teranga/messages';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { IMAGE_SIZES } from '../../image-sizes';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { Badge } from '../badge/badge';
import { Button, buttonClass } from '../button/button';
import { Price } from '../price/price';
import { Rating } from '../rating/rating';
import * as styles from './product-card.css';

export const defaultProductCardLabels = {
  ...kitLabels.productCard,
  addFavourite: (name: string) => fill(kitLabels.productCard.addFavourite, { name }),
  removeFavourite: (name: string) => fill(kitLabels.productCard.removeFavourite, { name }),
};

export interface ProductCardProps {
  name: string;
  href: string;
  image?: string;
  /** the image at several widths (`<url> 400w, <url> 800w`), when the shop has them */
  imageSrcSet?: string;
  /** how wide the image shows, for the browser's choice in `imageSrcSet` (a grid column by default) */
  imageSizes?: string;
  /** formatted price; missing shows the catalogue's `product.priceUnavailable` */
  price?: string | null;
  compareAt?: string | null;
  equivalents?: readonly string[];
  category?: string;
  /** sold above 10 (the rule lives in @teranga/headless) */
  popular?: boolean;
  /** rounded discount percentage, shown as '-25%' */
  discountPercent?: number;
  featured?: boolean;
  isNew?: boolean;
  rating?: { average: number; count: number };
  /** stock state (the rule lives in @teranga/headless): low and out of stock are said; out of stock cannot be quick-added */
  availability?: 'in_stock' | 'low_stock' | 'out_of_stock';
  /** quick add of one unit, with no size or colour; runs after the spinner's delay */
  onQuickAdd?: () => void;
  /**
   * a product with a size or a colour to choose (the rule lives in @teranga/headless): the cart button is a link to
   * its page, named `label` (« Choisir la taille de … »), instead of a quick add that would choose for the shopper
   */
  choose?: { href: string; label: string };
  /** how long the quick-add spinner turns (600 ms) */
  quickAddDelayMs?: number;
  favourite?: boolean;
  onToggleFavourite?: () => void;
  layout?: 'grid' | 'list';
  renderLink?: RenderLink;
  labels?: Partial<typeof defaultProductCardLabels>;
  /** heading level inside the page */
  headingLevel?: 'h2' | 'h3';
  /** a card in the first screenful: its image is fetched at once and first (the page's largest image) instead of lazily */
  priority?: boolean;
}

/** A product in a list: image (or the catalogue's `product.imageUnavailable`), badges, name, price, quick add and favourite. */
export function ProductCard({
  name,
  href,
  image,
  imageSrcSet,
  imageSizes = IMAGE_SIZES.productCard,
  price,
  compareAt,
  equivalents,
  category,
  popular,
  discountPercent,
  featured,
  isNew,
  rating,
  availability = 'in_stock',
  onQuickAdd,
  choose,
  quickAddDelayMs = 600,
  favourite,
  onToggleFavourite,
  layout = 'grid',
  renderLink = defaultRenderLink,
  labels: overrides,
  headingLevel: Heading = 'h3',
  priority = false,
}: ProductCardProps) {
  const labels = { ...defaultProductCardLabels, ...overrides };
  // Remembers which address failed, so that a new image gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string>();
  const imageFailed = failedSrc !== undefined && failedSrc === image;
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const quickAddButton = useRef<HTMLButtonElement>(null);

  const quickAdd = () => {
    if (adding || !onQuickAdd) return;
    const hadFocus = document.activeElement === quickAddButton.current;
    setAdding(true);
    timer.current = setTimeout(() => {
      // The spinner disables the button, which drops the focus: the button is enabled and focused again before the
      // add, so that a popup the add opens returns the focus to it when it closes.
      flushSync(() => setAdding(false));
      if (hadFocus) quickAddButton.current?.focus();
      onQuickAdd();
    }, quickAddDelayMs);
  };

  const hasBadges = popular || (discountPercent ?? 0) > 0 || featured || isNew;
  return (
    <article data-slot="product-card" data-layout={layout} className={styles.card}>
      <div className={styles.media}>
        {image && !imageFailed ? (
          <img
            src={image}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? imageSizes : undefined}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            className={styles.image}
            onError={() => setFailedSrc(image)}
          />
        ) : (
          <div className={styles.fallback} data-slot="image-fallback">
            <Icon name="image" size={32} />
            {labels.imageUnavailable}
          </div>
        )}
        {hasBadges ? (
          <div className={styles.badges}>
            {(discountPercent ?? 0) > 0 ? (
              <Badge tone="critical" weight="solid">
                -{discountPercent}%
              </Badge>
            ) : null}
            {popular ? (
              <Badge tone="accent" weight="solid">
                {labels.popular}
              </Badge>
            ) : null}
            {featured ? (
              <Badge tone="brand" weight="solid">
                {labels.featured}
              </Badge>
            ) : null}
            {isNew ? (
              <Badge tone="positive" weight="solid">
                {labels.isNew}
              </Badge>
            ) : null}
          </div>
        ) : null}
        {onToggleFavourite ? (
          <button
            type="button"
            className={clsx(iconButton, styles.favourite)}
            aria-pressed={favourite ?? false}
            aria-label={favourite ? labels.removeFavourite(name) : labels.addFavourite(name)}
            onClick={onToggleFavourite}
          >
            <Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />
          </button>
        ) : null}
      </div>
      <div className={styles.body}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <Heading className={styles.name}>
          {renderLink({ href, className: styles.link, children: name })}
        </Heading>
        {rating ? <Rating average={rating.average} count={rating.count} /> : null}
        {availability !== 'in_stock' ? (
          <p className={styles.stock} data-availability={availability}>
            {labels.stock[availability]}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Price amount={price} compareAt={compareAt} equivalents={equivalents} />
          {choose ? (
            renderLink({
              href: choose.href,
              className: clsx(buttonClass({ size: 'icon', variant: 'accent' }), styles.raised),
              'aria-label': choose.label,
              'data-slot': 'choose-options',
              children: <Icon name="cart" />,
            })
          ) : onQuickAdd ? (
            <Button
              ref={quickAddButton}
              size="icon"
              variant="accent"
              className={styles.raised}
              aria-label={labels.quickAdd}
              loading={adding}
              loadingLabel={labels.adding}
              disabled={availability === 'out_of_stock'}
              onClick={quickAdd}
            >
              {adding ? null : <Icon name="cart" />}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
