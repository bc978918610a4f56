import { fill } from '@teranga/messages/format';
import { productCardLabels } from '@teranga/messages/kit/product-card';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { IMAGE_SIZES } from '../../image-sizes';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { useImageFallback } from '../../internal/use-image-fallback';
import { Badge } from '../badge/badge';
import { Button, buttonClass } from '../button/button';
import { Price } from '../price/price';
import { Rating } from '../rating/rating';
import * as styles from './product-card.css';

export const defaultProductCardLabels = {
  ...productCardLabels,
  addFavourite: (name: string) => fill(productCardLabels.addFavourite, { name }),
  removeFavourite: (name: string) => fill(productCardLabels.removeFavourite, { name }),
};

export interface ProductCardProps {
  /** Nom du produit. */
  name: string;
  /** Page du produit : la carte y mène. */
  href: string;
  /** Adresse de la photo du produit. */
  image?: string;
  /** La photo en plusieurs largeurs (`<url> 400w, <url> 800w`), quand la boutique les a. */
  imageSrcSet?: string;
  /**
   * Largeur affichée de la photo, pour le choix du navigateur dans `imageSrcSet` (une colonne de grille par défaut).
   */
  imageSizes?: string;
  /** Prix déjà formaté ; absent, la carte affiche « Prix non disponible ». */
  price?: string | null;
  /** Prix avant remise, barré. */
  compareAt?: string | null;
  /** Le prix dans d’autres devises, déjà formaté (« ≈ 30 € »). */
  equivalents?: readonly string[];
  /** Catégorie, au-dessus du nom. */
  category?: string;
  /** Produit vendu plus de 10 fois : badge « Populaire » (la règle est dans `@teranga/headless`). */
  popular?: boolean;
  /** Remise arrondie, affichée « -25% ». */
  discountPercent?: number;
  /** Produit mis en avant : badge « Vedette ». */
  featured?: boolean;
  /** Produit récent : badge « Nouveau ». */
  isNew?: boolean;
  /** Note moyenne et nombre d’avis ; absente, aucune ligne de note. */
  rating?: { average: number; count: number };
  /** État du stock : `in_stock` (disponible), `low_stock` (stock faible) ou `out_of_stock` (rupture). */
  availability?: 'in_stock' | 'low_stock' | 'out_of_stock';
  /** Ajout rapide d’une unité, sans taille ni couleur ; appelée après le délai de l’indicateur. */
  onQuickAdd?: () => void;
  /**
   * Produit à taille ou couleur à choisir : le bouton mène à sa page avec ce libellé (la règle est dans
   * `@teranga/headless`).
   */
  choose?: { href: string; label: string };
  /** Durée de rotation de l’indicateur d’ajout rapide, en millisecondes (600 ms). */
  quickAddDelayMs?: number;
  /** Produit dans la liste d’envies : le cœur est plein. */
  favourite?: boolean;
  /** Affiche le bouton cœur et l’appelle. */
  onToggleFavourite?: () => void;
  /** Disposition : `grid` (carte verticale) ou `list` (ligne horizontale). */
  layout?: 'grid' | 'list';
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<typeof defaultProductCardLabels>;
  /** Niveau du titre (le nom) dans la page. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Carte du premier écran : sa photo est chargée tout de suite et en premier (la plus grande image de la page) au
   * lieu de plus tard.
   */
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
  const fallback = useImageFallback('ProductCard');
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
        {image && !fallback.failed(image) ? (
          <img
            src={image}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? imageSizes : undefined}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            className={styles.image}
            onError={fallback.onError(image)}
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
